import SwiftUI

struct Transaction: Identifiable {
    let id: UUID
    let amount: Decimal
}

@MainActor
@Observable
final class TransactionsViewModel {
    private(set) var transactions: [Transaction] = []
    private(set) var selected: Transaction?
    private(set) var chartPoints: [CGPoint] = []
}
