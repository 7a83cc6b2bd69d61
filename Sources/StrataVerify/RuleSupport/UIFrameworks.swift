/// The platform's UI frameworks, which only the ui layer may import, and how their types are named.
enum UIFrameworks {
    static let modules: Set<String> = ["SwiftUI", "UIKit", "AppKit"]

    /// A UIKit type (`UIColor`, `UINib`), by UIKit's prefix.
    static func isUIKitName(_ name: some StringProtocol) -> Bool {
        name.hasPrefix("UI") && name.dropFirst(2).first?.isUppercase == true
    }
}
