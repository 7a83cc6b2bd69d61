import StrataKnowledge

/// A screen owns its view model through the style's ownership wrapper (@State for observable,
/// @StateObject for combine); a plain property is rebuilt whenever the parent re-renders, and
/// an ObservableObject in one never updates the view.
struct ViewOwnsViewModel: FileRule {
    static let id = "view-owns-viewmodel"
    static let placeholders: Set<String> = ["type", "name", "ownership"]

    private let style: ViewModelStyle

    init(context: RuleContext) {
        style = context.style
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        let ownership = style.viewOwnership.joined(separator: " or ")
        for type in file.types where type.kind != .extension && type.name.hasSuffix("Screen") {
            for property in type.properties where !property.isComputed && !property.isStatic {
                guard let typeName = heldType(property.typeAnnotation, initializer: property.initializerText),
                    typeName.hasSuffix(style.typeSuffix),
                    !style.viewOwnershipNames.contains(where: property.hasAttribute)
                else { continue }
                report.add(
                    line: property.line, column: property.column,
                    ["type": type.name, "name": property.name, "ownership": ownership])
            }
        }
    }

    /// The declared type, or the type an initializer call such as `ProfileViewModel(…)` creates.
    private func heldType(_ annotation: String?, initializer: String?) -> String? {
        if let annotation { return TypeText.names(in: annotation).first }
        guard let initializer, let name = TypeText.names(in: initializer).first, initializer.contains(name + "(") else {
            return nil
        }
        return name
    }
}
