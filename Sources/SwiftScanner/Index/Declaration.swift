/// A declaration the index records.
///
/// In JSON each declaration is one object: the fields of its payload plus `"decl"`, one of
/// `type`, `property`, `function`, `initializer`, `enumCase`, `typeAlias`.
public enum Declaration: Sendable, Hashable, Encodable {
    case type(TypeDecl)
    case property(PropertyDecl)
    case function(FunctionDecl)
    case initializer(InitializerDecl)
    case enumCase(EnumCaseDecl)
    case typeAlias(TypeAliasDecl)

    public var type: TypeDecl? { if case .type(let value) = self { value } else { nil } }
    public var property: PropertyDecl? { if case .property(let value) = self { value } else { nil } }
    public var function: FunctionDecl? { if case .function(let value) = self { value } else { nil } }
    public var initializer: InitializerDecl? {
        if case .initializer(let value) = self { value } else { nil }
    }
    public var enumCase: EnumCaseDecl? { if case .enumCase(let value) = self { value } else { nil } }
    public var typeAlias: TypeAliasDecl? { if case .typeAlias(let value) = self { value } else { nil } }

    /// The discriminator written as `"decl"` in JSON.
    public var declarationKind: String {
        switch self {
        case .type: "type"
        case .property: "property"
        case .function: "function"
        case .initializer: "initializer"
        case .enumCase: "enumCase"
        case .typeAlias: "typeAlias"
        }
    }

    private enum DiscriminatorKey: String, CodingKey {
        case decl
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .type(let value): try value.encode(to: encoder)
        case .property(let value): try value.encode(to: encoder)
        case .function(let value): try value.encode(to: encoder)
        case .initializer(let value): try value.encode(to: encoder)
        case .enumCase(let value): try value.encode(to: encoder)
        case .typeAlias(let value): try value.encode(to: encoder)
        }
        var container = encoder.container(keyedBy: DiscriminatorKey.self)
        try container.encode(declarationKind, forKey: .decl)
    }
}
