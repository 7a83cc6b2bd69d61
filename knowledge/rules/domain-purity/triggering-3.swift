import Foundation

final class TaskItem: Identifiable, ↓ObservableObject {
    let id = UUID()
    ↓@Published var isDone = false
}
