/// Work that an action starts, returned by a feature's handler: nothing, an async operation, or cancelling one.
///
/// An operation never touches state; it reports back by sending actions, so every change of state passes through
/// the feature's handler. Operations may run under an id: any `Hashable & Sendable` value, usually a case of a
/// private enum, so ids are checked by the compiler rather than spelled as strings.
public struct StoreEffect<Action: Sendable>: Sendable {
    /// What happens when an operation starts while others with the same id are still running.
    public enum Policy: Sendable {
        /// Cancel the running ones and drop what they send: for loads, where only the newest answer matters.
        case cancelPrevious
        /// Start once the running ones have finished: for writes, which must all happen, in order, and which
        /// run to their end when the store goes away with its screen.
        case queue
    }

    enum Work: Sendable {
        case none
        case run(id: StoreEffectID?, policy: Policy, operation: @Sendable (StoreSend<Action>) async -> Void)
        case cancel(id: StoreEffectID)
    }

    let work: Work

    /// No work: the action only changed state.
    public static var none: Self { Self(work: .none) }

    /// Runs `operation`, which may send any number of actions back to the store.
    ///
    /// - Parameters:
    ///   - id: Names the work, so a later effect can cancel it or wait for it; nil for work nothing refers to.
    ///   - policy: What to do with effects still running under the same id.
    public static func run(
        id: (any Hashable & Sendable)? = nil,
        policy: Policy = .cancelPrevious,
        operation: @escaping @Sendable (StoreSend<Action>) async -> Void
    ) -> Self {
        Self(work: .run(id: id.map(StoreEffectID.init), policy: policy, operation: operation))
    }

    /// Cancels every effect running under `id`; what they send from then on is dropped.
    public static func cancel(id: some Hashable & Sendable) -> Self {
        Self(work: .cancel(id: StoreEffectID(id)))
    }
}

/// An effect's id with its type erased, so ids of different types can share one table without ever being equal.
struct StoreEffectID: Hashable, Sendable {
    private let base: any Hashable & Sendable

    init(_ base: any Hashable & Sendable) {
        self.base = base
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        // `AnyHashable` alone calls `1 as Int` and `1 as Int8` equal, so the types are compared first.
        ObjectIdentifier(type(of: lhs.base)) == ObjectIdentifier(type(of: rhs.base))
            && AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    func hash(into hasher: inout Hasher) {
        AnyHashable(base).hash(into: &hasher)
    }
}
