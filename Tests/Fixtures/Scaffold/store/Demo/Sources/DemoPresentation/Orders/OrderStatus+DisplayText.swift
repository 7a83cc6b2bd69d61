import DemoDomain
import Foundation

extension OrderStatus: DisplayText {
    /// Each case as the user reads it, from the String Catalog: a case added to the type fails to build here until
    /// it has its text.
    public var displayText: String {
        switch self {
        case .placeholder:
            NSLocalizedString("Placeholder", bundle: .module, comment: "An OrderStatus as a field shows it")
        }
    }
}
