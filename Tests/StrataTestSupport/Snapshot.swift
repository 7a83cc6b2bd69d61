import Foundation
import Testing

/// Compares `actual` byte for byte with the golden file at `golden`. With `RECORD_SNAPSHOTS=1`
/// it writes the golden instead and still fails, so a recording run can never pass silently
/// and every new golden is reviewed before a normal run accepts it (swift-argument-parser's
/// `assertSnapshot` works the same way).
public func assertSnapshot(
    _ actual: String, golden: URL, recording: Bool = isRecordingSnapshots,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if recording {
        do {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: golden)
            Issue.record(
                "recorded \(golden.lastPathComponent); review the diff, then run again without RECORD_SNAPSHOTS",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not record \(golden.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: golden.path) else {
        Issue.record(
            "no golden at \(golden.path); record it with RECORD_SNAPSHOTS=1 and review it",
            sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != actual else { return }
    let line = firstDifferingLine(expected, actual)
    Issue.record(
        "differs from \(golden.lastPathComponent) (first difference at line \(line)):\n\(actual)",
        sourceLocation: sourceLocation)
}

/// Whether this run records goldens instead of comparing with them (`RECORD_SNAPSHOTS=1`).
public var isRecordingSnapshots: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

private func firstDifferingLine(_ lhs: String, _ rhs: String) -> Int {
    let left = lhs.split(separator: "\n", omittingEmptySubsequences: false)
    let right = rhs.split(separator: "\n", omittingEmptySubsequences: false)
    let common = zip(left, right).prefix { $0 == $1 }.count
    return common + 1
}
