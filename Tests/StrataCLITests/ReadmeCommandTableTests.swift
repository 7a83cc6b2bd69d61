import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// README.md's command table is generated from the command descriptions; like manifest.json, the
/// committed copy must be fresh. `RECORD_SNAPSHOTS=1` rewrites it and still fails, so the new
/// table is reviewed in the diff before a normal run accepts it (as `assertSnapshot` does).
@Suite struct ReadmeCommandTableTests {
    private let readmeURL = repositoryRoot.appendingPathComponent("README.md")

    @Test func committedTableIsFresh() throws {
        let readme = try String(contentsOf: readmeURL, encoding: .utf8)
        let refreshed = try #require(
            ReadmeCommandTable.refreshing(readme),
            "README.md needs the markers \(ReadmeCommandTable.beginMarker) and \(ReadmeCommandTable.endMarker)")
        if isRecordingSnapshots {
            if refreshed != readme { try Data(refreshed.utf8).write(to: readmeURL) }
            Issue.record("recorded README.md's command table; review the diff, then run again without RECORD_SNAPSHOTS")
            return
        }
        guard refreshed != readme else { return }
        // Not `#expect(refreshed == readme)`, which would print the whole README twice.
        Issue.record(
            """
            README.md's command table differs from the command descriptions (first at line \
            \(firstDifferingLine(readme, refreshed))); edit the description's `readme` rows, then run \
            RECORD_SNAPSHOTS=1 swift test --filter ReadmeCommandTableTests to rewrite the table
            """)
    }

    /// A command is in the table in its own row or in its group's (`strata baseline report FILE`,
    /// `strata baseline compare OLD NEW`); `strata help` is described in the text above the table.
    @Test func everyCommandIsInTheTable() {
        for path in RootCommand.allCommandPaths.dropFirst() where !(path.last is any CommandGroup.Type) {
            let listed = path.dropFirst().contains { !$0.description.readme.isEmpty }
            #expect(
                listed || path.last is HelpCommand.Type, "\(ArgumentParser.displayName(of: path)) is not in the table")
        }
    }

    /// A row that names an option the command does not have would send readers to an error.
    @Test func optionsInTheTableAreOptionsOfTheCommand() {
        for path in RootCommand.allCommandPaths {
            let description = path[path.count - 1].description
            let known = Set(
                (description.allOptions + description.subcommands.flatMap { $0.description.options }).map(\.name))
            for usage in description.readme.flatMap(\.usages) {
                let words = usage.split { !($0.isLetter || $0 == "-") }
                for option in words where option.hasPrefix("--") {
                    #expect(known.contains(String(option)), "'\(usage)' names \(option), not an option of the command")
                }
            }
        }
    }

    private func firstDifferingLine(_ lhs: String, _ rhs: String) -> Int {
        zip(
            lhs.split(separator: "\n", omittingEmptySubsequences: false),
            rhs.split(separator: "\n", omittingEmptySubsequences: false)
        )
        .prefix { $0 == $1 }.count + 1
    }
}
