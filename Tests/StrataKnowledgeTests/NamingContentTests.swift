import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

/// `naming.json`: the names a feature, entity or generated type may not take, and the checks
/// that keep the list itself sound.
struct NamingContentTests {
    /// The names the review found accepted although they break the build, and the everyday
    /// framework names next to them.
    static let mustBeReserved = [
        "Task", "Date", "Data", "Result", "Error", "List", "View", "Image", "Store", "Text", "Color", "Font", "Form",
        "Section", "Button", "Label", "Group", "Table", "Menu", "Link", "Toggle", "Picker", "Stepper", "Slider",
        "Gauge",
        "Map", "Set", "Array", "Dictionary", "Optional", "Never", "URL", "UUID", "Decimal", "Calendar", "Locale",
        "TimeZone", "Notification", "Timer", "Bundle", "Published", "Binding", "State", "Environment", "Observable",
        "Subject", "Publisher", "Cancellable", "Scene", "App", "Window", "String", "Type", "MainActor",
        "CancellationError", "LoadState", "StoreEffect", "StoreFeature", "InMemoryStore", "Theme", "TestError",
        "HTTPClient", "AppComposition", "SwiftUI", "Foundation", "Combine", "Observation", "NSObject", "CGFloat",
    ]
    /// Domain words the acceptance walkthrough and everyday apps use, some of which SwiftUI also declares.
    static let mustBeAllowed = [
        "Settings", "Order", "Item", "Event", "Message", "Profile", "Transaction", "News", "Reminder",
    ]

    @Test(arguments: mustBeReserved)
    func everydayFrameworkAndPackageNamesAreReserved(name: String) throws {
        let naming = try RepositoryKnowledge.load().naming
        #expect(naming.reservation(of: name) != nil, "\(name) is not reserved")
    }

    @Test(arguments: mustBeAllowed)
    func domainWordsStayFree(name: String) throws {
        #expect(try RepositoryKnowledge.load().naming.reservation(of: name) == nil)
    }

    @Test func theShippedListHasNoProblems() throws {
        let naming = try RepositoryKnowledge.load().naming
        #expect(naming.problems.map(\.message) == [])
        #expect(naming.groups.contains { $0.id == NamingKnowledge.moduleGroupID })
    }

    @Test func suggestionsAreFreeNames() throws {
        let naming = try RepositoryKnowledge.load().naming
        #expect(naming.suggestion(for: "Task") == "TaskItem")
        #expect(naming.suggestion(for: "Task", avoiding: ["TaskItem"]) == "TaskEntry")
        #expect(naming.suggestion(for: "NSThing") == "Thing")
        for name in Self.mustBeReserved {
            let suggestion = try #require(naming.suggestion(for: name), "\(name)")
            #expect(naming.reservation(of: suggestion) == nil, "\(name) → \(suggestion)")
        }
    }

    @Test func aPrefixReservesOnlyNamesThatContinueInUppercase() throws {
        let naming = try RepositoryKnowledge.load().naming
        #expect(naming.reservation(of: "NSDate")?.module == "Foundation")
        #expect(naming.reservation(of: "CGVector") != nil)
        #expect(naming.reservation(of: "NSfoo") == nil)
        #expect(naming.reservation(of: "Cgi") == nil)
    }

    @Test func aBrokenListFailsLoadingWithEveryProblemAndItsPlace() throws {
        var object = try #require(
            JSONSerialization.jsonObject(with: RepositoryKnowledge.data(of: .naming)) as? [String: Any])
        var groups = try #require(object["groups"] as? [[String: Any]])
        var names = try #require(groups[0]["names"] as? [String])
        names += ["Task", "lowercase", "Settings"]
        groups[0]["names"] = names
        object["groups"] = groups
        object["suggestionSuffixes"] = ["item"]
        let folder = try TemporaryDirectory()
        try folder.write(
            JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted]), to: KnowledgeFile.naming.rawValue
        )

        let library = try ResourceLibrary.directory(at: RepositoryKnowledge.root.path)
            .overlaying(knowledgeDirectory: folder.path)
        let error = try #require(throws: KnowledgeErrors.self) { try KnowledgeBase.load(from: library) }
        let messages = error.errors.map(\.description)
        #expect(messages.contains { $0.contains("'Task' is already listed in group 'package'") }, "\(messages)")
        #expect(messages.contains { $0.contains("'lowercase' is not a Swift type name") })
        #expect(messages.contains { $0.contains("'Settings' is both allowed and reserved") })
        #expect(messages.contains { $0.contains("$.suggestionSuffixes[0]") && $0.contains("uppercase") })
        #expect(messages.allSatisfy { $0.contains("naming.json") })
    }

    @Test func anUnknownKeyIsRejected() throws {
        let text = try String(decoding: RepositoryKnowledge.data(of: .naming), as: UTF8.self)
            .replacingOccurrences(of: "\"suggestionSuffixes\"", with: "\"suggestionSufixes\"")
        #expect(throws: KnowledgeError.self) {
            try StrictJSONDecoder().decode(NamingKnowledge.self, from: Data(text.utf8), file: "naming.json")
        }
    }
}
