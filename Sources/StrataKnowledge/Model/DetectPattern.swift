/// A token-level description of where a legacy construct appears in Swift source.
public struct DetectPattern: Codable, Sendable, Hashable {
    public let kind: DetectKind
    /// The module, type, attribute (without `@`) or member name.
    public let name: String
    /// For `memberCall`: the explicit receiver type the member must be accessed on
    /// (`MainScheduler` in `MainScheduler.instance`); `nil` accepts any receiver.
    public let receiver: String?
    /// For `memberCall` and `identifier`: the call's leading argument labels, `_` for an
    /// unlabelled argument; `nil` accepts any arguments or none (and an identifier uncalled).
    public let labels: [String]?
    /// For `typeReference`: how many generic arguments the type must be written with; `nil`
    /// accepts any number. Tells TCA's `Store<State, Action>` from the store style's `Store<Feature>`.
    public let typeArguments: Int?
    /// The view-model styles whose own API is spelled the same way, so in their projects the
    /// construct is not legacy: the store style cancels effects with `.cancel(id:)` as TCA does.
    public let exceptStyles: [String]?
    /// The module that declares the construct when its name alone is common (`ViewModel`,
    /// `@Property`): the pattern then matches only in files importing that module.
    public let module: String?

    public init(
        kind: DetectKind, name: String, receiver: String? = nil, labels: [String]? = nil, typeArguments: Int? = nil,
        exceptStyles: [String]? = nil, module: String? = nil
    ) {
        self.kind = kind
        self.name = name
        self.receiver = receiver
        self.labels = labels
        self.typeArguments = typeArguments
        self.exceptStyles = exceptStyles
        self.module = module
    }

    /// Whether the pattern finds legacy code in a project of `style`; nil when no style is known.
    public func applies(toStyle style: String?) -> Bool {
        guard let style, let exceptStyles else { return true }
        return !exceptStyles.contains(style)
    }
}

/// The syntactic position a `DetectPattern` matches.
public enum DetectKind: String, CaseIterable, Codable, Sendable {
    /// `import Name`.
    case `import`
    /// Any use of the name as an identifier.
    case identifier
    /// A member access `.name`, called or not.
    case memberCall
    /// `@Name`.
    case attribute
    /// `Name` in a type's inheritance clause.
    case conformance
    /// `Name<...>`: the name used as a generic type, e.g. `Observable<Int>`. Requiring generic
    /// arguments keeps RxSwift's `Observable` apart from Observation's.
    case typeReference
}
