import StrataKnowledge
import SwiftScanner

/// Views render state and forward intents; the moment a view holds a use case, repository or
/// data source it is deciding business rules that no view-model test can reach.
struct ViewNoBusinessLogic: FileRule {
    static let id = "view-no-business-logic"
    static let placeholders: Set<String> = ["type", "name"]

    private struct Parameters {
        var forbiddenTypeSuffixes: [String]
        var forbiddenTypes: [String]
    }

    private let parameters: Parameters
    private static let declarationKeywords: Set<Keyword> = [.struct, .class, .enum, .protocol, .actor, .typealias]

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = Parameters(
            forbiddenTypeSuffixes: try context.parameter("forbiddenTypeSuffixes"),
            forbiddenTypes: try context.parameter("forbiddenTypes"))
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        let tokens = file.tokens
        var inImport = false
        for index in tokens.indices {
            let token = tokens[index]
            if token.isAtStartOfLine { inImport = false }
            if token.keyword == .import, token.kind == .keyword { inImport = true }
            guard token.kind == .identifier, !inImport, !file.isMemberName(index) else { continue }
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file.firstByte(token)) else { continue }
            if index > 0, let keyword = tokens[index - 1].keyword, Self.declarationKeywords.contains(keyword) {
                continue
            }
            let name = file.text(token)
            // `UITableViewDataSource` is the platform's protocol; a `MockLoadUseCase` wires a preview.
            guard TypeText.matches(name, suffixes: parameters.forbiddenTypeSuffixes, names: parameters.forbiddenTypes),
                !NamingVocabulary.isPlatformName(name), !NamingVocabulary.isDouble(name)
            else { continue }
            report.add(at: token, ["type": file.enclosingName(ofLine: token.line), "name": name])
        }
    }
}
