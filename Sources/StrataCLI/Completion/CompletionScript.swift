/// Shell completion scripts, generated from the same command descriptions as parsing and help,
/// so a new command or option completes without anyone editing a script.
struct CompletionScript {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    /// Knowledge-derived values offered where an argument or option asks for them.
    var ruleIDs: [String]
    var templateIDs: [String]

    func render(for shell: Shell) -> String {
        switch shell {
        case .bash: return bash()
        case .zsh: return "#compdef strata\nautoload -U +X bashcompinit && bashcompinit\n" + bash()
        case .fish: return fish()
        }
    }

    private var paths: [[any StrataCommand.Type]] { RootCommand.allCommandPaths }

    private func key(_ path: [any StrataCommand.Type]) -> String { ArgumentParser.displayName(of: path) }

    private func words(for completion: CompletionKind) -> [String] {
        switch completion {
        case .ruleIDs: return ruleIDs
        case .templateIDs: return templateIDs
        case .words(let words): return words
        case .none, .files, .directories: return []
        }
    }

    private func bashReply(choices: [String], completion: CompletionKind) -> String {
        switch completion {
        case .files: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directories: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .none, .ruleIDs, .templateIDs, .words:
            return
                "COMPREPLY=($(compgen -W \"\((choices + words(for: completion)).joined(separator: " "))\" -- \"$cur\"))"
        }
    }

    private func bash() -> String {
        var walk: [String] = []
        var valueCases: [String] = []
        var wordCases: [String] = []
        for path in paths {
            let description = path[path.count - 1].description
            for sub in description.subcommands {
                walk.append("      \"\(key(path)) \(sub.description.name)\") path=\"$path $word\" ;;")
            }
            for option in description.options where option.takesValue {
                let reply = bashReply(choices: option.choices, completion: option.completion)
                valueCases.append("    \"\(key(path))|\(option.name)\") \(reply); return ;;")
            }
            let names =
                description.subcommands.map { $0.description.name }
                + description.allOptions.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
            let positional = description.arguments.first.map { words(for: $0.completion) } ?? []
            let fileKind = description.arguments.first?.completion
            let compgenFlags = fileKind == .files ? " -f" : fileKind == .directories ? " -d" : ""
            wordCases.append(
                "    \"\(key(path))\") COMPREPLY=($(compgen\(compgenFlags) -W \"\((names + positional).joined(separator: " "))\" -- \"$cur\")) ;;"
            )
        }
        return """
            # strata completion for bash. Load it with: source <(strata completions bash)
            _strata() {
              local cur prev word path i
              cur="${COMP_WORDS[COMP_CWORD]}"
              prev="${COMP_WORDS[COMP_CWORD-1]}"
              path="strata"
              for ((i = 1; i < COMP_CWORD; i++)); do
                word="${COMP_WORDS[i]}"
                case "$path $word" in
            \(walk.joined(separator: "\n"))
                esac
              done
              case "$path|$prev" in
            \(valueCases.joined(separator: "\n"))
              esac
              case "$path" in
            \(wordCases.joined(separator: "\n"))
              esac
            }
            complete -F _strata strata

            """
    }

    private func fish() -> String {
        var lines = [
            "# strata completion for fish. Load it with: strata completions fish | source", "complete -c strata -f",
        ]
        for path in paths {
            let description = path[path.count - 1].description
            let names = path.dropFirst().map { $0.description.name }
            let condition: String
            if names.isEmpty {
                condition = "__fish_use_subcommand"
            } else {
                let siblings = description.subcommands.map { $0.description.name }
                condition =
                    "__fish_seen_subcommand_from \(names.last!)"
                    + (siblings.isEmpty
                        ? "" : "; and not __fish_seen_subcommand_from \(siblings.joined(separator: " "))")
            }
            for sub in description.subcommands {
                lines.append(
                    "complete -c strata -n '\(condition)' -a \(sub.description.name) -d '\(escaped(sub.description.abstract))'"
                )
            }
            for option in description.allOptions {
                var line = "complete -c strata -n '\(condition)' -l \(option.name.dropFirst(2))"
                if let short = option.shortName { line += " -s \(short.dropFirst())" }
                let values = option.choices + words(for: option.completion)
                if option.takesValue { line += values.isEmpty ? " -r -F" : " -x -a '\(values.joined(separator: " "))'" }
                lines.append(line + " -d '\(escaped(option.help))'")
            }
            if let argument = description.arguments.first {
                let values = words(for: argument.completion)
                if !values.isEmpty {
                    lines.append("complete -c strata -n '\(condition)' -a '\(values.joined(separator: " "))'")
                }
                if argument.completion == .files || argument.completion == .directories {
                    lines.append("complete -c strata -n '\(condition)' -F")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func escaped(_ text: String) -> String { text.replacingOccurrences(of: "'", with: "\\'") }
}
