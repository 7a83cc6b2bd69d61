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

    /// `maps` in the order replacements are looked up: the first map having an entry names it.
    init(maps: [MigrationMap], forbiddenImports: [String]) {
        self.maps = maps
        self.forbiddenImports = forbiddenImports
    }

    /// Orders a rule's maps so the configured style's own maps come first.
    static func ordered(_ mapIDs: [String], style: ViewModelStyle?, knowledge: VerifyKnowledge) -> [MigrationMap] {
        let preferred = style.map { style in mapIDs.filter(style.migrationMaps.contains) } ?? []
        let ids = preferred + mapIDs.filter { !preferred.contains($0) }
        return ids.compactMap { knowledge.migrationMap($0) }
    }

    private func entry(for matches: (DetectPattern) -> Bool) -> (entry: MigrationMap.Entry, mapID: String)? {
        for map in maps {
            if let entry = map.entries.first(where: { $0.detect.map(matches) ?? false }) {
                return (entry, map.id)
            }
        }
        return nil
    }

    private var detects: [DetectPattern] {
        var seen: Set<DetectPattern> = []
        return maps.flatMap { $0.entries.compactMap(\.detect) }.filter { seen.insert($0).inserted }
    }

    func matches(in file: CheckedFile) -> [Match] {
        var result: [Match] = []
        let detects = self.detects
        for declaration in file.index.imports {
            let module = declaration.module
            let found = entry { $0.kind == .import && $0.name == module }
            guard found != nil || forbiddenImports.contains(module) else { continue }
            result.append(Match(
                line: declaration.line, column: declaration.column, name: module,
                replacement: found?.entry.replacement ?? maps.first?.to ?? "", mapID: found?.mapID ?? maps.first?.id ?? "",
                entry: found?.entry))
        }
        for type in file.index.allTypes {
            for written in type.inheritance {
                let name = TypeText.names(in: written).last ?? written
                guard detects.contains(where: { $0.kind == .conformance && $0.name == name }),
                    let found = entry(for: { $0.kind == .conformance && $0.name == name }),
                    let token = file.token(named: name, from: type.line, column: type.column, through: type.endLine)
                else { continue }
                result.append(Match(
                    line: token.line, column: token.column, name: name, replacement: found.entry.replacement,
                    mapID: found.mapID, entry: found.entry))
            }
        }
        let tokens = file.tokens
        for index in tokens.indices {
            let token = tokens[index]
            let detect: DetectPattern?
            switch token.kind {
            case .identifier: detect = detects.first { matches($0, identifierAt: index, in: file) }
            case .attribute:
                let name = String(tokens.text(of: token).dropFirst())
                detect = detects.first { $0.kind == .attribute && $0.name == name }
            default: detect = nil
            }
            guard let detect, let found = entry(for: { $0 == detect }) else { continue }
            result.append(Match(
                line: token.line, column: token.column, name: detect.name, replacement: found.entry.replacement,
                mapID: found.mapID, entry: found.entry))
        }
        return result
    }

    private func matches(_ detect: DetectPattern, identifierAt index: Int, in file: CheckedFile) -> Bool {
        let tokens = file.tokens
        guard tokens.token(tokens[index], is: detect.name) else { return false }
        switch detect.kind {
        case .identifier:
            return !file.isMemberName(index)
        case .typeReference:
            let next = index + 1
            guard !file.isMemberName(index), next < tokens.endIndex, tokens[next].kind == .operator,
                !tokens[next].hasLeadingTrivia, tokens.text(of: tokens[next]).hasPrefix("<")
            else { return false }
            return detect.typeArguments.map { genericArgumentCount(openingAt: next, in: file) == $0 } ?? true
        case .memberCall:
            guard file.isMemberName(index) else { return false }
            if let receiver = detect.receiver {
                guard let written = file.receiver(ofMember: index), tokens.token(written, is: receiver) else { return false }
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
                for character in tokens.text(of: token) {
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
