import StrataCore
import StrataKnowledge
import SwiftScanner

/// Views take colors and fonts from the theme's tokens: a literal hue or point size in one view
/// is a design decision nobody can change in one place, and it ignores light and dark themes.
struct ThemeTokens: FileRule {
    static let id = "theme-tokens"
    static let placeholders: Set<String> = ["name", "type"]

    private struct Parameters: Decodable {
        var colorNames: [String]
        var colorModifiers: [String]
        var colorInitializers: [String]
        var colorArgumentLabels: [String]
        var fontCalls: [String]
        var exemptFolders: [String]
    }

    private static let colorTypes = ["Color", "UIColor"]
    private let parameters: Parameters
    private let initializers: [CallPattern]
    private let fontCalls: [CallPattern]
    /// Every name a branch below asks about: a view's other names are passed over after one
    /// lookup instead of a comparison with each list.
    private let names: NameSet

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = try context.parameters(Parameters.self)
        initializers = parameters.colorInitializers.map(CallPattern.init)
        fontCalls = parameters.fontCalls.map(CallPattern.init)
        names = NameSet(
            parameters.colorModifiers + parameters.colorNames + fontCalls.map(\.name) + initializers.map(\.name))
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        guard !file.isInFolder(named: parameters.exemptFolders) else { return }
        // The theme is a SwiftUI environment value: UIKit code cannot read it.
        let modules = Set(file.index.imports.map(\.module))
        guard modules.contains("SwiftUI") || modules.isDisjoint(with: ["UIKit", "AppKit"]) else { return }
        let tokens = file.tokens
        // A palette's literals are the tokens themselves; a UIKit class cannot read the SwiftUI theme.
        let exempt = file.types.filter { isPalette($0) || isUIKitClass($0) || Self.isRepresentable($0) }
        let views = file.types.filter { type in type.inheritance.contains { TypeText.lastName(in: $0, is: "View") } }
        var modifierCalls: [(open: Int, close: Int)] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let token = tokens[index]
            let name = file.text(token)
            guard names.contains(name) else { continue }
            let isMember = file.isMemberName(index)
            guard isMember || file.isCalled(index) else { continue }
            modifierCalls.removeAll { $0.close < index }
            func add(_ literal: String) {
                guard !exempt.contains(where: { $0.startLine <= token.line && token.line <= $0.endLine }) else {
                    return
                }
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
                            || isColorDefault(index, in: file) || isColorArgument(index, in: file)
                    {
                        add(".\(name)")
                    }
                }
                // Outside a view, a font built from a given name and size (a typography style's
                // `Font.custom(fontName, size: fontSize)`) defines the tokens; a view sizing its own
                // font bypasses them whatever the size is read from.
                if file.isCalled(index), let pattern = fontCalls.first(where: { $0.name == name }),
                    pattern.matches(labels: file.callArguments(openingAt: index + 1).labels),
                    Self.writesALiteral(argumentsOpeningAt: index + 1, in: file)
                        || views.contains(where: { $0.startLine <= token.line && token.line <= $0.endLine })
                {
                    add(pattern.name + "(" + pattern.labels.map { $0 + ":" }.joined() + ")")
                }
            } else if file.isCalled(index),
                let pattern = initializers.first(where: {
                    $0.name == name && $0.matches(labels: file.callArguments(openingAt: index + 1).labels)
                }),
                Self.writesALiteral(argumentsOpeningAt: index + 1, in: file)
            {
                add(pattern.name + "(" + pattern.labels.map { $0 + ":" }.joined() + ")")
            }
        }
    }

    /// Whether a call's arguments write a number or a string: `Color(red: 0.9, …)`,
    /// `Color(hex: "#FF3B30")` and `.system(size: 17)` hard-code a style; `Color(red: r, green: g,
    /// blue: b)` in a hex initializer, `Color(hex: item.tint)` or `Font.custom(fontName, size: size)`
    /// converts values the code is given.
    private static func writesALiteral(argumentsOpeningAt open: Int, in file: CheckedFile) -> Bool {
        let close = file.callArguments(openingAt: open).close
        guard open < close else { return true }
        return file.tokens[open...close].contains {
            [.integerLiteral, .floatLiteral, .stringSegment].contains($0.kind)
        }
    }

    /// A type of static colours only (`enum Palette { static let ink = Color(…) }`, or such an
    /// extension of `Color`), or a theme whose every property is a colour or a font (`struct
    /// DarkTheme: Theme`, a typography set with defaults, nothing but values): it defines the
    /// theme's tokens. Views have instance members, and a `body` that is neither.
    private func isPalette(_ type: TypeDecl) -> Bool {
        guard type.kind != .protocol, !type.properties.isEmpty else { return false }
        // Only values: a style with a `makeBody` draws with its colours, as a view does. A theme's
        // other members are computed constants (its text colours, its typography).
        func isStyleValue(_ property: PropertyDecl) -> Bool {
            property.typeAnnotation.flatMap { TypeText.lastName(in: $0) }.map(Self.styleTypes.contains) ?? false
        }
        // An enum's properties choose between its cases: a style's logic, not a token set.
        let isTheme =
            type.kind != .enum && type.functions.isEmpty && !type.properties.contains { $0.name == "body" }
            && type.properties.contains(where: isStyleValue)
            && type.properties.allSatisfy { isStyleValue($0) || $0.isComputed }
        return isTheme
            || type.properties.allSatisfy(\.isStatic)
                && type.functions.allSatisfy { $0.modifiers.contains("static") || $0.modifiers.contains("class") }
    }

    /// The values a theme is made of.
    private static let styleTypes: Set<String> = ["Color", "UIColor", "NSColor", "Font", "UIFont", "NSFont"]

    /// A UIKit view, view controller or cell (`class ProfileCell: UITableViewCell`, or an app's
    /// own `BaseViewController`): the theme is a SwiftUI environment value it cannot read, so its
    /// colours are UIKit's business, not this rule's.
    private func isUIKitClass(_ type: TypeDecl) -> Bool {
        guard type.kind == .class, let superclass = type.inheritance.first.flatMap({ TypeText.lastName(in: $0) })
        else { return false }
        return UIFrameworks.isUIKitName(superclass) || ["ViewController", "Cell"].contains(where: superclass.hasSuffix)
    }

    /// A SwiftUI wrapper of a UIKit or AppKit view (`struct SingleTextField: UIViewRepresentable`):
    /// what it sets configures the wrapped view, which cannot read the SwiftUI theme, as a UIKit
    /// class's colours do not.
    private static func isRepresentable(_ type: TypeDecl) -> Bool {
        type.inheritance.contains { written in
            representables.contains { TypeText.lastName(in: written, is: $0) }
        }
    }

    private static let representables = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// `.gray` as the default of a value typed `Color` or `UIColor` (`var tint: Color? = .gray`).
    private func isColorDefault(_ index: Int, in file: CheckedFile) -> Bool {
        let tokens = file.tokens
        var cursor = index - 2
        guard cursor > 0, tokens[cursor].kind == .equal else { return false }
        cursor -= 1
        while cursor > 0, tokens[cursor].kind == .operator, ["?", "!"].contains(file.text(tokens[cursor])) {
            cursor -= 1
        }
        return cursor > 0 && Self.colorTypes.contains(file.text(tokens[cursor])) && tokens[cursor - 1].kind == .colon
    }

    /// `.gray` in a call argument labelled like a colour (`color:`, `tint:`), also as a branch of
    /// a condition there (`color: dark ? .white : .black`).
    private func isColorArgument(_ index: Int, in file: CheckedFile) -> Bool {
        let tokens = file.tokens
        var depth = 0
        var cursor = index - 2
        while cursor >= 0 {
            switch tokens[cursor].kind {
            case .rightParen, .rightBracket: depth += 1
            case .leftParen, .leftBracket:
                if depth == 0 { return argumentLabel(startingAt: cursor + 1, in: file) }
                depth -= 1
            case .comma where depth == 0: return argumentLabel(startingAt: cursor + 1, in: file)
            case .leftBrace, .rightBrace, .endOfFile: return false
            default: break
            }
            cursor -= 1
        }
        return false
    }

    private func argumentLabel(startingAt index: Int, in file: CheckedFile) -> Bool {
        let tokens = file.tokens
        guard index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon else {
            return false
        }
        return parameters.colorArgumentLabels.contains(file.text(tokens[index]))
    }

    /// `.red` written without a receiver (`foregroundStyle(.red)`), not `x.red` or `x?.red`.
    private func isImplicitMember(_ index: Int, in file: CheckedFile) -> Bool {
        guard index >= 2 else { return true }
        let before = file.tokens[index - 2]
        switch before.kind {
        case .leftParen, .comma, .colon, .equal, .leftBracket, .keyword: return true
        case .operator:
            // `cond ? .white : .black` is a branch; `x?.white` chains. The space may be either token's.
            let isSpaced = before.hasTrailingTrivia || file.tokens[index - 1].hasLeadingTrivia
            return isSpaced || !["?", "!"].contains(file.text(before))
        default: return false
        }
    }
}
