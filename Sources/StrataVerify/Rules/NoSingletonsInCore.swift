import StrataKnowledge

/// Domain and presentation receive their collaborators through initializers; a `.shared` or
/// `.standard` reached from inside them is a hidden dependency tests cannot replace.
struct NoSingletonsInCore: FileRule {
    static let id = "no-singletons-in-core"

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
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let receiver = file.receiver(ofMember: index),
                tokens.text(of: receiver).first?.isUppercase == true
            else { continue }
            let member = tokens.text(of: tokens[index])
            guard parameters.singletonMembers.contains(member) else { continue }
            report.add(at: tokens[index], ["name": "\(tokens.text(of: receiver)).\(member)", "layer": layer])
        }
        for type in file.index.allTypes {
            for property in type.properties where property.isStatic && parameters.singletonMembers.contains(property.name) {
                report.add(line: property.line, column: property.column, ["name": "\(type.name).\(property.name)", "layer": layer])
            }
        }
    }
}
