/// A class, struct, enum, protocol, actor or extension, with its members.
///
/// A value with the semantics of a struct, kept in one shared, immutable box: rules pass type
/// declarations around by the thousand (into arrays, enums, filters), and as a struct of thirteen
/// fields each copy retained and released every array and string in it, a tenth of a
/// `strata verify` run in profiles. The members by kind are sorted out once, when it is made.
public struct TypeDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    public enum Kind: String, Sendable, Hashable, Encodable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    /// The declaration as written; equality, hashing and encoding are those of these fields.
    private struct Fields: Sendable, Hashable, Encodable {
        let kind: Kind
        let name: String
        let attributes: [Attribute]
        let modifiers: [String]
        let genericClause: String?
        let inheritance: [String]
        let whereClause: String?
        let members: [Declaration]
        let line: Int
        let column: Int
        let startLine: Int
        let endLine: Int
        let conditions: [String]
    }

    private final class Storage: Sendable {
        let fields: Fields
        let properties: [PropertyDecl]
        let functions: [FunctionDecl]
        let initializers: [InitializerDecl]
        let enumCases: [EnumCaseDecl]
        let nestedTypes: [TypeDecl]

        /// Members sorted by kind in one pass (every type of every file goes through here), and
        /// the fields moved in last, so they are not copied.
        init(_ fields: Fields) {
            var properties: [PropertyDecl] = []
            var functions: [FunctionDecl] = []
            var initializers: [InitializerDecl] = []
            var enumCases: [EnumCaseDecl] = []
            var nestedTypes: [TypeDecl] = []
            // Counted first, so each array is allocated once at its size instead of grown by doubling.
            var counts = (properties: 0, functions: 0, initializers: 0, enumCases: 0, nestedTypes: 0)
            for member in fields.members {
                switch member {
                case .property: counts.properties += 1
                case .function: counts.functions += 1
                case .initializer: counts.initializers += 1
                case .enumCase: counts.enumCases += 1
                case .type: counts.nestedTypes += 1
                case .typeAlias: break
                }
            }
            properties.reserveCapacity(counts.properties)
            functions.reserveCapacity(counts.functions)
            initializers.reserveCapacity(counts.initializers)
            enumCases.reserveCapacity(counts.enumCases)
            nestedTypes.reserveCapacity(counts.nestedTypes)
            for member in fields.members {
                switch member {
                case .property(let property): properties.append(property)
                case .function(let function): functions.append(function)
                case .initializer(let initializer): initializers.append(initializer)
                case .enumCase(let enumCase): enumCases.append(enumCase)
                case .type(let type): nestedTypes.append(type)
                case .typeAlias: break
                }
            }
            self.properties = properties
            self.functions = functions
            self.initializers = initializers
            self.enumCases = enumCases
            self.nestedTypes = nestedTypes
            self.fields = fields
        }
    }

    private let storage: Storage

    public init(
        kind: Kind, name: String, attributes: [Attribute], modifiers: [String], genericClause: String?,
        inheritance: [String], whereClause: String?, members: [Declaration], line: Int, column: Int,
        startLine: Int, endLine: Int, conditions: [String]
    ) {
        storage = Storage(
            Fields(
                kind: kind, name: name, attributes: attributes, modifiers: modifiers, genericClause: genericClause,
                inheritance: inheritance, whereClause: whereClause, members: members, line: line, column: column,
                startLine: startLine, endLine: endLine, conditions: conditions))
    }

    public var kind: Kind { storage.fields.kind }
    /// The declared name; for an extension, the extended type as written (`Array<Int>`).
    public var name: String { storage.fields.name }
    public var attributes: [Attribute] { storage.fields.attributes }
    public var modifiers: [String] { storage.fields.modifiers }
    /// The generic parameter clause with its angle brackets (`<T: Hashable>`), or a
    /// protocol's primary associated types.
    public var genericClause: String? { storage.fields.genericClause }
    /// Superclass, protocols and constraints after `:`, each as written.
    public var inheritance: [String] { storage.fields.inheritance }
    /// The `where` clause without the keyword.
    public var whereClause: String? { storage.fields.whereClause }
    public var members: [Declaration] { storage.fields.members }
    /// Position of the name.
    public var line: Int { storage.fields.line }
    public var column: Int { storage.fields.column }
    /// First line of the declaration (its first attribute or modifier) and the line of
    /// its closing brace.
    public var startLine: Int { storage.fields.startLine }
    public var endLine: Int { storage.fields.endLine }
    public var conditions: [String] { storage.fields.conditions }

    public var properties: [PropertyDecl] { storage.properties }
    public var functions: [FunctionDecl] { storage.functions }
    public var initializers: [InitializerDecl] { storage.initializers }
    public var enumCases: [EnumCaseDecl] { storage.enumCases }
    public var nestedTypes: [TypeDecl] { storage.nestedTypes }

    public static func == (lhs: TypeDecl, rhs: TypeDecl) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}
