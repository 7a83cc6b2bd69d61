/// How a feature presents its entity, chosen with `strata feature --shape`. Every shape with the
/// save operation offers a way to save from the screen. `list`, `detail` and `form` differ only in
/// their screens: their domain and data layers work with a list. `single` is one value in every
/// layer: the repository's `load()` returns an optional entity (nil while nothing is stored), the
/// data source fetches one record (a single resource on the server), and the view model's or
/// store's state is `LoadState<Entity?>`. The templates read the shape as the `shape` variable;
/// `strata add adapter` refuses a single-shape feature, whose adapter the templates do not write.
public enum FeatureShape: String, CaseIterable, Sendable {
    /// A list whose rows open a read-only detail screen; Add opens the form for a new value.
    case list
    /// As `list`, and the detail screen's Edit opens the form for the value it shows.
    case detail
    /// A list whose rows open the form for their value; Add opens it for a new one.
    case form
    /// One value, settings-like, in every layer: the screen is the form for the stored value (a new
    /// one until something is stored), saved with its Save button; no list and no delete.
    case single

    /// The shape `--shape` names; `list` when it is not given.
    public init(option: String?) throws {
        guard let option else {
            self = .list
            return
        }
        guard let shape = FeatureShape(rawValue: option.trimmingCharacters(in: .whitespaces)) else {
            throw ScaffoldError.unknownShape(name: option, choices: Self.allCases.map(\.rawValue))
        }
        self = shape
    }

    /// The operations that work on a list of rows, which the single shape does not have.
    static let listOnlyOperations: Set<String> = ["delete", "observe"]

    /// The operations to generate: what `--operations` gives, checked against the shape, or the
    /// shape's own default when it gives none (a single value is never deleted, so `single`
    /// defaults to load and save). A form, or a single value's screen, that cannot save would be a
    /// dead end, and a single value has no rows to delete or to observe as a list, so those
    /// combinations are refused.
    func operations(given names: [String]?) throws -> [String]? {
        switch self {
        case .single:
            guard let names else { return ["load", "save"] }
            if let listOnly = names.first(where: Self.listOnlyOperations.contains) {
                throw ScaffoldError.operationNotInShape(
                    shape: rawValue, operation: listOnly,
                    suggestion: names.filter { !Self.listOnlyOperations.contains($0) }.joined(separator: ","))
            }
            if !names.contains("save") {
                throw ScaffoldError.shapeNeedsOperation(shape: rawValue, operation: "save", operations: names)
            }
        case .form:
            if let names, !names.contains("save") {
                throw ScaffoldError.shapeNeedsOperation(shape: rawValue, operation: "save", operations: names)
            }
        case .list, .detail:
            break
        }
        return names
    }
}
