import Foundation
import Testing

@testable import StrataVerify

/// What the view-model style asks of an app that chose none, held end to end through `init --adopt`.
extension UnseenAppPrincipleTests {
    /// An app whose view models follow none of the styles (UIKit + RxSwift) gets no style from `init --adopt`.
    /// Its view models are then held only to what every style asks (`@MainActor`), not to the default style's
    /// `@Observable`, which the team never chose.
    @Test func withoutAStyleAViewModelIsHeldOnlyToWhatEveryStyleAsks() throws {
        let viewModel = { (name: String) in
            """
            import RxRelay
            import RxSwift

            final class ↓\(name)ViewModel {
                let query = BehaviorRelay<String>(value: "")
                private let disposeBag = DisposeBag()
            }
            """
        }
        let controller = { (name: String) in
            "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    var viewModel: \(name)ViewModel?\n}\n"
        }
        let result = try Self.adoptedFindings(
            "viewmodel-style",
            files: [
                "App/Scenes/Search/SearchViewModel.swift": viewModel("Search"),
                "App/Scenes/Search/SearchViewController.swift": controller("Search"),
                "App/Scenes/Weather/WeatherViewModel.swift": viewModel("Weather"),
                "App/Scenes/Weather/WeatherViewController.swift": controller("Weather"),
            ])
        #expect(result.found == result.expected)
    }
}
