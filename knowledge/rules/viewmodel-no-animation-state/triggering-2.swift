import SwiftUI

@MainActor
@Observable
final class CardViewModel {
    var ↓cardOffset: Double?
    var ↓contentInset: Float = 0
    var ↓heightConstant: Double = 44
    var ↓transaction = Transaction()
    var ↓shake: CGAffineTransform = .identity
    private(set) var isSaved = false

    func save() {
        ↓withAnimation(.spring) { isSaved = true }
    }
}

extension CardViewModel {
    func reset() {
        ↓withTransaction(transaction) { isSaved = false }
    }
}
