import Foundation
import StrataContextTestSupport
import StrataTestSupport
import Testing

@testable import StrataContext

/// The scaffolding skill answers what an agent extending a generated feature would otherwise guess — a new item's
/// defaults, what the server receives, where a currency comes from — and each answer holds for the generated code.
@Suite struct ContextSkillAnswersMatchGeneratedCodeTests {
    static let styles = ContextMatchesPackageTests.styles

    /// A new draft starts each field the way the skill says, by the field's type in the draft.
    @Test(arguments: styles)
    func aNewDraftStartsEachFieldAsTheSkillSays(style: String) throws {
        let drafts = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
            .filter { $0.key.hasSuffix("Draft.swift") }
        #expect(!drafts.isEmpty)
        var seen: Set<String> = []
        for (path, source) in drafts {
            var types: [String: String] = [:]
            for property in source.matches(of: #/public var (\w+): (\w+)\n/#) {
                types[String(property.output.1)] = String(property.output.2)
            }
            let initializer = try #require(
                source.firstMatch(of: #/(?s)public init\([^{]*?newID[^{]*?\) \{\n(.*?)\n    \}/#)?.output.1, "\(path)")
            for assignment in initializer.matches(of: #/self\.(\w+) = ([^\n]+)/#) {
                guard let type = types[String(assignment.output.1)] else { continue }
                let value = String(assignment.output.2)
                let expected =
                    switch type {
                    case "String": "\"\""
                    case "Bool": "false"
                    case "Date": "now()"
                    default: "\(type).allCases[0]"
                    }
                #expect(value == expected, "\(path): a new draft's \(assignment.output.1) (\(type)) starts at \(value)")
                seen.insert(type == "String" || type == "Bool" || type == "Date" ? type : "value type")
            }
        }
        #expect(seen == ["String", "Bool", "Date", "value type"], "the \(style) drafts leave a kind out: \(seen)")
        let text = try BundleText.of(style: style)
        let answer = BundleText.lines(of: text, containing: "A new item's `<Entity>Draft()` starts with")
        #expect(!answer.isEmpty, "the bundle does not say how a new item's fields start")
        for line in answer {
            for words in ["text and lists empty", "flags off", "dates now", "a value type's first case"] {
                #expect(line.contains(words), "\(line) leaves out \(words)")
            }
        }
    }

    /// What a remote data source sends and expects is what the skill says: the methods on the path and on an id
    /// under it, JSON keyed by the DTO's property names, dates in ISO 8601, UUID identifiers as strings.
    @Test(arguments: styles)
    func theWireFormatIsTheOneTheSkillDescribes(style: String) throws {
        let data = try DemoContext.swiftFiles(under: "Sources/DemoData", style: style)
        let serverJSON = try #require(data.first { $0.key.hasSuffix("/ServerJSON.swift") }?.value)
        #expect(serverJSON.contains(".iso8601") && !serverJSON.contains("keyEncodingStrategy"))
        #expect(!serverJSON.contains("keyDecodingStrategy"))
        var methods: Set<String> = []
        for (path, source) in data where path.split(separator: "/").last?.hasPrefix("Remote") == true {
            for request in source.matches(
                of: #/method: \.(\w+), url: (\w+)(\.appendingPathComponent\("\\\(\w+(?:\.id)?\)"\))?/#)
            {
                let onID = request.output.3 != nil
                methods.insert("\(request.output.1.uppercased())\(onID ? " <path>/<id>" : " <path>")")
            }
        }
        #expect(
            methods == ["GET <path>", "PUT <path>", "PUT <path>/<id>", "DELETE <path>/<id>"], "\(methods.sorted())")
        let dtos = data.filter { $0.key.hasSuffix("DTO.swift") }
        #expect(!dtos.isEmpty && dtos.values.allSatisfy { !$0.contains("CodingKeys") })
        #expect(dtos.values.contains { $0.contains("Servers send identifiers as strings") })
        let text = try BundleText.of(style: style)
        let answer = BundleText.lines(of: text, containing: "`Remote<Entity>DataSource` names it")
        #expect(!answer.isEmpty)
        for line in answer {
            for words in [
                "GETs a JSON array there", "PUTs or DELETEs `<path>/<id>`", "GET and PUT the path",
                "`<Entity>DTO`'s property names", "dates ISO 8601", "UUIDs strings",
            ] {
                #expect(line.contains(words), "\(line) leaves out \(words)")
            }
        }
    }

    /// A team's own server path goes where the skill says: each remote data source's `init` is the one place in the
    /// sources that names its path, and its data-source and composition tests expect the same path.
    @Test(arguments: styles)
    func theServerPathIsSetWhereTheSkillSays(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let tests = try DemoContext.swiftFiles(under: "Tests", style: style)
        let remotes = sources.filter { $0.key.split(separator: "/").last?.hasPrefix("Remote") == true }
        #expect(!remotes.isEmpty)
        for (path, source) in remotes {
            let initializer = try #require(
                source.firstMatch(of: #/(?s)public init\(httpClient:[^{]*\{\n(.*?)\n    \}/#)?.output.1, "\(path)")
            let set = initializer.matches(of: #/self\.\w+URL = baseURL\.appendingPathComponent\("([^"\\]+)"\)/#)
            #expect(set.count == 1, "\(path): its init does not set one server path")
            guard let serverPath = set.first.map({ String($0.output.1) }) else { continue }
            let elsewhere = sources.filter { $0.key != path && $0.value.contains("\"\(serverPath)\"") }.keys
            #expect(elsewhere.isEmpty, "\(path)'s server path \(serverPath) is also named in \(elsewhere.sorted())")
            let feature = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            let expecting = tests.filter { $0.key.contains("/\(feature)/") && $0.value.contains("\(serverPath)\"") }
                .keys.map { $0.split(separator: "/")[1] }
            #expect(
                Set(expecting) == ["DemoDataTests", "DemoCompositionTests"],
                "\(path): the tests expecting \(serverPath) are in \(expecting.sorted())")
        }
        let text = try BundleText.of(style: style)
        let answer = BundleText.lines(of: text, containing: "`Remote<Entity>DataSource`", "server path")
        #expect(!answer.isEmpty)
        for line in answer {
            for words in [
                "`init`", "`baseURL.appendingPathComponent(", "a team's own path", "data-source and composition tests",
            ] {
                #expect(line.contains(words), "\(line) leaves out \(words)")
            }
        }
    }

    /// The generated code names no currency, so the skill's word on money says where the code comes from rather than
    /// leaving the agent to pick one.
    @Test(arguments: styles)
    func theMoneyLineSaysWhereTheCurrencyComesFrom(style: String) throws {
        let sources = try DemoContext.swiftFiles(under: "Sources", style: style)
        let literal = sources.filter { $0.value.contains("currency(code: \"") }.keys.sorted()
        #expect(literal.isEmpty, "\(literal) write a currency code into the code")
        let text = try BundleText.of(style: style)
        let lines = BundleText.lines(of: text, containing: ".currency(code:)")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.contains("the code coming from the data") && line.contains("never a literal"), "\(line)")
        }
    }
}
