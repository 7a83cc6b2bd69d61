import StrataTestSupport
import Testing

@testable import StrataVerify

/// Roles come from the project's own type graph, not from the first name a declaration writes:
/// a view controller behind a generic base class, a typealias or a protocol of the app's is still
/// a view controller, and a subclass of the app's base view model is a view model.
@Suite struct TypeGraphRoleTests {
    static let baseViewController = """
        import UIKit

        class BaseViewController<ViewModel: BaseViewModel>: UIViewController {
            let viewModel: ViewModel
            init(viewModel: ViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
        }

        """

    @Test func viewControllersBehindGenericBasesAliasesAndExtensionsAreUI() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Presentation/Base/BaseViewController.swift": Self.baseViewController,
            "App/Presentation/Base/BaseViewModel.swift": "class BaseViewModel {}\n",
            "App/Presentation/Login/LoginViewController.swift":
                "import RxSwift\n\nfinal class LoginViewController: BaseViewController<LoginViewModel> {\n    let bag = DisposeBag()\n}\n",
            "App/Presentation/Login/LoginViewModel.swift": "final class LoginViewModel: BaseViewModel {}\n",
            "App/Presentation/Main/MainTabs.swift": "import UIKit\n\nfinal class MainTabs: UITabBarController {}\n",
            "App/Presentation/Main/Screen.swift": "import UIKit\n\ntypealias Screen = UIKit.UIViewController\n",
            "App/Presentation/About/AboutPage.swift": "final class AboutPage: Screen {}\n",
            "App/Presentation/Badge/Badge.swift": "struct Badge {\n    let count: Int\n}\n",
            "App/Presentation/Badge/Badge+View.swift":
                "import SwiftUI\n\nextension Badge: View {\n    var body: some View { Text(\"\\(count)\") }\n}\n",
            "App/Presentation/Cards/CardView.swift":
                "import SwiftUI\n\nprotocol CardView: View {}\n\nstruct PriceCard: CardView {\n    var body: some View { Text(\"1\") }\n}\n",
        ])
        #expect(layers["App/Presentation/Base/BaseViewController.swift"] == "ui")
        #expect(layers["App/Presentation/Login/LoginViewController.swift"] == "ui")
        #expect(layers["App/Presentation/Login/LoginViewModel.swift"] == "presentation")
        #expect(layers["App/Presentation/Main/MainTabs.swift"] == "ui")
        #expect(layers["App/Presentation/About/AboutPage.swift"] == "ui")
        #expect(layers["App/Presentation/Badge/Badge.swift"] == "ui")
        #expect(layers["App/Presentation/Cards/CardView.swift"] == "ui")
    }

    /// A subclass of the app's base view model is a view model whatever it is called, and a class
    /// that only shares a name ending with a view controller is not one.
    @Test func subclassesOfTheAppsBaseViewModelAreViewModels() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Presentation/Base/BaseViewModel.swift": "class BaseViewModel {}\n",
            "App/Screens/Checkout/CheckoutLogic.swift": "final class CheckoutLogic: BaseViewModel {}\n",
            "App/Screens/Checkout/CheckoutViewController.swift":
                "import UIKit\n\nfinal class CheckoutViewController: UIViewController {}\n",
        ])
        #expect(layers["App/Screens/Checkout/CheckoutLogic.swift"] == "presentation")
        #expect(layers["App/Screens/Checkout/CheckoutViewController.swift"] == "ui")
    }

    @Test func headNamesSkipModulesAndGenericArguments() {
        #expect(TypeText.headName(in: "BaseViewController<LoginViewModel>") == "BaseViewController")
        #expect(TypeText.headName(in: "UIKit.UIViewController") == "UIViewController")
        #expect(TypeText.headName(in: "any Repository") == "Repository")
        #expect(TypeText.headName(in: "@unchecked Sendable") == "Sendable")
        #expect(TypeText.headName(in: "Base<Dictionary<String, Int>>.Nested") == "Nested")
        #expect(TypeText.headName(in: "") == nil)
    }
}
