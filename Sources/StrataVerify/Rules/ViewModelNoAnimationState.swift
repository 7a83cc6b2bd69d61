import Foundation
import SwiftScanner
import StrataKnowledge

/// Animation values and transient UI state (scale, rotation, drag, focus) belong to the view's
/// @State: in a view model they re-render the whole screen every frame and tie tests to pixels.
/// Animating from a view model (`withAnimation`, `withTransaction`) is the same mistake in a call.
struct ViewModelNoAnimationState: FileRule {
    static let id = "viewmodel-no-animation-state"
    static let placeholders: Set<String> = ["type", "name", "problem"]

    private struct Parameters {
        var forbiddenTypes: [String]
        var numericTypes: [String]
        var animationStems: [String]
        var transientStems: [String]
        var forbiddenCalls: [String]
    }

    private let parameters: Parameters
    /// View models, and in the store style its observable state classes.
    private let typeSuffixes: [String]

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = Parameters(forbiddenTypes: try context.parameter("forbiddenTypes"), numericTypes: try context.parameter("numericTypes"), animationStems: try context.parameter("animationStems"), transientStems: try context.parameter("transientStems"),
            forbiddenCalls: try context.parameter("forbiddenCalls"))
        let stateSuffixes = context.style.components
            .filter { $0.role == "state" }
            .map { $0.namePattern.replacingOccurrences(of: "{{feature}}", with: "") }
        typeSuffixes = [context.style.typeSuffix] + stateSuffixes
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        var reportedCalls: Set<Int> = []
        for type in file.types where typeSuffixes.contains(where: type.name.hasSuffix) {
            // Extensions hold no stored properties, but their methods animate as the class's do.
            guard type.kind == .class || type.kind == .extension else { continue }
            for property in type.properties
            where !property.isComputed && !property.isStatic && !property.hasAttribute("ObservationIgnored") {
                if holdsUIState(property.name, type: declaredType(property.typeAnnotation, initializer: property.initializerText)) {
                    report.add(
                        line: property.line, column: property.column,
                        ["type": type.name, "name": property.name, "problem": "stores UI state"])
                }
            }
            for index in animatingCalls(in: type, file: file) where reportedCalls.insert(index).inserted {
                let token = file.tokens[index]
                report.add(at: token, ["type": type.name, "name": file.text(token), "problem": "animates with"])
            }
        }
    }

    /// Token indexes of `withAnimation(…)` / `withAnimation { … }` calls within the type's lines:
    /// a free function called by name, not a member (`.withAnimation`) or a declaration of it.
    private func animatingCalls(in type: TypeDecl, file: CheckedFile) -> [Int] {
        let tokens = file.tokens
        return tokens.indices.filter { index in
            let token = tokens[index]
            guard token.kind == .identifier, (type.startLine...type.endLine).contains(token.line),
                parameters.forbiddenCalls.contains(where: { file.spells(token, $0) }), !file.isMemberName(index),
                index + 1 < tokens.count
            else { return false }
            if index > 0, file.spells(tokens[index - 1], "func") { return false }
            return tokens[index + 1].kind == .leftParen || tokens[index + 1].kind == .leftBrace
        }
    }

    private func holdsUIState(_ name: String, type: String?) -> Bool {
        let words = TypeText.words(of: name)
        if words.contains(where: { word in parameters.transientStems.contains(where: word.hasPrefix) }) { return true }
        guard let type else { return false }
        if parameters.forbiddenTypes.contains(type) { return true }
        return parameters.numericTypes.contains(type)
            && words.contains { word in parameters.animationStems.contains(where: word.hasPrefix) }
    }

    /// The declared type's base name; without an annotation, `Double` for a floating-point
    /// literal and `Transaction` for `Transaction()` or `Animation.spring`, which is what Swift infers.
    private func declaredType(_ annotation: String?, initializer: String?) -> String? {
        if let annotation { return TypeText.names(in: annotation).first }
        guard let initializer = initializer?.trimmingCharacters(in: .whitespaces) else { return nil }
        let name = initializer.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if name.first?.isUppercase == true, let next = initializer.dropFirst(name.count).first, next == "(" || next == "." {
            return String(name)
        }
        let digits = initializer.hasPrefix("-") ? initializer.dropFirst() : initializer[...]
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let isFloat = parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        return isFloat ? "Double" : nil
    }
}
