import DemoDomain

/// Returns what a test arranged, and lets the test act while a call is still running: look at the state, start
/// a newer load, or leave the screen. Like a real use case it stops with `CancellationError` once cancelled.
@MainActor
public final class MockLoadOrdersUseCase: LoadOrdersUseCase {
    public var result: Result<[Order], any Error>
    public var onExecute: @MainActor () async -> Void = {}
    public private(set) var callCount = 0

    public init(result: Result<[Order], any Error> = .success([])) {
        self.result = result
    }

    public func execute() async throws -> [Order] {
        callCount += 1
        await onExecute()
        try _Concurrency.Task.checkCancellation()
        return try result.get()
    }
}

/// Records every value it is asked to save, then fails if a test arranged an error; a test can act while the
/// call is running, and a cancelled call stops with `CancellationError`.
@MainActor
public final class MockSaveOrderUseCase: SaveOrderUseCase {
    public var error: (any Error)?
    public var onExecute: @MainActor () async -> Void = {}
    public private(set) var savedOrders: [Order] = []

    public init(error: (any Error)? = nil) {
        self.error = error
    }

    public func execute(_ order: Order) async throws {
        savedOrders.append(order)
        await onExecute()
        try _Concurrency.Task.checkCancellation()
        if let error { throw error }
    }
}

/// Records every identifier it is asked to delete, then fails if a test arranged an error; a test can act while
/// the call is running, and a cancelled call stops with `CancellationError`.
@MainActor
public final class MockDeleteOrderUseCase: DeleteOrderUseCase {
    public var error: (any Error)?
    public var onExecute: @MainActor () async -> Void = {}
    public private(set) var deletedIDs: [Order.ID] = []

    public init(error: (any Error)? = nil) {
        self.error = error
    }

    public func execute(id: Order.ID) async throws {
        deletedIDs.append(id)
        await onExecute()
        try _Concurrency.Task.checkCancellation()
        if let error { throw error }
    }
}
