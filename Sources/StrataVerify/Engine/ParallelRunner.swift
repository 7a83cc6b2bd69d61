import Foundation

/// Maps work items on every core, keeping results in input order so output stays deterministic.
enum ParallelRunner {
    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], progress: (@Sendable (Int, Int) -> Void)?, _ transform: @Sendable (Input) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: inputs.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, inputs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = results.claimNext() {
                let output = transform(inputs[index])
                let done = results.store(output, at: index)
                progress?(done, inputs.count)
            }
        }
        return results.takeValues()
    }
}

/// A value computed on another thread while the caller goes on; `value` waits for it.
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    // Written once, on the worker, before `leave`; read only after `wait`.
    private var result: Value?

    init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.group.leave()
        }
    }

    var value: Value {
        group.wait()
        return result!
    }
}

/// Hands out indices to workers and collects their results under a lock; each slot is
/// written exactly once.
private final class ResultSlots<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Output?]
    private var next = 0
    private var done = 0

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claimNext() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ output: Output, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = output
        done += 1
        return done
    }

    /// The results, moved out of their slots (copying every analysis cost a retain per field).
    func takeValues() -> [Output] {
        lock.lock()
        defer { lock.unlock() }
        var values: [Output] = []
        values.reserveCapacity(slots.count)
        for index in slots.indices { values.append(slots[index].take()!) }
        return values
    }
}
