import Dispatch
import Foundation

/// Runs work single-threaded or spread over threads and reports the best of several runs,
/// the usual way to keep noise from other processes out of a throughput figure.
enum Stopwatch {
    /// Wall-clock and CPU time (all threads) of the fastest runs. CPU time shows how much
    /// work was done even when other processes slow the wall clock down.
    struct Timing {
        var wallSeconds: Double
        var cpuSeconds: Double
    }

    /// The fastest wall and CPU times of `repetitions` runs of `work`, and its last result.
    static func best<Result>(of repetitions: Int, _ work: () -> Result) -> (timing: Timing, result: Result) {
        var (best, result) = timed(work)
        for _ in 1..<Swift.max(1, repetitions) {
            let run = timed(work)
            best.wallSeconds = Swift.min(best.wallSeconds, run.timing.wallSeconds)
            best.cpuSeconds = Swift.min(best.cpuSeconds, run.timing.cpuSeconds)
            result = run.result
        }
        return (best, result)
    }

    private static func timed<Result>(_ work: () -> Result) -> (timing: Timing, result: Result) {
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = processCPUSeconds()
        let result = work()
        let timing = Timing(wallSeconds: seconds(clock.now - start), cpuSeconds: processCPUSeconds() - cpuStart)
        return (timing, result)
    }

    private static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
