import StrataKnowledge

/// Domain and presentation receive their collaborators through initializers; a `.shared` or
/// `.standard` reached from inside them is a hidden dependency tests cannot replace.
struct NoSingletonsInCore: FileRule {
    static let id = "no-singletons-in-core"
    static let placeholders: Set<String> = ["name", "layer"]

    private struct Parameters {
        var singletonMembers: [String]
    }

    private let parameters: Parameters

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = Parameters(singletonMembers: try context.parameter("singletonMembers"))
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        let layer = file.layer ?? ""
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && file.isMemberName(index) {
            guard let member = parameters.singletonMembers.first(where: { file.spells(tokens[index], $0) }),
                let receiver = file.receiver(ofMember: index),
                (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file.firstByte(receiver))
            else { continue }
            report.add(at: tokens[index], ["name": "\(file.text(receiver)).\(member)", "layer": layer])
        }
        for type in file.types {
            for property in type.properties
            where property.isStatic && parameters.singletonMembers.contains(property.name) {
                report.add(
                    line: property.line, column: property.column,
                    ["name": "\(type.name).\(property.name)", "layer": layer])
            }
        }
    }
}
