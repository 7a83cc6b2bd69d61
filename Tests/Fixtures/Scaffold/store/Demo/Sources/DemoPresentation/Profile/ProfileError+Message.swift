import DemoDomain

extension ProfileError {
    /// The text the user reads when an action on `Profile` values fails: this feature's errors by their
    /// cause, anything else in general terms.
    static func message(for error: any Error) -> String {
        switch error as? ProfileError {
        case .unavailable:
            "The service can't be reached. Check your connection and try again."
        case .notFound:
            "It no longer exists. Refresh to see what is stored now."
        case .invalidData:
            "The data received could not be read. Please try again later."
        case nil:
            "Something went wrong. Please try again."
        }
    }
}
