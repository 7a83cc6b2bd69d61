import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

/// SwiftUI makes a screen value again on every redraw of its parent and keeps the first one's state. A screen whose
/// init takes a built view model or store has every such value build one, with its use cases, to throw away; the
/// screens take an autoclosure and keep what it builds once (`@StateObject` in the combine style, `BuiltOnce` in
/// `@State` in the others, whose `BuiltOnceTests` hold the once).
@Suite struct ScreenModelOwnershipTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func everyScreenBuildsItsModelOnceFromAnAutoclosure(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough(style: style).files()
        let screens = files.filter { path, text in
            path.hasPrefix("Sources/DemoUI/")
                && (text.contains("public init(viewModel:") || text.contains("public init(store:"))
        }
        #expect(screens.count >= 2, "\(files.keys.sorted())")
        let model = style == .store ? "store" : "viewModel"
        let held =
            switch style {
            case .combine: "@StateObject private var viewModel:"
            case .observable: "@State private var builtViewModel: BuiltOnce<"
            case .store: "@State private var builtStore: BuiltOnce<"
            }
        for (path, text) in screens {
            #expect(text.contains("public init(\(model): @autoclosure @escaping () -> "), "\(path)")
            #expect(text.contains(held), "\(path)")
            #expect(!text.contains("@State private var \(model):"), "\(path)")
        }
    }
}
