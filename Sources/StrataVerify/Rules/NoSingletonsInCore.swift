import StrataKnowledge

/// Domain and presentation receive their collaborators through initializers; a `.shared` or
/// `.standard` reached from inside them is a hidden dependency tests cannot replace.
struct NoSingletonsInCore: FileRule {
    static let id = "no-singletons-in-core"
    static let placeholders: Set<String> = ["name", "layer"]

    private struct Parameters: Decodable {
        var singletonMembers: [String]
        var serviceLocatorWrappers: [String]
    }

    private let parameters: Parameters
    private let layers: Set<String>

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = try context.parameters(Parameters.self)
        layers = Set(context.entry.layers.map(\.rawValue))
    }

    /// Lookups of the members the rule names are marked, so the rule can claim those of the
    /// composition root's container.
    func typeReferenceMarks(in files: [FileFacts]) -> TypeReferenceMarks? {
        TypeReferenceMarks(singletonMembers: parameters.singletonMembers)
    }

    /// A lookup of the composition root's `Container.shared` in the layers it judges is this
    /// rule's finding.
    func claims(_ reference: TypeReference, inFileOf layer: String) -> Bool {
        reference.isSingletonLookup && reference.layer == "composition" && layers.contains(layer)
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        let layer = file.layer ?? ""
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && file.isMemberName(index) {
            guard let member = parameters.singletonMembers.first(where: { file.spells(tokens[index], $0) }),
                let receiver = file.receiver(ofMember: index),
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file.firstByte(receiver))
            else { continue }
            // `AVCaptureDevice.default(for: .video)` calls a factory; it reaches no shared instance.
            if index + 1 < tokens.count, tokens[index + 1].kind == .leftParen, !tokens[index + 1].hasLeadingTrivia {
                continue
            }
            report.add(at: tokens[index], ["name": "\(file.text(receiver)).\(member)", "layer": layer])
        }
        // A struct's or enum's `static let default` is a value each user copies, not shared state,
        // whether the type declares it or an extension in its file does.
        let valueTypes = Set(file.types.filter { $0.kind == .struct || $0.kind == .enum }.map(\.name))
        for type in file.types {
            guard type.kind != .struct, type.kind != .enum,
                !(type.kind == .extension && valueTypes.contains(type.name))
            else { continue }
            for property in type.properties
            where property.isStatic && parameters.singletonMembers.contains(property.name) {
                report.add(
                    line: property.line, column: property.column,
                    ["name": "\(type.name).\(property.name)", "layer": layer])
            }
        }
        // `@Injected var useCase`: a service locator's global container resolves it, as hidden a
        // dependency as `.shared`. Reported at the wrapper's name.
        for type in file.types {
            for property in type.properties {
                for attribute in property.attributes where parameters.serviceLocatorWrappers.contains(attribute.name) {
                    report.add(
                        line: attribute.line, column: attribute.column + 1,
                        ["name": "@\(attribute.name)", "layer": layer])
                }
            }
        }
    }
}
