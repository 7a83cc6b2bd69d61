import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

@testable import StrataScaffold

/// Generated code carries nothing it does not use: the compiler is silent about a private helper no one calls, so
/// a reviewer is the one who finds it. Every private declaration of every generated Swift file must be named again
/// in that file, for every style and for features whose fields need each kind of editing (text only, numbers read
/// in the user's locale, lists of texts, identifiers and links).
@Suite struct UnusedGeneratedCodeTests {
    static let features = [
        SamplePackage.Feature(
            name: "Notes", entity: "Note", shape: "form", fields: "id:UUID,title:String", operations: nil),
        SamplePackage.Feature(
            name: "Switches", entity: "Switch", shape: "form", fields: "id:UUID,enabled:Bool,since:Date",
            operations: nil),
        SamplePackage.Feature(
            name: "Prices", entity: "Price", shape: "detail", fields: "id:UUID,amount:Decimal,weight:Double?,count:Int",
            operations: nil),
        SamplePackage.Feature(
            name: "Bookmarks", entity: "Bookmark", shape: "single",
            fields: "id:UUID,address:URL,owner:UUID?,tags:[String]",
            operations: "load,save"),
    ]

    @Test(arguments: ViewModelStyleID.allCases)
    func everyPrivateDeclarationIsUsedInItsFile(style: ViewModelStyleID) throws {
        let walkthrough = try DemoWalkthrough.files(style: style)
        let features = try DemoWalkthrough.files(style: style, features: Self.features)
        let swiftFiles = walkthrough.merging(features) { first, _ in first }.filter { $0.key.hasSuffix(".swift") }
        #expect(swiftFiles.count > 50)
        var unused: [String] = []
        for (path, text) in swiftFiles {
            let code = Self.withoutComments(text)
            for (kind, name) in Self.privateDeclarations(in: code) {
                // A function is used where it is called or passed (`name(`, `name {`); anything else where it is named.
                let calls = [name + "(", name + " {"].map { code.components(separatedBy: $0).count - 1 }.reduce(0, +)
                let uses = kind == "func" ? calls : Self.occurrences(of: name, in: code)
                if uses < 2 { unused.append("\(path): \(kind) \(name)") }
            }
        }
        #expect(unused.isEmpty, "\(unused.sorted().joined(separator: "\n"))")
    }

    /// The kind and name of each `private` and `fileprivate` function, property and type `code` declares.
    static func privateDeclarations(in code: String) -> [(kind: String, name: String)] {
        let declaration =
            /(?:^|\s)(?:private|fileprivate)\s+(?:static\s+|nonisolated\s+|lazy\s+|mutating\s+)*(func|var|let|struct|enum|class|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)/
        return code.matches(of: declaration.anchorsMatchLineEndings()).map {
            (String($0.output.1), String($0.output.2))
        }
    }

    /// `text` without its line comments, whose words name nothing.
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    /// How often `name` appears in `text` as a whole word.
    static func occurrences(of name: String, in text: String) -> Int {
        let characters = Array(text.unicodeScalars)
        let target = Array(name.unicodeScalars)
        func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }
        var count = 0
        var index = 0
        while index + target.count <= characters.count {
            if characters[index..<(index + target.count)].elementsEqual(target),
                index == 0 || !isWordPart(characters[index - 1]),
                index + target.count == characters.count || !isWordPart(characters[index + target.count])
            {
                count += 1
            }
            index += 1
        }
        return count
    }
}
