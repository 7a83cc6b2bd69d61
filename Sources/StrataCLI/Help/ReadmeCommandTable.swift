import Foundation

/// The README's command table, generated from the command descriptions (`CommandDescription.readme`)
/// so that it cannot fall behind the commands; a test compares it with README.md's table, which
/// sits between two marker comments.
enum ReadmeCommandTable {
    static let beginMarker = "<!-- commands:begin (generated from the command descriptions; do not edit) -->"
    static let endMarker = "<!-- commands:end -->"

    /// The table, one row per `ReadmeRow`, in the order of `strata --help`.
    static func render() -> String {
        var lines = ["| command | what it does |", "|---|---|"]
        for path in RootCommand.allCommandPaths {
            for row in path[path.count - 1].description.readme {
                let usages = row.usages.map { "`\(escapingPipes($0))`" }.joined(separator: ", ")
                lines.append("| \(usages) | \(escapingPipes(row.summary)) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `readme` with the text between the markers replaced by `render()`; nil when the markers
    /// are missing or out of order.
    static func refreshing(_ readme: String) -> String? {
        guard let begin = readme.range(of: beginMarker + "\n"),
            let end = readme.range(of: endMarker, range: begin.upperBound..<readme.endIndex)
        else { return nil }
        return readme.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: render())
    }

    /// A `|` would end the table cell, in code spans too.
    private static func escapingPipes(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
