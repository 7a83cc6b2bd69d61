import StrataKnowledge
import SwiftScanner

/// Finds the legacy constructs of migration maps in a file — imports, identifiers, generic type
/// references, member calls with their labels, attributes and conformances — by the `detect`
/// patterns state_management.json gives, and names each one's replacement.
struct MigrationDetector: Sendable {
    struct Match {
        var line: Int
        var column: Int
        /// The construct as found: a module, identifier, member or attribute name.
        var name: String
        var replacement: String
        var mapID: String
        /// The map entry that names the replacement; nil for a forbidden import no map lists.
        var entry: MigrationMap.Entry?
    }

    private let maps: [MigrationMap]
    private let forbiddenImports: [String]
    /// Token-level patterns by the name they match, so each token costs one lookup.
    private let byName: [String: [DetectPattern]]
    /// Length and first byte of every name in `byName`: most identifiers are ruled out by these
    /// two numbers before any text is copied.
    private let nameShapes: Set<Int>
    private let conformances: Set<String>
    /// The project's view-model style: patterns its own API shares with a legacy framework are skipped.
    private let style: String?
    /// The legacy framework's modules (the maps' import entries and the forbidden imports). A
    /// file importing none of them cannot use the framework's names, so an `Observable` or a
    /// `DisposeBag` there is the app's own type; empty when the maps name no module.
    private let frameworkModules: Set<String>

    /// `maps` in the order replacements are looked up: the first map having an entry names it.
    init(maps: [MigrationMap], forbiddenImports: [String], style: String? = nil) {
        self.maps = maps
        self.forbiddenImports = forbiddenImports
        self.style = style
        var seen: Set<DetectPattern> = []
        let detects = maps.flatMap { $0.entries.compactMap(\.detect) }
            .filter { $0.applies(toStyle: style) && seen.insert($0).inserted }
        byName = Dictionary(grouping: detects.filter { $0.kind != .import && $0.kind != .conformance }, by: \.name)
        conformances = Set(detects.filter { $0.kind == .conformance }.map(\.name))
        frameworkModules = Set(detects.filter { $0.kind == .import }.map(\.name) + forbiddenImports)
        nameShapes = Set(byName.keys.map { Self.shape(length: $0.utf8.count, first: $0.utf8.first ?? 0) })
    }

    private static func shape(length: Int, first: UInt8) -> Int { length << 8 | Int(first) }

    /// Orders a rule's maps so the configured style's own maps come first.
    static func ordered(_ mapIDs: [String], style: ViewModelStyle?, knowledge: VerifyKnowledge) -> [MigrationMap] {
        let preferred = style.map { style in mapIDs.filter(style.migrationMaps.contains) } ?? []
        let ids = preferred + mapIDs.filter { !preferred.contains($0) }
        return ids.compactMap { knowledge.migrationMap($0) }
    }

    private func entry(
        imported: Set<String>, for matches: (DetectPattern) -> Bool
    ) -> (entry: MigrationMap.Entry, mapID: String)? {
        for map in maps {
            if let entry = map.entries.first(where: { entry in
                entry.detect.map { $0.applies(toStyle: style) && Self.isVisible($0, imported: imported) && matches($0) }
                    ?? false
            }) {
                return (entry, map.id)
            }
        }
        return nil
    }

    /// Whether a pattern's construct can be named in a file with these imports.
    private static func isVisible(_ pattern: DetectPattern, imported: Set<String>) -> Bool {
        pattern.module.map(imported.contains) ?? true
    }

    func matches(in file: CheckedFile) -> [Match] {
        let imported = Set(file.index.imports.map(\.module))
        guard frameworkModules.isEmpty || !frameworkModules.isDisjoint(with: imported) else { return [] }
        var result: [Match] = []
        for declaration in file.index.imports {
            let module = declaration.module
            let found = entry(imported: imported) { $0.kind == .import && $0.name == module }
            guard found != nil || forbiddenImports.contains(module) else { continue }
            result.append(
                Match(
                    line: declaration.line, column: declaration.column, name: module,
                    replacement: found?.entry.replacement ?? maps.first?.to ?? "",
                    mapID: found?.mapID ?? maps.first?.id ?? "",
                    entry: found?.entry))
        }
        for type in file.types {
            for written in type.inheritance {
                let isPlainName = written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                let name = isPlainName ? written : TypeText.lastName(in: written) ?? written
                guard conformances.contains(name),
                    let found = entry(imported: imported, for: { $0.kind == .conformance && $0.name == name }),
                    let token = file.token(named: name, from: type.line, column: type.column, through: type.endLine)
                else { continue }
                result.append(
                    Match(
                        line: token.line, column: token.column, name: name, replacement: found.entry.replacement,
                        mapID: found.mapID, entry: found.entry))
            }
        }
        let tokens = file.tokens
        for index in tokens.indices {
            let token = tokens[index]
            let detect: DetectPattern?
            switch token.kind {
            case .identifier, .keyword:
                // `.do(onNext:)`: a keyword after a period is a member name; elsewhere it is syntax.
                guard token.kind == .identifier || file.isMemberName(index) else { continue }
                guard nameShapes.contains(Self.shape(length: token.range.count, first: file.firstByte(token))) else {
                    continue
                }
                detect = byName[file.text(token)]?.first {
                    Self.isVisible($0, imported: imported) && matches($0, identifierAt: index, in: file)
                }
            case .attribute:
                detect = byName[String(file.text(token).dropFirst())]?.first {
                    $0.kind == .attribute && Self.isVisible($0, imported: imported)
                }
            default:
                detect = nil
            }
            guard let detect, let found = entry(imported: imported, for: { $0 == detect }) else { continue }
            result.append(
                Match(
                    line: token.line, column: token.column, name: detect.name, replacement: found.entry.replacement,
                    mapID: found.mapID, entry: found.entry))
        }
        return result
    }

    private func matches(_ detect: DetectPattern, identifierAt index: Int, in file: CheckedFile) -> Bool {
        let tokens = file.tokens
        switch detect.kind {
        case .identifier:
            guard !file.isMemberName(index) else { return false }
            // With labels, only a call with them: TCA's `Store(initialState:reducer:)`.
            guard let labels = detect.labels, !labels.isEmpty else { return true }
            return file.isCalled(index) && file.callArguments(openingAt: index + 1).labels.starts(with: labels)
        case .typeReference:
            let next = index + 1
            guard !file.isMemberName(index), next < tokens.endIndex, tokens[next].kind == .operator,
                !tokens[next].hasLeadingTrivia, file.text(tokens[next]).hasPrefix("<")
            else { return false }
            return detect.typeArguments.map { genericArgumentCount(openingAt: next, in: file) == $0 } ?? true
        case .memberCall:
            guard file.isMemberName(index) else { return false }
            if let receiver = detect.receiver {
                guard let written = file.receiver(ofMember: index), file.spells(written, receiver) else { return false }
            }
            guard let labels = detect.labels, !labels.isEmpty else { return true }
            guard file.isCalled(index) else { return false }
            return file.callArguments(openingAt: index + 1).labels.starts(with: labels)
        case .import, .attribute, .conformance:
            return false
        }
    }

    /// How many arguments the generic clause opening with the `<` at `open` has: commas at its
    /// own level, not inside nested angle brackets, parentheses or square brackets, plus one.
    private func genericArgumentCount(openingAt open: Int, in file: CheckedFile) -> Int {
        let tokens = file.tokens
        var angles = 0
        var brackets = 0
        var count = 1
        var index = open
        while index < tokens.endIndex, tokens[index].kind != .endOfFile {
            let token = tokens[index]
            switch token.kind {
            case .operator:
                for character in file.text(token) {
                    if character == "<" { angles += 1 } else if character == ">" { angles -= 1 }
                }
                if angles <= 0 { return count }
            case .leftParen, .leftBracket: brackets += 1
            case .rightParen, .rightBracket: brackets -= 1
            case .comma where angles == 1 && brackets == 0: count += 1
            case .leftBrace, .rightBrace, .semicolon: return count
            default: break
            }
            index += 1
        }
        return count
    }
}
