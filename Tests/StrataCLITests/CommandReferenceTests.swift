import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// docs/commands.md is generated from the command descriptions; like docs/rules.md, the committed
/// page must be fresh. `RECORD_SNAPSHOTS=1` rewrites it and still fails, so the new page is
/// reviewed in the diff before a normal run accepts it.
@Suite struct CommandReferenceTests {
    @Test func committedReferenceIsFresh() {
        assertSnapshot(
            CommandReference.render(), golden: repositoryRoot.appendingPathComponent(CommandReference.path))
    }

    /// Every command, groups and `help` included, has its section, its options and its examples,
    /// so a command added to the tree cannot be missing from the page.
    @Test func everyCommandHasASectionWithItsOptionsAndExamples() {
        let page = CommandReference.render()
        for path in RootCommand.allCommandPaths {
            let name = ArgumentParser.displayName(of: path)
            let description = path[path.count - 1].description
            #expect(page.contains("\n## \(name)\n"), "no section for \(name)")
            #expect(page.contains("(#\(CommandReference.anchor(of: name)))"), "\(name) is not in the index")
            for option in description.options {
                #expect(page.contains("- `\(option.synopsis)`: "), "\(name): \(option.name) is missing")
            }
            for example in description.examples {
                #expect(page.contains("- `\(example.command)`: "), "\(name): example '\(example.command)' is missing")
            }
        }
    }

    /// The page shows help text as written: a placeholder such as `<Name>` in a discussion must
    /// not vanish into an HTML tag, and a `|` must not split an index row.
    @Test func markdownInHelpTextIsEscaped() {
        let page = CommandReference.render()
        #expect(page.contains("\\<Name\\>"))
        for line in page.split(separator: "\n") where line.hasPrefix("| [`") {
            let cellBorders = zip(line.dropFirst(), line).filter { $0 == "|" && $1 != "\\" }.count + 1
            #expect(cellBorders == 3, "an index row with a stray cell: \(line)")
        }
    }
}
