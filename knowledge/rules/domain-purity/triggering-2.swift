import ↓UIKit

public struct Badge: Equatable {
    public let title: String
    public let tint: UIColor
}
