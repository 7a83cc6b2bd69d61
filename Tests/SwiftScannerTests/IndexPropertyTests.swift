import SwiftScanner
import Testing

@Suite("Index: properties")
struct IndexPropertyTests {
    @Test func publishedWithSetterAccess() {
        let index = SourceFileIndex(parsing: "class M {\n    @Published private(set) var scale: CGFloat = 1\n}")
        #expect(outline(index) == ["class M", "  var scale: CGFloat = 1 @Published [private(set)]"])
        let scale = index.allTypes[0].properties[0]
        #expect(scale.hasAttribute("Published"))
        #expect(scale.hasModifier("private(set)"))
    }

    @Test func storedComputedObservedAndRequirements() {
        let source = """
            struct S {
                @State private var isOn = false
                let id: UUID
                var total: Int { items.count }
                var title: String {
                    get { _title }
                    set { _title = newValue }
                }
                var level = 1 {
                    didSet { print(level) }
                }
                var name: String = "" { willSet {} }
                static var count = 0, other: Int = 2
                class var kind: String { "k" }
                lazy var formatter: Formatter = {
                    let f = Formatter()
                    return f
                }()
                nonisolated(unsafe) static var cache: [String: Int] = [:]
                weak var delegate: (any Delegate)?
                let (a, b) = (1, 2)
                var `default`: Int?
            }
            protocol P {
                var value: Int { get set }
            }
            """
        #expect(
            outline(source) == [
                "struct S",
                "  var isOn = false @State [private]",
                "  let id: UUID",
                "  var total: Int {computed}",
                "  var title: String {computed}",
                "  var level = 1",
                "  var name: String = \"\"",
                "  static var count = 0 [static]",
                "  static var other: Int = 2 [static]",
                "  static var kind: String {computed} [class]",
                "  var formatter: Formatter = {\n        let f = Formatter()\n        return f\n    }() [lazy]",
                "  static var cache: [String: Int] = [:] [nonisolated(unsafe) static]",
                "  var delegate: (any Delegate)? [weak]",
                "  let (a, b) = (1, 2)",
                "  var default: Int?",
                "protocol P",
                "  var value: Int {computed}",
            ])
    }

    @Test func initializersEndWhereSwiftEndsTheStatement() {
        let source = """
            let chained = items
                .filter { $0.isValid }
                .map(\\.name)
            let sum = a +
                b
            let negated = flag
            !other
            let trailing = list.sorted { $0 < $1 }
            let optional = value!
            let commented = 1 /* a comment
                over two lines */ let afterComment = 2
            let ternary = cond
                ? 1
                : 2
            """
        #expect(
            outline(source) == [
                "let chained = items\n    .filter { $0.isValid }\n    .map(\\.name)",
                "let sum = a +\n    b",
                "let negated = flag",
                "let trailing = list.sorted { $0 < $1 }",
                "let optional = value!",
                "let commented = 1",
                "let afterComment = 2",
                "let ternary = cond\n    ? 1\n    : 2",
            ])
    }

    @Test func propertiesInsideConditionalCompilation() {
        let source = """
            final class ViewModel {
                #if DEBUG
                @Published var debugOverlay = true
                #elseif os(iOS) || os(tvOS)
                var touchOnly = 1
                #else
                var release = 2
                #endif
                #if !targetEnvironment(simulator)
                #if canImport(UIKit)
                var nested = 3
                #endif
                #else
                var simulated = 4
                #endif
                var always = 5
            }
            """
        #expect(
            outline(source) == [
                "class ViewModel [final]",
                "  var debugOverlay = true @Published #if(DEBUG)",
                "  var touchOnly = 1 #if(!DEBUG && (os(iOS) || os(tvOS)))",
                "  var release = 2 #if(!DEBUG && !(os(iOS) || os(tvOS)))",
                "  var nested = 3 #if(!targetEnvironment(simulator) | canImport(UIKit))",
                "  var simulated = 4 #if(targetEnvironment(simulator))",
                "  var always = 5",
            ])
    }

    @Test func conditionsWrapWholeTypes() {
        let source = "#if DEBUG\nstruct Preview {\n  let a = 1\n}\n#endif\nstruct Live {}"
        #expect(
            outline(source) == [
                "struct Preview #if(DEBUG)", "  let a = 1 #if(DEBUG)", "struct Live",
            ])
    }

    @Test func unbalancedDirectivesAreDiagnosed() {
        #expect(
            SourceFileIndex(parsing: "#endif\n#else").diagnostics.map(\.code) == [
                "unbalancedConditional", "unbalancedConditional",
            ])
        #expect(SourceFileIndex(parsing: "#if A\nlet x = 1").diagnostics.map(\.code) == ["unterminatedConditional"])
    }
}
