import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffold
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

/// Linux has no SwiftUI, so a generated package's UI layer normally compiles to nothing. Here each
/// style's walkthrough package (a list, a single value, a list edited in forms), plus a feature in the
/// detail shape for every name SwiftUI declares that `naming.json` still allows (`Transaction`), is built against stand-in SwiftUI and Combine modules
/// (declarations only, Apple's signatures): a screen that uses a missing member, or a type name a
/// feature or the package itself shadows (`Task`, `List` declared in the UI module), fails the
/// build. Runs the toolchain, so it takes minutes.
@Suite(.serialized) struct UICompileTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func everyScreenCompilesAgainstTheStandInSwiftUI(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style)
        let allowed = try KnowledgeBase.load(from: .shipped).naming.allowed.map(\.name)
        // The walkthrough's features are a list, a single value and a list edited in forms; these add the detail
        // shape, whose detail screen edits its value in the form.
        for name in allowed where !DemoWalkthrough.features.contains(where: { $0.name == name }) {
            try demo.add(.init(name: name, shape: "detail", fields: nil, operations: nil))
        }
        let root = demo.packageRoot
        let screens = try demo.files().keys.filter { $0.hasPrefix("Sources/DemoUI/") && $0.hasSuffix("Screen.swift") }
        let features = DemoWalkthrough.features.map(\.name) + allowed
        for feature in features {
            #expect(screens.contains("Sources/DemoUI/\(feature)/\(feature)Screen.swift"), "\(feature) has no screen")
        }
        try FrameworkStandIns.install(in: root)
        // A package may declare its own types named like framework ones; screens spell those in full.
        let shadows = "// Hand-written types named like framework ones.\nstruct Task {}\nstruct List {}\n"
        try Data(shadows.utf8).write(to: root.appendingPathComponent("Sources/DemoUI/Shadows.swift"))
        // Previews compile too: the stand-in #Preview expands to nothing after type-checking its body.
        let preview =
            "#if canImport(SwiftUI)\nimport SwiftUI\n\n#Preview(\"Probe\") {\n    Text(\"Probe\").font(.body)\n}\n#endif\n"
        try Data(preview.utf8).write(to: root.appendingPathComponent("Sources/DemoUI/PreviewProbe.swift"))

        let build = try Subprocess.run(["swift", "build", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(build.status == 0, "\(style.rawValue): \(FrameworkStandIns.diagnosis(of: build.output))")
        #expect(!build.output.contains("warning:"), "\(build.output)")
        // Proof the screens were compiled, not skipped by `#if canImport(SwiftUI)`.
        for screen in screens {
            let object = URL(fileURLWithPath: screen).lastPathComponent + ".o"
            let built = root.appendingPathComponent(".build/debug/DemoUI.build/\(object)")
            #expect(FileManager.default.fileExists(atPath: built.path), "\(screen) was not compiled")
        }
        // Each screen's previews, in the previews target no product contains, compile against the stand-ins too.
        let previews = try demo.files().keys.filter { $0.hasPrefix("Tests/DemoPreviews/") && $0.contains("+Previews") }
        #expect(previews.count == Set(features).count, "\(previews.sorted())")
        for preview in previews {
            let object = URL(fileURLWithPath: preview).lastPathComponent + ".o"
            let built = root.appendingPathComponent(".build/debug/DemoPreviews.build/\(object)")
            #expect(FileManager.default.fileExists(atPath: built.path), "\(preview) was not compiled")
        }
    }

    @Test func aMissingDeclarationIsNamedInTheFailure() {
        let output = """
            /tmp/Demo/Sources/DemoUI/Profile/ProfileScreen.swift:31:28: error: value of type 'ProgressView<EmptyView, EmptyView>' has no member 'bogus'
            /tmp/Demo/Sources/DemoUI/Profile/ProfileScreen.swift:31:28: error: value of type 'ProgressView<EmptyView, EmptyView>' has no member 'bogus'
            /tmp/Demo/Sources/DemoUI/Profile/ProfileScreen.swift:40:9: error: cannot find 'ContentUnavailableView' in scope
            /tmp/Demo/Sources/DemoUI/Profile/ProfileScreen.swift:41:9: error: cannot find type 'ScenePhase' in scope
            /tmp/Demo/Sources/DemoUI/Transaction/TransactionScreen.swift:40:34: error: 'Transaction' is ambiguous for type lookup in this context
            """
        let diagnosis = FrameworkStandIns.diagnosis(of: output)
        #expect(
            diagnosis.hasPrefix(
                "not declared: ProgressView<EmptyView, EmptyView>.bogus, ContentUnavailableView, ScenePhase — if SwiftUI"
            ))
        #expect(diagnosis.contains("'Transaction' is ambiguous"))
        #expect(diagnosis.components(separatedBy: "has no member 'bogus'").count == 2, "each error once")
    }
}
