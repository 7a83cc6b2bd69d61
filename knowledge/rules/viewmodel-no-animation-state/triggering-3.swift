import CoreGraphics

struct SpacerRowViewModel {
    let ↓height: CGFloat
    let title: String
}
