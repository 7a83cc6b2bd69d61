import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// The texts an agent reads offer it only tools it has or is told how to do without: the MCP server is the CLI
/// itself (`strata mcp`), so where the CLI is not installed neither is MCP, and every step that runs Strata says what
/// to do instead.
@Suite struct ContextToolsTheReaderHasTests {
    static let styles = ContextMatchesPackageTests.styles

    /// The bundle's texts (not its JSON configurations), with the migration skill and command, and the README.
    private static func texts(style: String) throws -> [(path: String, text: String)] {
        try BundleText.files(style: style, json: false, migrating: true)
    }

    /// The generated README's word on working without the CLI offers neither the MCP server nor the command plugin
    /// as if they ran alone, and leaves the reader the toolchain's commands and a check by hand.
    @Test(arguments: styles)
    func theReadmeWithoutTheCLIOffersOnlyWhatRunsWithoutIt(style: String) throws {
        let root = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/\(style)/Demo")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let paragraphs = readme.components(separatedBy: "\n\n").map { $0.replacingOccurrences(of: "\n", with: " ") }
            .filter {
                $0.range(of: "without the (`strata` )?CLI", options: [.regularExpression, .caseInsensitive]) != nil
            }
        #expect(!paragraphs.isEmpty, "the \(style) README says nothing of working without the CLI")
        for paragraph in paragraphs {
            if ["MCP", "verify_source"].contains(where: paragraph.contains) {
                #expect(paragraph.contains("`strata mcp`"), "offers MCP as if it ran without the CLI: \(paragraph)")
            }
            if paragraph.contains("strata-verify"), !manifest.contains(".package(") {
                #expect(paragraph.contains("needs a dependency on Strata"), "\(paragraph)")
            }
            #expect(paragraph.contains("by hand") && paragraph.contains("AGENTS.md"), "\(paragraph)")
            #expect(!paragraph.contains("the same checks run"), "\(paragraph)")
        }
    }

    /// Every list item or numbered step that runs a Strata command or an MCP tool says what to do without the CLI,
    /// or that it needs the CLI: an agent following the steps one by one never reaches one it cannot take.
    @Test(arguments: styles)
    func everyStepRunningStrataSaysHowWithoutTheCLI(style: String) throws {
        var steps = 0
        for (path, text) in try Self.texts(style: style) {
            for line in text.split(separator: "\n").map(String.init) {
                let isStep = line.hasPrefix("- ") || line.range(of: #"^\d+\. "#, options: .regularExpression) != nil
                let runsStrata =
                    line.range(of: #"`strata (?!mcp`)[a-z]"#, options: .regularExpression) != nil
                    || line.contains("MCP")
                guard isStep, runsStrata else { continue }
                steps += 1
                let saysHow =
                    line.range(of: "with(out)? the CLI", options: [.regularExpression, .caseInsensitive]) != nil
                #expect(saysHow, "\(path): \(line)")
            }
        }
        #expect(steps > 0)
    }
}
