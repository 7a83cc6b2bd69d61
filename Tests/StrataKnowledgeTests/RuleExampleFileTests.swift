import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

/// The rules' examples are Swift files beside rules.json, `knowledge/rules/<id>/…`, read by the
/// loader into each example's code.
struct RuleExampleFileTests {
    private static func library() throws -> ResourceLibrary {
        try ResourceLibrary.directory(at: repositoryRoot.path)
    }

    @Test func everyExampleFileIsNamedByItsRuleAndEveryNamedFileExists() throws {
        let library = try Self.library()
        let catalog = try KnowledgeBase.load(from: library).rules
        var named: Set<String> = []
        for rule in catalog.rules {
            for example in rule.examples.triggering + rule.examples.nonTriggering {
                let folder = RuleCatalog.exampleFolder(of: rule.id)
                let file = try #require(example.file, "\(rule.id): a shipped example is a file, not inline code")
                named.insert("\(folder)/\(file)")
                #expect(try library.file(at: "\(folder)/\(file)").text == example.code)
                for companion in example.companions ?? [] {
                    named.insert("\(folder)/\(try #require(companion.file, "\(rule.id): \(companion.path)"))")
                }
            }
        }
        #expect(Set(library.exampleFiles.map(\.path)) == named, "example files no rule names, or names twice")
    }

    @Test func aMissingExampleFileIsOneErrorAtItsFileKey() throws {
        let library = try Self.library()
        let missing = try #require(library.exampleFiles.first { !$0.path.contains(".Package.") })
        let without = ResourceLibrary(files: library.files.filter { $0.path != missing.path })
        #expect {
            _ = try KnowledgeBase.load(from: without)
        } throws: { error in
            let text = "\(error)"
            return text.contains("no example file \(missing.path)") && text.contains(".file")
        }
    }

    @Test func anOverlayMayStillWriteAnExampleInline() throws {
        let library = try Self.library()
        let rules = try library.file(at: "knowledge/rules.json")
        var object = try #require(try JSONSerialization.jsonObject(with: Data(rules.text.utf8)) as? [String: Any])
        var entries = try #require(object["rules"] as? [[String: Any]])
        var examples = try #require(entries[0]["examples"] as? [String: Any])
        var triggering = try #require(examples["triggering"] as? [[String: Any]])
        let file = try #require(triggering[0]["file"] as? String)
        let code = try library.file(at: "\(RuleCatalog.exampleFolder(of: entries[0]["id"] as? String ?? ""))/\(file)")
            .text
        triggering[0].removeValue(forKey: "file")
        triggering[0]["code"] = "// inline\n" + code
        examples["triggering"] = triggering
        entries[0]["examples"] = examples
        object["rules"] = entries
        let text = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let overlaid = ResourceLibrary(
            files: library.files.filter { $0.path != rules.path }
                + [ResourceFile(path: rules.path, text: text, origin: .directory("overlay"), location: "overlay")])
        let example = try KnowledgeBase.load(from: overlaid).rules.rules[0].examples.triggering[0]
        #expect(example.code == "// inline\n" + code)
        #expect(example.file == nil)
    }
}
