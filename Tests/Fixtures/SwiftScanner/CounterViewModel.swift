import Foundation
@testable import CounterCore
#if canImport(Combine)
import Combine
#endif

/// Counts taps; the scale animates.
@MainActor
final class CounterViewModel: ObservableObject {
    @Published private(set) var scale: CGFloat = 1
    @Published var count = 0
    #if DEBUG
    @Published var showsOverlay = false
    #endif
    private let service: any CounterService

    init(service: any CounterService, start: Int = 0) {
        self.service = service
        count = start
    }

    func increment(by step: Int = 1) async throws -> Int {
        count += step
        return count
    }
}

enum CounterEvent: Equatable {
    case tapped(times: Int)
    case reset
}
