import StrataKnowledge
import SwiftScanner

/// A use case is one user intent with one entry point (`execute` or `callAsFunction`), declared
/// in domain; grab-bag "service" protocols and use cases in outer layers hide business rules
/// where nobody looks for them.
struct UseCaseShape: FileRule {
    static let id = "usecase-shape"
    static let placeholders: Set<String> = ["type", "problem"]

    private struct Parameters: Decodable {
        var entryPoints: [String]
    }

    private let parameters: Parameters
    private let names: NamingVocabulary

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = try context.parameters(Parameters.self)
        names = context.names
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for type in file.types
        where [.protocol, .struct, .class, .actor, .extension].contains(type.kind) && isNamedUseCase(type.name)
            // A test or preview double stands in for a use case; its shape is the protocol's.
            && !NamingVocabulary.isDouble(type.name)
        {
            // An extension (where a use case often conforms to its protocol) adds entry points to the
            // use case it extends; where the use case is declared is judged at its declaration.
            if type.kind == .extension {
                let declaration = file.types.first { $0.name == type.name && $0.kind != .extension }
                guard file.layer == "domain" || declaration.map({ isJudgedAsDomain($0, in: file) }) == true else {
                    continue
                }
            } else if !isJudgedAsDomain(type, in: file) {
                report.add(
                    line: type.line, column: type.column,
                    [
                        "type": type.name, "problem": "is declared in \(file.layer ?? "no layer"); move it to domain",
                    ])
                continue
            }
            var reported = false
            for function in type.functions
            where !function.hasModifier("private") && !function.hasModifier("fileprivate")
                && !parameters.entryPoints.contains(function.name) && !Self.isConstructionOrWitness(function, of: type)
            {
                reported = true
                report.add(
                    line: function.line, column: function.column,
                    [
                        "type": type.name,
                        "problem":
                            "exposes '\(function.name)'; keep one entry point named \(entryPointList) and make helpers private",
                    ])
            }
            // An empty placeholder protocol (a scene template's) has no shape to judge, nor has a
            // base of properties only (`var repository: … { get }`): its refinements name the intents.
            if type.kind == .protocol, !reported, !type.functions.isEmpty,
                !type.functions.contains(where: { parameters.entryPoints.contains($0.name) })
            {
                report.add(
                    line: type.line, column: type.column,
                    ["type": type.name, "problem": "declares no \(entryPointList) entry point"])
            }
        }
    }

    /// A type named for a use case by the vocabulary, however the `c` is cased (`GetWeatherUsecase`,
    /// `AbstractMovieUsecase`). The vocabulary's interactor ending names the same role for layers, but
    /// an interactor (VIPER's, a screen's client in TCA) serves one screen with a method per intent:
    /// its shape is the screen's, so only names that say use case are judged.
    private func isNamedUseCase(_ name: String) -> Bool {
        let spelled = name.replacingOccurrences(of: "Usecase", with: "UseCase")
        return spelled.contains("UseCase") && names.isUseCase(spelled)
    }

    /// A use case of domain, or one the data layer keeps that forwards to repositories.
    private func isJudgedAsDomain(_ type: TypeDecl, in file: CheckedFile) -> Bool {
        file.layer == "domain" || (file.layer == "data" && forwardsToRepositories(type))
    }

    /// A use-case implementation kept beside the repositories (`Data/UseCases`) that holds
    /// repositories and nothing else: the domain's use case, filed in data, so judged by its shape.
    /// One that holds a network service, or nothing (and calls a service itself), is business logic
    /// in data.
    private func forwardsToRepositories(_ type: TypeDecl) -> Bool {
        guard type.kind != .protocol, type.inheritance.contains(where: isNamedUseCase) else { return false }
        let held =
            type.properties.filter { !$0.isStatic && !$0.isComputed }.compactMap(\.typeAnnotation)
            + type.initializers.flatMap(\.parameters).map(\.type)
        return !held.isEmpty
            && held.allSatisfy { written in
                TypeText.lastName(in: written).map { names.isRepository($0) || isNamedUseCase($0) } ?? false
            }
    }

    /// The standard library's requirements a value type meets (`Equatable`, `Hashable`), which
    /// Swift calls, not a caller with an intent.
    private static let libraryWitnesses: Set<String> = ["hash"]

    /// Members that are not intents: a static factory returning the use case itself (`static func
    /// live(repository:) -> Self`) is an initializer by another name, which the rule allows; an
    /// operator (`==`) or a standard-library witness (`hash(into:)`) is called by Swift.
    private static func isConstructionOrWitness(_ function: FunctionDecl, of type: TypeDecl) -> Bool {
        if libraryWitnesses.contains(function.name) { return true }
        if let first = function.name.first, !first.isLetter, first != "_" { return true }
        guard function.hasModifier("static") || function.hasModifier("class"),
            let returned = function.returnType.flatMap({ TypeText.headName(in: $0) })
        else { return false }
        return returned == "Self" || returned == type.name
    }

    private var entryPointList: String { parameters.entryPoints.joined(separator: " or ") }
}
