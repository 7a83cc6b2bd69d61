import Dispatch
import Foundation

/// Runs work single-threaded or spread over threads and reports the best of several runs,
/// the usual way to keep noise from other processes out of a throughput figure.
enum Stopwatch {
    /// The fastest of `repetitions` runs of `work`, in seconds, and its last result.
    static func best<Result>(of repetitions: Int, _ work: () -> Result) -> (seconds: Double, result: Result) {
        var (best, result) = timed(work)
        for _ in 1..<Swift.max(1, repetitions) {
            let run = timed(work)
            best = Swift.min(best, run.seconds)
            result = run.result
        }
        return (best, result)
    }

    private static func timed<Result>(_ work: () -> Result) -> (seconds: Double, result: Result) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = work()
        return (seconds(clock.now - start), result)
    }

    /// Runs `work(index)` for every index in `0..<count` on `threads` threads, each taking
    /// every `threads`-th index; returns the sum of the results.
    static func sumInParallel(count: Int, threads: Int, _ work: @Sendable (Int) -> Int) -> Int {
        let partials = UnsafeMutableBufferPointer<Int>.allocate(capacity: threads)
        partials.initialize(repeating: 0)
        defer { partials.deallocate() }
        let slots = SendableSlots(base: partials)
        DispatchQueue.concurrentPerform(iterations: threads) { worker in
            var total = 0
            for index in stride(from: worker, to: count, by: threads) {
                total &+= work(index)
            }
            slots.base[worker] = total
        }
        return partials.reduce(0, &+)
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}

/// Per-thread result slots; each worker writes only its own slot.
private struct SendableSlots: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Int>
}
