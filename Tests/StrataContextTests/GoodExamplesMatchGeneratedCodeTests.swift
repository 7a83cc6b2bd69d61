import Foundation
import StrataContextTestSupport
import StrataKnowledge
import StrataTestSupport
import SwiftScanner
import Testing

/// The code an agent reads under a ✅ — each rule's good examples (boundary ones left out, as the bundle leaves them
/// out) with their companions, and each style's view-model and screen skeletons — is code to imitate, so it must be
/// shaped as the generated package of the style it claims is.
///
/// A type of an example has a counterpart in that package when the package declares a type of the same name, or one
/// adopting a protocol of the package the example's type adopts, in the same module. Against its counterparts the
/// example's type must be of the same kind (actor, struct, class), each stored property whose type names a type of
/// the package must exist with the same type and property wrappers, and each initializer parameter that names one
/// must exist with the same label and type. Nothing here lists what the examples should say: a template change that
/// leaves an example behind fails it.
@Suite struct GoodExamplesMatchGeneratedCodeTests {
    /// One piece of ✅ code, where it claims to sit and for which style.
    struct GoodCode: CustomStringConvertible {
        let origin: String
        let code: String
        /// The package folder of its module (`Sources/DemoUI`, `Tests/DemoTestSupport`).
        let folder: String
        let style: String

        var description: String { "\(origin) (\(style))" }
    }

    static let folders: [LayerID: String] = [
        .domain: "Sources/DemoDomain", .data: "Sources/DemoData", .presentation: "Sources/DemoPresentation",
        .ui: "Sources/DemoUI", .composition: "Sources/DemoComposition",
    ]

    static func goodCode() throws -> [GoodCode] {
        let knowledge = try KnowledgeBase.load(from: .shipped)
        var result: [GoodCode] = []
        for rule in knowledge.rules.rules {
            for (index, example) in rule.examples.nonTriggering.enumerated() where example.boundary != true {
                // An example naming no style is shown in every style's bundle, so every style's code holds it.
                let styles = example.style.map { [$0] } ?? ViewModelStyleID.allCases
                let origin = "\(rule.id) ✅ \(example.file ?? "#\(index + 1)")"
                let files =
                    [(origin, example.code, folder(path: example.path, layer: example.layer))]
                    + (example.companions ?? []).map {
                        ("\(origin), \($0.path)", $0.code, folder(path: $0.path, layer: nil))
                    }
                for (origin, code, folder) in files {
                    guard let folder else { continue }
                    result += styles.map { GoodCode(origin: origin, code: code, folder: folder, style: $0.rawValue) }
                }
            }
        }
        // The testing plans, doubles and composition root are served whole (MCP resources, `strata knowledge`),
        // and shown in no one style.
        let testing = knowledge.testing
        var styleless = testing.plans.map { ("testing plan \($0.id)", $0.skeleton, folder(path: nil, layer: $0.layer)) }
        styleless += [
            ("testing mocks", testing.mocks.skeleton, "Tests/DemoTestSupport"),
            ("testing fixtures", testing.fixtures.skeleton, "Tests/DemoTestSupport"),
            ("composition root", knowledge.dependencyInjection.compositionRoot.skeleton, "Sources/DemoComposition"),
        ]
        for (origin, code, folder) in styleless {
            let tests = folder.map { $0.replacingOccurrences(of: "Sources/", with: "Tests/") + "Tests" }
            let inPackage = origin.hasPrefix("testing plan") ? tests : folder
            guard let inPackage else { continue }
            result += ViewModelStyleID.allCases.map {
                GoodCode(origin: origin, code: code, folder: inPackage, style: $0.rawValue)
            }
        }
        for style in knowledge.stateManagement.styles {
            let id = style.id.rawValue
            result.append(
                GoodCode(
                    origin: "\(id) skeleton", code: style.skeleton, folder: "Sources/DemoPresentation", style: id))
            result.append(
                GoodCode(
                    origin: "\(id) screen skeleton", code: style.screenSkeleton, folder: "Sources/DemoUI", style: id))
        }
        return result
    }

    /// The module folder a file sits in: from its path when that is one of the package's, else from its layer.
    static func folder(path: String?, layer: LayerID?) -> String? {
        if let path, path.hasPrefix("Sources/Demo") || path.hasPrefix("Tests/Demo") {
            return path.split(separator: "/").prefix(2).joined(separator: "/")
        }
        return layer.flatMap { folders[$0] }
    }

    /// Every type (nested ones included, extensions left out) the style's package declares, by module folder.
    static func typesByModule(style: String) throws -> [String: [TypeDecl]] {
        var result: [String: [TypeDecl]] = [:]
        for top in ["Sources", "Tests"] {
            for (path, text) in try DemoContext.swiftFiles(under: top, style: style) {
                let module = path.split(separator: "/").prefix(2).joined(separator: "/")
                result[module, default: []] += SourceFileIndex(parsing: text).allTypes.filter { $0.kind != .extension }
            }
        }
        return result
    }

    static func names(in type: String) -> Set<String> {
        Set(PackageDeclarations.captures(#"\b([A-Za-z_]\w*)\b"#, in: type))
    }

    static func spelled(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }

    /// The property wrappers of a property, as written.
    static func wrappers(_ property: PropertyDecl) -> [String] {
        property.attributes.map { "@\($0.name)" + ($0.arguments.map { "(\(spelled($0)))" } ?? "") }
    }

    /// How `example`'s types differ from their counterparts in the generated package; `compared` counts the
    /// types that had one.
    static func differences(of example: GoodCode, in modules: [String: [TypeDecl]], compared: inout Int) -> [String] {
        let package = modules.values.flatMap { $0 }
        let packageNames = Set(package.map(\.name))
        let protocols = Set(package.filter { $0.kind == .protocol }.map(\.name))
        let module = modules[example.folder] ?? []
        var differences: [String] = []
        let declared = SourceFileIndex(parsing: example.code).allTypes
        for type in declared where type.kind != .extension && type.kind != .protocol {
            let adopted = Set(type.inheritance).intersection(protocols)
            var counterparts = module.filter { $0.name == type.name }
            if counterparts.isEmpty {
                counterparts = module.filter { !adopted.isDisjoint(with: $0.inheritance) }
            }
            guard !counterparts.isEmpty else { continue }
            compared += 1
            let counterpartNames = counterparts.map(\.name).joined(separator: ", ")
            if !counterparts.contains(where: { $0.kind == type.kind }) {
                differences.append("\(type.name) is declared `\(type.kind)`; the package's \(counterpartNames) is not")
            }
            let stored = type.properties.filter { !$0.isComputed && !$0.isStatic }
            for property in stored {
                guard let annotation = property.typeAnnotation,
                    !names(in: annotation).isDisjoint(with: packageNames)
                else { continue }
                let shape = (wrappers(property), spelled(annotation))
                let matches = counterparts.contains { counterpart in
                    counterpart.properties.contains { other in
                        !other.isComputed && (wrappers(other), other.typeAnnotation.map(spelled)) == shape
                    }
                }
                if !matches {
                    let written = (shape.0 + ["\(property.name): \(annotation)"]).joined(separator: " ")
                    differences.append(
                        "\(type.name) stores `\(written)`; no stored property of \(counterpartNames) is so")
                }
            }
            for initializer in type.initializers {
                for parameter in initializer.parameters
                where !names(in: parameter.type).isDisjoint(with: packageNames) {
                    let matches = counterparts.contains { counterpart in
                        counterpart.initializers.contains { other in
                            other.parameters.contains {
                                $0.label == parameter.label && spelled($0.type) == spelled(parameter.type)
                            }
                        }
                    }
                    if !matches {
                        differences.append(
                            "\(type.name).init takes `\(parameter.label ?? "_"): \(parameter.type)`; no init of \(counterpartNames) does"
                        )
                    }
                }
            }
        }
        return differences
    }

    @Test func everyGoodExampleIsShapedAsTheGeneratedCodeOfItsStyle() throws {
        let examples = try Self.goodCode()
        var packages: [String: [String: [TypeDecl]]] = [:]
        for style in Set(examples.map(\.style)) { packages[style] = try Self.typesByModule(style: style) }
        var compared = 0
        var problems: [String] = []
        for example in examples {
            problems += Self.differences(of: example, in: packages[example.style] ?? [:], compared: &compared)
                .map { "\(example): \($0)" }
        }
        // The screens, view models and repositories of the examples all have counterparts to be held to.
        #expect(compared >= 10, "only \(compared) example types have a generated counterpart")
        #expect(problems.isEmpty, "\n\(problems.joined(separator: "\n"))")
    }

    /// The calls of `code` that give SwiftUI a string literal as their first argument (`Text("Save")`,
    /// `.navigationTitle("Orders")`) without a bundle: the text shown to the user that the String Catalog of the
    /// module does not hold. A `#Preview` name is no such text.
    static func unlocalizedTexts(in code: String) -> [String] {
        let calls = #"(?<![#\w.])(?:[A-Z]\w*|\.\w+)\(\s*"(?:[^"\\]|\\.)*""#
        guard let expression = try? NSRegularExpression(pattern: calls) else { return [] }
        let text = code as NSString
        return expression.matches(in: code, range: NSRange(location: 0, length: text.length)).compactMap { match in
            // The call's arguments, up to its closing parenthesis.
            var depth = 1
            var inString = false
            var end = match.range.location + match.range.length
            var previous: unichar = 0
            while end < text.length, depth > 0 {
                let character = text.character(at: end)
                if character == 0x22, previous != 0x5C { inString.toggle() }
                if !inString, character == 0x28 { depth += 1 }
                if !inString, character == 0x29 { depth -= 1 }
                previous = character
                end += 1
            }
            let call = text.substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            return call.contains("bundle:") ? nil : call
        }
    }

    /// The generated views take every text they show from their module's String Catalog (`Text("Save", bundle:
    /// .module, comment: …)`), and so does every ✅ an agent copies into a view.
    @Test func everyGoodExampleOfAViewLocalizesItsTextAsTheGeneratedViewsDo() throws {
        var localized = 0
        for style in ViewModelStyleID.allCases.map(\.rawValue) {
            for (path, source) in try DemoContext.swiftFiles(under: "Sources/DemoUI", style: style) {
                #expect(
                    Self.unlocalizedTexts(in: source).isEmpty,
                    "\(path) (\(style)): \(Self.unlocalizedTexts(in: source))")
                localized += source.components(separatedBy: "bundle: .module").count - 1
            }
        }
        #expect(localized > 0, "the generated views localize nothing; the examples need not either")
        let views = try Self.goodCode().filter { $0.folder == "Sources/DemoUI" }
        #expect(!views.isEmpty)
        for example in views {
            #expect(
                Self.unlocalizedTexts(in: example.code).isEmpty,
                "\(example): \(Self.unlocalizedTexts(in: example.code))")
        }
    }
}
