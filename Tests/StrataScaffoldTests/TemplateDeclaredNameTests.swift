import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import SwiftScanner
import Testing

@testable import StrataScaffold

/// A feature, entity or value type named like a type a template declares inside its own types (the view model's
/// `Action`, the draft's `Field` and `Problem`) or a generic parameter (`Value`) is shadowed there, and the package
/// does not build. Such names are refused, and which names those are is read from the templates, not a list.
@Suite struct TemplateDeclaredNameTests {
    /// The walkthrough's features, one of every shape, and an adapter of every kind: every template renders.
    private static let everyShape =
        SamplePackage.features + [
            .init(
                name: "Articles", entity: "Article", shape: "detail", fields: "id:UUID,headline:String",
                operations: nil)
        ]

    /// The names the package's own inputs put into declarations; everything else a template declares.
    private static let chosen = ["Demo", "Profile", "Settings", "Order", "Article"]

    private func expectRefused(
        _ name: String, shape: String? = nil, in demo: DemoWalkthrough, mentioning template: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        do {
            _ = try demo.featureOutcome(.init(name: name, shape: shape, fields: nil, operations: nil))
            Issue.record("feature \(name) was accepted in \(demo.style.rawValue)", sourceLocation: sourceLocation)
        } catch let error as ScaffoldError {
            guard case .nameCollision(_, let refused, _, let existing, let suggestion) = error else {
                Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(refused == name, sourceLocation: sourceLocation)
            if let template { #expect(existing.contains(template), "\(error)", sourceLocation: sourceLocation) }
            #expect(suggestion != nil && suggestion != name, "\(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ViewModelStyleID.allCases)
    func namesNestedInTheGeneratedTypesAreRefused(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style, features: [])
        expectRefused("Action", in: demo, mentioning: "Templates/")
        expectRefused("Field", shape: "form", in: demo, mentioning: "Templates/viewmodel/Draft.swift.tmpl")
        expectRefused("Problem", shape: "form", in: demo, mentioning: "Templates/viewmodel/Draft.swift.tmpl")
    }

    /// Renders every template (every shape, every adapter kind) and collects each type, type alias and generic
    /// parameter its files declare at any depth; each one, as a feature name, is refused.
    @Test(arguments: ViewModelStyleID.allCases)
    func everyNameARenderedTemplateDeclaresAtAnyDepthIsRefused(style: ViewModelStyleID) throws {
        let folder = try TemporaryDirectory()
        let generated = try SamplePackage.generate(
            with: Scaffolder(library: .shipped), style: style, in: folder.url, features: Self.everyShape)
        let sources = try FixtureTree.read(generated.root).filter { $0.key.hasSuffix(".swift") }
        let declared = Set(sources.values.flatMap(Self.declaredNames))
            .filter { name in !Self.chosen.contains { name.contains($0) } && name != "Package" }
        #expect(declared.isSuperset(of: ["Action", "Field", "Problem", "Value", "LoadState"]), "\(declared.sorted())")
        let demo = try DemoWalkthrough(style: style, features: [])
        for name in declared.sorted() {
            expectRefused(name, in: demo)
        }
    }

    /// A field becomes a property of the entity, its DTO and its draft, beside members the templates declare there
    /// (the draft's `locale`, which a draft with a number to read in the locale has, and `problems`, the draft's and the DTO's accessor named after the entity, each number
    /// field's parsed `…Value`). A field of the same name would be declared twice, so it is refused; the rest of the
    /// templates' words (parameters, locals) are qualified and build (GeneratedPackageBuildTests).
    @Test(arguments: [
        "id:UUID,count:Int,locale:String", "id:UUID,problems:String", "id:UUID,memo:String",
        "id:UUID,count:Int,countValue:String",
    ])
    func aFieldNamedLikeAMemberTheTemplatesDeclareBesideItIsRefused(fields: String) throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let field = String(try #require(fields.split(separator: ",").last?.split(separator: ":").first))
        let request = DemoWalkthrough.Feature(
            name: "Memos", entity: "Memo", shape: "form", fields: fields, operations: nil)
        do {
            _ = try demo.featureOutcome(request)
            Issue.record("a field named \(field) was accepted")
        } catch let error as ScaffoldError {
            guard case .nameCollision(let kind, let name, _, let existing, _) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(kind == "field" && name == field, "\(error)")
            #expect(existing.contains("Sources/"), "\(error)")
        }
    }

    @Test func placeholdersAndTheirNeighboursAreTheUsersNotTheTemplates() {
        let template = """
            public enum {{ feature }}Action { case load }
            struct Mock{{ feature }}Repository<Record: Sendable, Output> {
                enum Work: Sendable {}
                func perform<Value>(_ value: Value) {}
                // struct InAComment {}
                let text = "struct InAString"
            }
            """
        #expect(TemplateDeclaredNames.names(declaredIn: template) == ["Work", "Value"])
    }

    private static func declaredNames(in source: String) -> [String] {
        let index = SourceFileIndex(parsing: source)
        var names: [String] = []
        func genericParameters(_ clause: String?) -> [String] {
            guard let clause else { return [] }
            return clause.dropFirst().dropLast().split(separator: ",").compactMap { parameter in
                parameter.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).first.map(String.init)
            }
        }
        for type in index.allTypes {
            if type.kind != .extension { names.append(type.name) }
            names += genericParameters(type.genericClause)
            names += type.members.compactMap { $0.typeAlias?.name }
            names += type.functions.flatMap { genericParameters($0.genericClause) }
        }
        names += index.declarations.compactMap { $0.typeAlias?.name }
        names += index.topLevelFunctions.flatMap { genericParameters($0.genericClause) }
        return names
    }
}
