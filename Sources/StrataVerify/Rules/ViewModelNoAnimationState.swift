import Foundation
import StrataKnowledge

/// Animation values and transient UI state (scale, rotation, drag, focus) belong to the view's
/// @State: in a view model they re-render the whole screen every frame and tie tests to pixels.
struct ViewModelNoAnimationState: FileRule {
    static let id = "viewmodel-no-animation-state"
    static let placeholders: Set<String> = ["type", "name"]

    private struct Parameters {
        var forbiddenTypes: [String]
        var numericTypes: [String]
        var animationStems: [String]
        var transientStems: [String]
    }

    private let parameters: Parameters
    /// View models, and in the store style its observable state classes.
    private let typeSuffixes: [String]

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = Parameters(forbiddenTypes: try context.parameter("forbiddenTypes"), numericTypes: try context.parameter("numericTypes"), animationStems: try context.parameter("animationStems"), transientStems: try context.parameter("transientStems"))
        let stateSuffixes = context.style.components
            .filter { $0.role == "state" }
            .map { $0.namePattern.replacingOccurrences(of: "{{feature}}", with: "") }
        typeSuffixes = [context.style.typeSuffix] + stateSuffixes
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for type in file.types where type.kind == .class && typeSuffixes.contains(where: type.name.hasSuffix) {
            for property in type.properties
            where !property.isComputed && !property.isStatic && !property.hasAttribute("ObservationIgnored") {
                if holdsUIState(property.name, type: declaredType(property.typeAnnotation, initializer: property.initializerText)) {
                    report.add(line: property.line, column: property.column, ["type": type.name, "name": property.name])
                }
            }
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
    /// literal, which is what Swift infers.
    private func declaredType(_ annotation: String?, initializer: String?) -> String? {
        if let annotation { return TypeText.names(in: annotation).first }
        guard let initializer = initializer?.trimmingCharacters(in: .whitespaces) else { return nil }
        let digits = initializer.hasPrefix("-") ? initializer.dropFirst() : initializer[...]
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        let isFloat = parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        return isFloat ? "Double" : nil
    }
}
