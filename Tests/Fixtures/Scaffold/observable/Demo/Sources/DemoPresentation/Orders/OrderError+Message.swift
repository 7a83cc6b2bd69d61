import DemoDomain
import Foundation

extension OrderError {
    /// The text the user reads when an action on `Order` values fails: this feature's errors by their
    /// cause, anything else in general terms.
    ///
    /// Texts are keys of the String Catalog, written in English so a missing translation still reads well.
    /// `NSLocalizedString` rather than `String(localized:)` because this target also builds where Foundation lacks
    /// the latter (Linux); Xcode extracts both into the catalog.
    public static func message(for error: any Error) -> String {
        switch error as? OrderError {
        case .unavailable:
            NSLocalizedString(
                "The service can't be reached. Check your connection and try again.", bundle: .module,
                comment: "A failure because the service is unreachable")
        case .notFound:
            NSLocalizedString(
                "It no longer exists. Refresh to see what is stored now.", bundle: .module,
                comment: "A failure because the item was removed elsewhere")
        case .invalidData:
            NSLocalizedString(
                "The data received could not be read. Please try again later.", bundle: .module,
                comment: "A failure because the service sent something unreadable")
        case nil:
            NSLocalizedString(
                "Something went wrong. Please try again.", bundle: .module, comment: "A failure of unknown cause")
        }
    }
}
