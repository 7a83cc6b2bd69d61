import Testing

@testable import StrataVerify

/// Composable Architecture constructs of real apps beyond imports and macros.
@Suite struct ComposableArchitecturePatternTests {
    /// TCA navigation (stack and presentation state and actions, `ifLet`/`forEach` composition)
    /// and a preview building a `Store(initialState:)`; `Sequence.forEach` and a `Store` of the
    /// app's own are not TCA.
    @Test func composableArchitectureNavigationAndStoresAreFound() throws {
        let feature = """
            import ↓ComposableArchitecture

            ↓@Reducer
            struct LibraryFeature {
                ↓@ObservableState
                struct State {
                    var path = ↓StackState<Book.State>()
                    ↓@Presents var alert: AlertState<Action.Alert>?
                }

                enum Action {
                    case path(↓StackActionOf<Book>)
                    case alert(↓PresentationAction<Alert>)
                }

                var body: some ↓ReducerOf<Self> {
                    ↓Reduce { state, action in
                        [1, 2].forEach { print($0) }
                        return .none
                    }
                    .↓ifLet(\\.$alert, action: \\.alert)
                    .↓forEach(\\.path, action: \\.path)
                }
            }
            """
        let view = """
            import ↓ComposableArchitecture
            import SwiftUI

            struct LibraryView: View {
                let store: ↓StoreOf<LibraryFeature>
                let shelf = Store(books: [])
                var body: some View { Text("Library") }
            }

            #Preview {
                LibraryView(store: ↓Store(initialState: LibraryFeature.State()) { LibraryFeature() })
            }
            """
        let result = try RealAppPatternTests.check(
            "viewmodel-no-tca",
            files: ["App/Scenes/Library/LibraryFeature.swift": feature, "App/Views/LibraryView.swift": view],
            layers: [("presentation", ["App/Scenes/**"]), ("ui", ["App/Views/**"])])
        #expect(result.found == result.expected)
    }
}
