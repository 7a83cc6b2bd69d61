import StrataTestSupport
import SwiftScanner
import Testing

@Suite("Index: imports and type declarations")
struct IndexImportAndTypeTests {
    @Test func everyImportForm() {
        let source = """
            import Foundation
            @testable import Strata
            import struct SwiftUI.Color
            @_exported import Core.Sub
            public import Models
            #if canImport(UIKit)
            import UIKit
            #endif
            // import Commented
            let s = "import Quoted"
            """
        #expect(
            outline(source) == [
                "import Foundation",
                "import Strata @testable",
                "import struct SwiftUI.Color (module SwiftUI)",
                "import Core.Sub (module Core) @_exported",
                "import Models [public]",
                "import UIKit #if(canImport(UIKit))",
                "let s = \"import Quoted\"",
            ])
        #expect(
            SourceFileIndex(parsing: source).importedModules == [
                "Core", "Foundation", "Models", "Strata", "SwiftUI", "UIKit",
            ])
    }

    @Test func typeHeadsWithAttributesGenericsInheritanceAndWhere() {
        let source = """
            @MainActor @available(iOS 17, *)
            public final class Store<State: Equatable, Action>: ObservableObject, @unchecked Sendable where Action: Hashable {
            }
            struct Pair<A, B>: Codable where A: Codable,
                B: Codable {}
            protocol Repository<Entity>: AnyObject, Sendable {}
            actor Cache {}
            extension Array: Identifiable where Element == Dictionary<String, Int> {}
            extension Foo.Bar {}
            enum Tree<T> { indirect case node(Tree, Tree) }
            """
        #expect(
            outline(source) == [
                "class Store<State: Equatable, Action>: ObservableObject, @unchecked Sendable where Action: Hashable @MainActor @available(iOS 17, *) [public final]",
                "struct Pair<A, B>: Codable where A: Codable,\n    B: Codable",
                "protocol Repository<Entity>: AnyObject, Sendable",
                "actor Cache",
                "extension Array: Identifiable where Element == Dictionary<String, Int>",
                "extension Foo.Bar",
                "enum Tree<T>",
                "  case node(Tree, Tree) [indirect]",
            ])
    }

    @Test func nestingAndExtensionMembers() {
        let source = """
            struct Outer {
                enum Inner: String, CaseIterable {
                    case a = "A", b
                    case c(label: Int, String = "x")
                    struct Deepest {}
                }
                typealias Map<K> = [K: Inner]
            }
            extension Outer {
                static let shared = Outer()
                func help() {}
            }
            """
        #expect(
            outline(source) == [
                "struct Outer",
                "  enum Inner: String, CaseIterable",
                "    case a = \"A\"",
                "    case b",
                "    case c(label: Int, String = \"x\")",
                "    struct Deepest",
                "  typealias Map<K> = [K: Inner]",
                "extension Outer",
                "  static let shared = Outer() [static]",
                "  func help()",
            ])
        let index = SourceFileIndex(parsing: source)
        #expect(index.allTypes.map(\.name) == ["Outer", "Inner", "Deepest", "Outer"])
        #expect(index.types(named: "Outer").map(\.kind) == [.struct, .extension])
    }

    /// Markers: where the declaration starts, its name, each member's name, the end of the
    /// method body and the end of the class.
    @Test func lineRangesAndNamePositionsFollowMarkers() {
        let marked = MarkedText(
            """
            ↓@MainActor
            final class ↓Model {
                @Published var ↓count = 0
                ↓init() {}
                func ↓load() {
                ↓}
            ↓}
            """)
        let index = SourceFileIndex(parsing: marked.text)
        let model = index.allTypes[0]
        let markers = marked.positions.map { (line: $0.line, column: $0.column) }
        func position(_ declaration: some IndexedDeclaration) -> String { "\(declaration.line):\(declaration.column)" }
        func position(_ marker: (line: Int, column: Int)) -> String { "\(marker.line):\(marker.column)" }
        #expect(model.startLine == markers[0].line)
        #expect(position(model) == position(markers[1]))
        #expect(model.properties.map(position) == [position(markers[2])])
        #expect(model.initializers.map(position) == [position(markers[3])])
        #expect(model.functions.map(position) == [position(markers[4])])
        #expect(model.functions.map(\.endLine) == [markers[5].line])
        #expect(model.endLine == markers[6].line)
    }

    @Test func commentsAndStringsCannotFakeDeclarations() {
        let source = """
            /* class Fake {} */
            // struct AlsoFake {}
            let text = "class NotAType {}"
            let multi = \"\"\"
                struct NotEither {}
                \"\"\"
            class Real {}
            """
        #expect(
            outline(source) == [
                "let text = \"class NotAType {}\"",
                "let multi = \"\"\"\n    struct NotEither {}\n    \"\"\"",
                "class Real",
            ])
    }

    @Test func topLevelStatementsAndBodiesAreSkipped() {
        let source = """
            print("start")
            final = 3
            for item in items { let local = item }
            func run() {
                struct LocalType {}
                var local = 0
            }
            let after = 1
            """
        #expect(outline(source) == ["func run()", "let after = 1"])
    }

    @Test func unbalancedBracesAreDiagnosedAndDoNotHideLaterCode() {
        let stray = SourceFileIndex(parsing: "}\nstruct A {}")
        #expect(stray.diagnostics.map(\.code) == ["unmatchedClosingBrace"])
        #expect(outline(stray) == ["struct A"])
        let unclosed = SourceFileIndex(parsing: "struct A {\n  var x = 1\n")
        #expect(unclosed.diagnostics.map(\.code) == ["unclosedBrace"])
        #expect(outline(unclosed) == ["struct A", "  var x = 1"])
    }
}
