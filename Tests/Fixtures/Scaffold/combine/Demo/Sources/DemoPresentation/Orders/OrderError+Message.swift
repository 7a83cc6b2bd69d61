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
        case .notAuthorized:
            NSLocalizedString(
                "You aren't allowed to do this. Sign in again or ask for access.", bundle: .module,
                comment: "A failure because the user is not signed in or lacks permission")
        case .rejected:
            NSLocalizedString(
                "The service didn't accept this. Check what you entered and try again.", bundle: .module,
                comment: "A failure because the service refused the request")
        case .serverFailure:
            NSLocalizedString(
                "The service has a problem right now. Please try again later.", bundle: .module,
                comment: "A failure on the service's side")
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
