import Foundation
import StrataKnowledge
import SwiftScanner

/// Animation values and transient UI state (scale, rotation, drag, focus) belong to the view's
/// @State: in a view model they re-render the whole screen every frame and tie tests to pixels.
/// Animating from a view model (`withAnimation`, `withTransaction`) is the same mistake in a call.
struct ViewModelNoAnimationState: FileRule {
    static let id = "viewmodel-no-animation-state"
    static let placeholders: Set<String> = ["type", "name", "problem"]

    private struct Parameters: Decodable {
        var forbiddenTypes: [String]
        /// SwiftUI types whose names apps also give their own entities (`Transaction`).
        var swiftUINamesakeTypes: [String]
        var numericTypes: [String]
        var animationStems: [String]
        var transientStems: [String]
        var forbiddenCalls: [String]
    }

    private let parameters: Parameters
    /// View models, and in the store style its observable state classes. When the style's ending is
    /// one of the naming vocabulary's view-model endings, its synonyms name view models too (a
    /// ReactorKit `…Reactor`, a `…VM`), as viewmodel-style reads them.
    private let typeSuffixes: [String]

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = try context.parameters(Parameters.self)
        let stateSuffixes = context.style.components
            .filter { $0.role == "state" }
            .map { $0.namePattern.replacingOccurrences(of: "{{feature}}", with: "") }
        let synonyms =
            context.names.viewModel.contains(context.style.typeSuffix)
            ? context.names.viewModel.filter { $0 != context.style.typeSuffix } : []
        typeSuffixes = [context.style.typeSuffix] + synonyms + stateSuffixes
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        var reportedCalls: Set<Int> = []
        // A namesake is SwiftUI's only where SwiftUI is imported and the file declares no type of that name.
        let importsSwiftUI = file.index.imports.contains { $0.module == "SwiftUI" }
        let declared = Set(file.types.map(\.name))
        let forbiddenTypes =
            parameters.forbiddenTypes
            + (importsSwiftUI ? parameters.swiftUINamesakeTypes.filter { !declared.contains($0) } : [])
        for owner in file.types where typeSuffixes.contains(where: owner.name.hasSuffix) {
            // Extensions hold no stored properties, but their methods animate as the class's do;
            // a struct view model (Input/Output, a row's values) holds layout values as a class does.
            guard owner.kind == .class || owner.kind == .struct || owner.kind == .extension else { continue }
            for property in owner.properties
            where !property.isComputed && !property.isStatic && !property.hasAttribute("ObservationIgnored") {
                let type = declaredType(property.typeAnnotation, initializer: property.initializerText)
                if holdsUIState(property.name, type: type, forbiddenTypes: forbiddenTypes) {
                    report.add(
                        line: property.line, column: property.column,
                        ["type": owner.name, "name": property.name, "problem": "stores UI state"])
                }
            }
            for index in animatingCalls(in: owner, file: file) where reportedCalls.insert(index).inserted {
                let token = file.tokens[index]
                report.add(at: token, ["type": owner.name, "name": file.text(token), "problem": "animates with"])
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

    private func holdsUIState(_ name: String, type: String?, forbiddenTypes: [String]) -> Bool {
        let words = TypeText.words(of: name)
        if words.contains(where: { word in parameters.transientStems.contains(where: word.hasPrefix) }) { return true }
        guard let type else { return false }
        if forbiddenTypes.contains(type) { return true }
        return parameters.numericTypes.contains(type)
            && words.contains { word in parameters.animationStems.contains(where: word.hasPrefix) }
    }

    /// The property's own type, optional or not (`CGFloat?`, `SwiftUI.Animation`), or nil for a
    /// collection, tuple, function or generic type: `[CGPoint]` is data, not one geometry value.
    /// Without an annotation, `Double` for a floating-point literal and `Transaction` for
    /// `Transaction()` or `Animation.spring`, which is what Swift infers.
    private func declaredType(_ annotation: String?, initializer: String?) -> String? {
        if let annotation {
            var bare = annotation.trimmingCharacters(in: .whitespaces)
            while bare.hasSuffix("?") || bare.hasSuffix("!") { bare.removeLast() }
            guard bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
            return TypeText.names(in: bare).first
        }
        guard let initializer = initializer?.trimmingCharacters(in: .whitespaces) else { return nil }
        let name = initializer.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if name.first?.isUppercase == true, let next = initializer.dropFirst(name.count).first,
            next == "(" || next == "."
        {
            return String(name)
        }
        let digits = initializer.hasPrefix("-") ? initializer.dropFirst() : initializer[...]
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let isFloat = parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        return isFloat ? "Double" : nil
    }
}
