@MainActor
@Observable
final class StoreViewModel {
    private(set) var price: Double = 9.99
    private(set) var rating: Double?
    private(set) var latitude: Double = 0
    private(set) var downloadProgress: Double = 0
    private(set) var discountRate: Float = 0.1
    private(set) var paddingCharacter = " "
    private(set) var isExpanded = false

    func toggle() { isExpanded.toggle() }
}
