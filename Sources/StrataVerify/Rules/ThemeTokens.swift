import StrataKnowledge
import SwiftScanner

/// Views take colors and fonts from the theme's tokens: a literal hue or point size in one view
/// is a design decision nobody can change in one place, and it ignores light and dark themes.
struct ThemeTokens: FileRule {
    static let id = "theme-tokens"
    static let placeholders: Set<String> = ["name", "type"]

    private struct Parameters {
        var colorNames: [String]
        var colorModifiers: [String]
        var colorInitializers: [String]
        var fontCalls: [String]
        var exemptFolders: [String]
    }

    private static let colorTypes = ["Color", "UIColor"]
    private let parameters: Parameters
    private let initializers: [CallPattern]
    private let fontCalls: [CallPattern]

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = Parameters(
            colorNames: try context.parameter("colorNames"), colorModifiers: try context.parameter("colorModifiers"),
            colorInitializers: try context.parameter("colorInitializers"),
            fontCalls: try context.parameter("fontCalls"), exemptFolders: try context.parameter("exemptFolders"))
        initializers = parameters.colorInitializers.map(CallPattern.init)
        fontCalls = parameters.fontCalls.map(CallPattern.init)
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        guard !file.isInFolder(named: parameters.exemptFolders) else { return }
        let tokens = file.tokens
        var modifierCalls: [(open: Int, close: Int)] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            let isMember = file.isMemberName(index)
            guard isMember || file.isCalled(index) else { continue }
            let name = file.text(token)
            modifierCalls.removeAll { $0.close < index }
            func add(_ literal: String) {
                report.add(at: token, ["name": literal, "type": file.enclosingName(ofLine: token.line)])
            }
            if isMember {
                if parameters.colorModifiers.contains(name), file.isCalled(index) {
                    modifierCalls.append((index + 1, file.callArguments(openingAt: index + 1).close))
                }
                if parameters.colorNames.contains(name) {
                    if let receiver = file.receiver(ofMember: index), Self.colorTypes.contains(file.text(receiver)) {
                        add("\(file.text(receiver)).\(name)")
                    } else if file.receiver(ofMember: index) == nil, isImplicitMember(index, in: file),
                        modifierCalls.contains(where: { $0.open < index && index < $0.close })
                    {
                        add(".\(name)")
                    }
                }
                if file.isCalled(index), let pattern = fontCalls.first(where: { $0.name == name }),
                    pattern.matches(labels: file.callArguments(openingAt: index + 1).labels)
                {
                    add(pattern.name + "(" + pattern.labels.map { $0 + ":" }.joined() + ")")
                }
            } else if file.isCalled(index),
                let pattern = initializers.first(where: {
                    $0.name == name && $0.matches(labels: file.callArguments(openingAt: index + 1).labels)
                })
            {
                add(pattern.name + "(" + pattern.labels.map { $0 + ":" }.joined() + ")")
            }
        }
    }

    /// `.red` written without a receiver (`foregroundStyle(.red)`), not `x.red` or `x?.red`.
    private func isImplicitMember(_ index: Int, in file: CheckedFile) -> Bool {
        guard index >= 2 else { return true }
        let before = file.tokens[index - 2]
        switch before.kind {
        case .leftParen, .comma, .colon, .equal, .leftBracket, .keyword: return true
        case .operator: return file.tokens[index - 1].hasLeadingTrivia || !["?", "!"].contains(file.text(before))
        default: return false
        }
    }
}
