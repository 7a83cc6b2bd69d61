/// The default, for people: findings grouped by file with the offending line, then a stale
/// baseline, then problems with the input, then a summary. `style` colours parts of it (the
/// command line passes its console's, which styles only on a terminal without `NO_COLOR`).
public struct TextReporter: DiagnosticReporter {
    let style: (String, TextStyle) -> String

    public init(style: @escaping (String, TextStyle) -> String = { text, _ in text }) {
        self.style = style
    }

    public func render(_ report: DiagnosticReport) -> String {
        // Written as UTF-8 bytes and made a string once: appending to a `String` cost hundreds of
        // instructions a piece, five pieces and more per finding, in reports of tens of thousands.
        var bytes: [UInt8] = []
        // A finding takes a line and its code's line: room for both, so the report is not copied as it grows.
        bytes.reserveCapacity(report.diagnostics.count * 160)
        var currentFile: String?
        // One pass over what may be tens of thousands of diagnostics, in reporting order (so a
        // file's findings are together): findings are written as they come, the rest kept.
        let resultIDs = Set(report.rules.map(\.id))
        var styledTags: [String: String] = [:]
        var others: [Diagnostic] = []
        var counts = (errors: 0, warnings: 0)
        var files: Set<String> = []
        for diagnostic in report.diagnostics {
            guard resultIDs.contains(diagnostic.id) else {
                others.append(diagnostic)
                continue
            }
            if diagnostic.severity >= .error { counts.errors += 1 } else { counts.warnings += 1 }
            let file = diagnostic.location?.file ?? ""
            if file != currentFile {
                if currentFile != nil { bytes.write("\n") }
                bytes.write(style(file.escapingControlCharacters, .bold))
                bytes.write("\n")
                currentFile = file
                files.insert(file)
            }
            // A rule's tag, styled, is the same for each of its findings: made once.
            let styledTag: String
            if let known = styledTags[diagnostic.id] {
                styledTag = known
            } else {
                styledTag = style("[\(report.tag(of: diagnostic))]", .dim)
                styledTags[diagnostic.id] = styledTag
            }
            bytes.write("  ")
            if let start = diagnostic.location?.start {
                bytes.write(start.line)
                bytes.write(":")
                bytes.write(start.column)
            } else {
                bytes.write("-")
            }
            bytes.write("  ")
            bytes.write(severity(diagnostic))
            bytes.write("  ")
            bytes.write(diagnostic.message.escapingControlCharacters)
            bytes.write("  ")
            bytes.write(styledTag)
            bytes.write("\n")
            let code = Self.code(of: diagnostic.location?.lineText ?? "")
            if !code.isEmpty {
                bytes.write("      ")
                bytes.write(style(code.escapingControlCharacters, .cyan))
                bytes.write("\n")
            }
        }
        var output = String(decoding: bytes, as: UTF8.self)
        let stale = others.filter(\.isStaleBaselineEntry)
        if !stale.isEmpty {
            if !output.isEmpty { output += "\n" }
            output +=
                style("Stale baseline entries", .bold)
                + " (fixed since the baseline was written; rewrite it with --write-baseline):\n"
            for entry in stale {
                output += "  \(entry.location?.file ?? "")  \(entry.message)".escapingControlCharacters + "\n"
            }
        }
        // A path missing from the command line is a usage error, said on stderr instead.
        let problems = others.filter { !$0.isStaleBaselineEntry && $0.id != "input.missing-path" }
        if !problems.isEmpty {
            if !output.isEmpty { output += "\n" }
            output += style("Input problems", .bold) + "\n"
            for problem in problems {
                output += "  \(severity(problem))  \(problem.description)\n"
            }
        }
        if !output.isEmpty { output += "\n" }
        return output + summary(report, errors: counts.errors, warnings: counts.warnings, files: files.count) + "\n"
    }

    /// The line's code, without its indentation (spaces and tabs). Where the code starts with an
    /// ASCII byte the blanks are dropped as bytes; a blank is its own character then, since only
    /// marks that are not ASCII join a character to the one before.
    static func code(of line: String) -> String {
        var line = line
        let start = line.withUTF8 { bytes in
            bytes.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? bytes.count
        }
        if start == 0 { return line }
        let utf8 = line.utf8
        let codeStart = utf8.index(utf8.startIndex, offsetBy: start)
        guard codeStart == utf8.endIndex || utf8[codeStart] < 0x80 else {
            return String(line.drop { $0 == " " || $0 == "\t" })
        }
        return String(line[codeStart...])
    }

    private func severity(_ diagnostic: Diagnostic) -> String {
        switch diagnostic.severity {
        case .bug: style("bug", .red)
        case .error: style("error", .red)
        case .warning: style("warning", .yellow)
        case .note: style("note", .dim)
        }
    }

    private func summary(_ report: DiagnosticReport, errors: Int, warnings: Int, files affected: Int) -> String {
        let files = plural(report.coverage.filesChecked ?? 0, "file")
        let skipped = report.coverage.filesSkipped ?? 0
        let skippedNote = skipped == 0 ? "" : " \(plural(skipped, "file")) not checked."
        guard errors + warnings > 0 else {
            let mark = report.passes ? style("✓", .green) : style("✗", .red)
            return mark + " No findings in \(files) (\(plural(report.coverage.linesChecked ?? 0, "line")))."
                + skippedNote
        }
        let mark = errors > 0 ? style("✗", .red) : style("!", .yellow)
        return "\(mark) \(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(affected, "file"))"
            + " (\(files) checked)." + skippedNote
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

extension [UInt8] {
    /// Appends `text`'s UTF-8 bytes, copied from where they lie.
    fileprivate mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }

    /// Appends `number` in decimal, without making a string of it.
    fileprivate mutating func write(_ number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        let value = number.magnitude
        var divisor: UInt = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
