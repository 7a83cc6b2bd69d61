import StrataKnowledge

/// View models depend on use-case protocols, never on repositories, data sources or system
/// stores: business rules then live once, in use cases, and each dependency is one small
/// protocol a test can mock.
struct ViewModelInjectsUseCases: FileRule {
    static let id = "viewmodel-injects-use-cases"

    private struct Parameters {
        var forbiddenTypeSuffixes: [String]
        var forbiddenTypes: [String]
    }

    private let parameters: Parameters
    private let typeSuffix: String

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = Parameters(forbiddenTypeSuffixes: try context.parameter("forbiddenTypeSuffixes"), forbiddenTypes: try context.parameter("forbiddenTypes"))
        typeSuffix = context.style.typeSuffix
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for type in file.types(withSuffix: typeSuffix) where type.kind != .protocol {
            for property in type.properties where !property.isComputed && !property.isStatic {
                guard let annotation = property.typeAnnotation else { continue }
                var cursor = (line: property.line, column: property.column)
                for name in offending(in: annotation) {
                    guard let token = file.token(named: name, from: cursor.line, column: cursor.column, through: type.endLine)
                    else { continue }
                    report.add(at: token, ["type": type.name, "name": name])
                    cursor = (token.line, token.column + 1)
                }
            }
            for initializer in type.initializers {
                var cursor = (line: initializer.line, column: initializer.column)
                for parameter in initializer.parameters {
                    for name in offending(in: parameter.type) {
                        guard let token = file.token(named: name, from: cursor.line, column: cursor.column, through: initializer.endLine)
                        else { continue }
                        report.add(at: token, ["type": type.name, "name": name])
                        cursor = (token.line, token.column + 1)
                    }
                }
            }
        }
    }

    private func offending(in written: String) -> [String] {
        TypeText.names(in: written).filter {
            TypeText.matches($0, suffixes: parameters.forbiddenTypeSuffixes, names: parameters.forbiddenTypes)
        }
    }
}
