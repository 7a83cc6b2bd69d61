#if canImport(Combine)
import Combine
import Foundation

extension Published.Publisher where Value == String {
    /// What a list's search follows: the typed text once typing pauses for `delay`, trimmed, and only when it
    /// changed, so the list does not jump at every key.
    public func settledSearch(after delay: DispatchQueue.SchedulerTimeType.Stride) -> AnyPublisher<String, Never> {
        debounce(for: delay, scheduler: DispatchQueue.main)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .removeDuplicates()
            .eraseToAnyPublisher()
    }
}
#endif
