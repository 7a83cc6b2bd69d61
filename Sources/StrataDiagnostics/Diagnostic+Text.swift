extension Diagnostic: CustomStringConvertible {
    /// One line: `file:line:column: message; fix hint`, the form compilers, editors and Strata's
    /// error output share. Control characters quoted from a file are escaped, so a diagnostic
    /// can never move the cursor or forge another line.
    public var description: String {
        let place =
            location.map { location in
                location.file + (location.start.map { ":\($0.line):\($0.column)" } ?? "") + ": "
            } ?? ""
        return (place + message + (fixHint.map { "; " + $0 } ?? "")).escapingControlCharacters
    }

    /// An id from an error's case name, `unknownOption(…)` → `usage.unknown-option` for the
    /// namespace `usage`: ids follow the cases, so a new case has one without a table to keep in
    /// step, and a renamed case shows up in the golden outputs.
    public static func id(_ namespace: String, caseOf value: Any) -> String {
        // A case with a payload is named by its mirror; one without only by `String(describing:)`,
        // so a type with its own `description` must give such cases their ids itself (none does).
        let name = Array(Mirror(reflecting: value).children.first?.label ?? String(describing: value))
        var kebab = ""
        for (index, character) in name.enumerated() {
            // A word starts at an uppercase letter after a lowercase one or a digit, or at the
            // last capital of an acronym before lowercase: `notUTF8` → `not-utf8`, `JSONPath` → `json-path`.
            let previous = index > 0 ? name[index - 1] : nil
            let next = index + 1 < name.count ? name[index + 1] : nil
            let startsWord =
                character.isUppercase
                && (previous.map { $0.isLowercase || $0.isNumber } == true
                    || (previous?.isUppercase == true && next?.isLowercase == true))
            if startsWord { kebab += "-" }
            kebab += character.lowercased()
        }
        return namespace + "." + kebab
    }
}
