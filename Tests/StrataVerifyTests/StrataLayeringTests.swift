import Foundation
import StrataKnowledge
import StrataTestSupport
import StrataVerify
import SwiftScanner
import Testing

/// Strata holds itself to the layering it asks of its users, checked by its own kind of check:
/// the diagram in Package.swift's header is the target graph, and every import is a declared edge.
@Suite struct StrataLayeringTests {
    static let manifestText: String = {
        (try? String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
    }()

    /// Every source target (not tests or plugins) and the targets it depends on, as Strata's own
    /// Package.swift reader reads them.
    static func targetGraph() throws -> [String: Set<String>] {
        let targets = try #require(PackageManifestReader.read(manifestText).targets, "Package.swift does not read")
        let sourceTargets = targets.filter { $0.kind == .regular || $0.kind == .executable }
            .filter { $0.path.map { $0.hasPrefix("Sources/") } ?? true }
        return Dictionary(uniqueKeysWithValues: sourceTargets.map { ($0.name, Set($0.dependencies.map(\.name))) })
    }

    /// Every edge the header draws is declared, and every declared edge is drawn.
    @Test func packageDiagramDrawsTheTargetGraph() throws {
        let drawn = try PackageDiagram(manifest: Self.manifestText).edges
        let declared = try Self.targetGraph()
        for target in Set(drawn.keys).union(declared.keys).sorted() {
            #expect(drawn[target] != nil, "Package.swift's diagram does not draw \(target)")
            #expect(declared[target] != nil, "Package.swift's diagram draws \(target), which is not a source target")
            guard let drawnEdges = drawn[target], let declaredEdges = declared[target] else { continue }
            let undrawn = declaredEdges.subtracting(drawnEdges).sorted()
            let undeclared = drawnEdges.subtracting(declaredEdges).sorted()
            #expect(undrawn.isEmpty, "\(target) depends on \(undrawn) but the diagram does not draw it")
            #expect(undeclared.isEmpty, "the diagram draws \(target) → \(undeclared), which Package.swift lacks")
        }
    }

    /// The foundations depend on nothing but a foundation drawn above them, and an engine reaches another engine only through the
    /// edges drawn for it (template checking uses scaffolding and verification; nothing else does).
    @Test func layersDependOnlyDownward() throws {
        let diagram = try PackageDiagram(manifest: Self.manifestText)
        let engines = try #require(diagram.sections["Engines"])
        let frontEnds = try #require(diagram.sections["Front ends"])
        let foundations = try #require(diagram.sections["Foundations"])
        for (index, foundation) in foundations.enumerated() {
            let outside = diagram.edges[foundation, default: []].subtracting(foundations.prefix(index))
            #expect(outside.isEmpty, "\(foundation) is a foundation but depends on \(outside.sorted())")
        }
        for target in try #require(diagram.sections["Model"]) + engines {
            let upward = diagram.edges[target, default: []].intersection(frontEnds)
            #expect(upward.isEmpty, "\(target) depends on the front end \(upward.sorted())")
        }
        let engineEdges = engines.flatMap { engine in
            diagram.edges[engine, default: []].intersection(engines).map { "\(engine) → \($0)" }
        }
        #expect(
            engineEdges.sorted() == ["StrataTemplateCheck → StrataScaffold", "StrataTemplateCheck → StrataVerify"])
    }

    /// `strata verify`'s dependency rules, run through the library on Strata's own package: no
    /// file imports a target its own target does not declare, and no target declares one it never imports.
    @Test func importsAndDeclaredDependenciesAgree() throws {
        let knowledge = try VerifyKnowledge.load(from: .shipped)
        let root = repositoryRoot.path
        let request = VerifyRequest(
            // The whole package, so unused-dependency's findings, located in Package.swift, are reported.
            projectRoot: root, paths: [root], workingDirectory: root,
            reportedRules: ["undeclared-dependency", "unused-dependency"])
        let result = try VerifyEngine(knowledge: knowledge).run(request)
        #expect(result.project.manifests.first?.path == "Package.swift", "verify did not read Strata's Package.swift")
        #expect(result.report.filesChecked > 300)
        #expect(result.report.findings.map { "\($0.file):\($0.line): \($0.message)" } == [])
    }
}

/// The header of Package.swift, read as the one-line-per-target drawing it is:
/// `//   Target → Dependency, Dependency  (note)`, continued on more-indented lines, under
/// section lines such as `// Engines: …`; `nothing` is the empty list.
struct PackageDiagram {
    enum ReadError: Error, CustomStringConvertible {
        case noDiagram
        case unreadableLine(String)

        var description: String {
            switch self {
            case .noDiagram: "Package.swift's header has no `Target → …` lines"
            case .unreadableLine(let line): "cannot read the diagram line '\(line)'"
            }
        }
    }

    private(set) var edges: [String: Set<String>] = [:]
    /// Section title (the text before `:`) → the targets drawn under it, in order.
    private(set) var sections: [String: [String]] = [:]

    init(manifest: String) throws {
        // The comment block after the imports; the first line is the tools version, a comment too.
        let header = manifest.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .drop { !$0.hasPrefix("//") }.prefix { $0.hasPrefix("//") }
        var section = ""
        var entries: [(section: String, text: String)] = []
        for line in header.map({ String($0.dropFirst(2)) }) {
            let indent = line.prefix { $0 == " " }.count
            let text = line.trimmingCharacters(in: .whitespaces)
            if indent == 1, let colon = text.firstIndex(of: ":") {
                section = String(text[..<colon])
            } else if indent == 3, text.contains("→") {
                entries.append((section, text))
            } else if indent > 3, !entries.isEmpty {
                entries[entries.count - 1].text += " " + text
            }
        }
        guard !entries.isEmpty else { throw ReadError.noDiagram }
        for (section, text) in entries {
            let withoutNote = text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
            let sides = withoutNote.components(separatedBy: "→").map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides.count == 2, !sides[0].isEmpty, !sides[0].contains(" ") else {
                throw ReadError.unreadableLine(text)
            }
            let dependencies =
                sides[1] == "nothing"
                ? [] : sides[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            edges[sides[0]] = Set(dependencies)
            sections[section, default: []].append(sides[0])
        }
    }
}
