import Testing

@testable import StrataVerify

/// `init --adopt` and the shared layer: folders of code every layer uses (`Common`, `Utilities`,
/// `Extensions`) are shared at the top of the app, their layer's inside a layer's folder, and a
/// file of theirs that names a layer's types is that layer's helper.
@Suite struct SharedLayerAdoptTests {
    @Test func sharedFoldersAtTheTopAreSharedAndInsideALayerAreThatLayers() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Common/Formatters.swift":
                "import Foundation\n\nenum Formatters {\n    static let day = DateFormatter()\n}\n",
            "App/Utilities/Log.swift": "func log(_ message: String) { print(message) }\n",
            "App/Data/Extensions/URLRequest+JSON.swift":
                "import Foundation\n\nextension URLRequest {\n    mutating func acceptJSON() {}\n}\n",
            "App/Data/Network/OrderDTO.swift": "struct OrderDTO: Decodable { let id: Int }\n",
            "App/Domain/Entities/Order.swift": "struct Order { let id: Int }\n",
        ])
        #expect(layers["App/Common/Formatters.swift"] == "shared")
        #expect(layers["App/Utilities/Log.swift"] == "shared")
        #expect(layers["App/Data/Extensions/URLRequest+JSON.swift"] == "data")
    }

    /// Shared code knows no layer: a file of a shared folder naming domain entities and data
    /// records is data's helper, and a UIKit extension naming a domain value is ui's (domain and
    /// data may not import UIKit), not domain's.
    @Test func sharedFolderFilesNamingLayersGoToTheInnermostLayerThatMayHoldThem() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Common/JSONReader.swift":
                "struct JSONReader {\n    func orders(_ records: [OrderDTO]) -> [Order] { records.map { Order(id: $0.id) } }\n}\n",
            "App/Common/UIImage+Order.swift":
                "import UIKit\n\nextension UIImage {\n    static func badge(for order: Order) -> UIImage? { nil }\n}\n",
            "App/Common/Clock.swift": "struct Clock {\n    var now: () -> Double\n}\n",
            "App/Data/Network/OrderDTO.swift": "struct OrderDTO: Decodable { let id: Int }\n",
            "App/Domain/Entities/Order.swift": "struct Order { let id: Int }\n",
        ])
        #expect(layers["App/Common/JSONReader.swift"] == "data")
        #expect(layers["App/Common/UIImage+Order.swift"] == "ui")
        #expect(layers["App/Common/Clock.swift"] == "shared")
    }

    /// State a ui folder holds that view models use moves to presentation with what it is built
    /// from, so the move does not make presentation depend on ui.
    @Test func viewModelStateMovesWithWhatItIsBuiltFrom() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/UI/Validation/FieldError.swift": "protocol FieldError: Error {}\n",
            "App/UI/Validation/NameError.swift": "enum NameError: FieldError {\n    case empty\n}\n",
            "App/Presentation/SignUpViewModel.swift":
                "final class SignUpViewModel {\n    var error: NameError?\n}\n",
        ])
        #expect(layers["App/UI/Validation/NameError.swift"] == "presentation")
        #expect(layers["App/UI/Validation/FieldError.swift"] == "presentation")
    }
}
