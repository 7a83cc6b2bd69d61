/// `docs/commands.md`, generated from the command descriptions — the same abstracts, discussions,
/// arguments, options and examples `--help` prints — so the reference cannot fall behind the
/// commands; a test compares it with the committed page.
enum CommandReference {
    static let path = "docs/commands.md"

    /// The whole page: an index of every command, then one section per command in the order of
    /// `strata --help`.
    static func render() -> String {
        let paths = RootCommand.allCommandPaths
        var lines = [
            "# Commands",
            "",
            "<!-- Generated from the command descriptions (Sources/StrataCLI/Commands); do not edit. Regenerate with",
            "     RECORD_SNAPSHOTS=1 swift test --filter CommandReferenceTests -->",
            "",
            "Every command prints this text with `--help` (`strata help <command>` too). Errors are one line on",
            "stderr saying what, where and how to fix; exit codes are in [Report formats](report-formats.md#exit-codes).",
            "",
            "| Command | What it does |",
            "|---|---|",
        ]
        for path in paths {
            let name = ArgumentParser.displayName(of: path)
            lines.append(
                "| [`\(name)`](#\(anchor(of: name))) | \(escaping(path[path.count - 1].description.abstract)) |")
        }
        for path in paths { lines += [""] + section(for: path) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(for path: [any StrataCommand.Type]) -> [String] {
        let description = path[path.count - 1].description
        let name = ArgumentParser.displayName(of: path)
        var lines = ["## \(name)", "", escaping(description.abstract)]
        for paragraph in paragraphs(of: description.discussion ?? "") { lines += ["", escaping(paragraph)] }
        let usage = HelpRenderer.usage(of: description, name: name, isGroup: path.last is any CommandGroup.Type)
        lines += ["", "```", usage, "```"]
        if !description.arguments.isEmpty {
            lines += ["", "Arguments:", ""]
            lines += description.arguments.map { "- `\($0.synopsis)`: \(escaping($0.help))" }
        }
        let options = description.options.map { option -> String in
            let choices = option.choices.isEmpty ? "" : " (one of: \(option.choices.joined(separator: ", ")))"
            return "- `\(option.synopsis)`: \(escaping(option.help + choices))"
        }
        if !options.isEmpty { lines += ["", "Options:", ""] + options }
        if !description.subcommands.isEmpty {
            lines += ["", "Subcommands:", ""]
            lines += description.subcommands.map { subcommand in
                let subname = name + " " + subcommand.description.name
                return "- [`\(subname)`](#\(anchor(of: subname))): \(escaping(subcommand.description.abstract))"
            }
        }
        if !description.examples.isEmpty {
            lines += ["", "Examples:", ""]
            lines += description.examples.map { "- `\($0.command)`: \(escaping($0.explanation))" }
        }
        return lines
    }

    /// The anchor GitHub gives a heading of plain words: lowercase, spaces as hyphens.
    static func anchor(of heading: String) -> String {
        heading.lowercased().replacingOccurrences(of: " ", with: "-")
    }

    /// Help text is plain text wrapped for a terminal: its paragraphs become one line each, so a
    /// wrapped line that starts with `-` or `#` cannot turn into Markdown structure.
    private static func paragraphs(of text: String) -> [String] {
        text.components(separatedBy: "\n\n").map {
            $0.split(separator: "\n").map { $0.trimmingWhitespace }.joined(separator: " ")
        }
        .filter { !$0.isEmpty }
    }

    /// Plain text as Markdown that shows it as written: `<Name>` is not an HTML tag, `*` and `_`
    /// start no emphasis, `|` ends no table cell.
    private static func escaping(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_<>[]|".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
