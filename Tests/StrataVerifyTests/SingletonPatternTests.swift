import Testing

@testable import StrataVerify

/// What no-singletons-in-core counts in real apps: shared instances and service
/// locators, not factory calls or value constants that happen to be called `default`.
@Suite struct SingletonPatternTests {
    @Test func serviceLocatorsCountAndFactoriesAndValueConstantsDoNot() throws {
        let files = [
            "App/Scenes/CameraViewModel.swift": """
            import AVFoundation
            import Resolver

            final class CameraViewModel {
                @↓Injected private var capture: CaptureUseCase
                @↓LazyInjected private var settings: SettingsUseCase
                private let center = NotificationCenter.↓default

                func start() {
                    let device = AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back)
                    _ = device
                }
            }
            """,
            "App/Domain/CameraOptions.swift": """
            struct CameraOptions: Equatable {
                var zoom = 1.0
                static let `default` = CameraOptions()
            }

            enum Limits {
                static let standard = 3
            }

            final class Session {
                static let ↓shared = Session()
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "no-singletons-in-core", files: files,
            layers: [("domain", ["App/Domain/**"]), ("presentation", ["App/Scenes/**"])])
        #expect(result.found == result.expected)
    }
}
