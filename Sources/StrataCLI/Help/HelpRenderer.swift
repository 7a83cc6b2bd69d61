/// Renders `--help` and `strata help <command>` from a command's description.
enum HelpRenderer {
    static func render(path: [any StrataCommand.Type]) -> String {
        let description = path[path.count - 1].description
        let name = ArgumentParser.displayName(of: path)
        var sections: [String] = ["OVERVIEW: \(description.abstract)"]
        if let discussion = description.discussion { sections.append(discussion) }
        sections.append("USAGE: " + usage(of: description, name: name, isGroup: path.last is any CommandGroup.Type))

        if !description.arguments.isEmpty {
            sections.append(table("ARGUMENTS:", description.arguments.map { ($0.synopsis, $0.help) }))
        }
        let options = description.allOptions.map { option -> (String, String) in
            let choices = option.choices.isEmpty ? "" : " (one of: \(option.choices.joined(separator: ", ")))"
            return (option.synopsis, option.help + choices)
        }
        sections.append(table("OPTIONS:", options))
        if !description.subcommands.isEmpty {
            let rows = description.subcommands.map { ($0.description.name, $0.description.abstract) }
            sections.append(table("SUBCOMMANDS:", rows))
            sections.append("See '\(name) help <subcommand>' or '\(name) <subcommand> --help' for details.")
        }
        if !description.examples.isEmpty {
            let lines = description.examples.map { "  $ \($0.command)\n      \($0.explanation)" }
            sections.append("EXAMPLES:\n" + lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    static func usage(of description: CommandDescription, name: String, isGroup: Bool) -> String {
        if isGroup { return "\(name) <subcommand>" }
        var parts = [name]
        parts += description.arguments.map(\.synopsis)
        parts += description.options.map { "[\($0.synopsis.split(separator: ",").last!.trimmingWhitespace)]" }
        if !description.subcommands.isEmpty { parts.append("<subcommand>") }
        return parts.joined(separator: " ")
    }

    private static func table(_ title: String, _ rows: [(String, String)]) -> String {
        let width = min(28, rows.map(\.0.count).max() ?? 0)
        let lines = rows.map { left, right -> String in
            let padding = left.count < width ? String(repeating: " ", count: width - left.count) : ""
            let separator = left.count <= width ? padding + "  " : "\n" + String(repeating: " ", count: width + 4)
            return "  " + left + separator + right
        }
        return ([title] + lines).joined(separator: "\n")
    }
}

extension Substring {
    var trimmingWhitespace: String { String(drop(while: { $0 == " " })) }
}
