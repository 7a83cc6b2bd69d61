/// An action on loaded values that failed — a refresh, a save, a delete — while those values stay on screen.
///
/// It is separate from `LoadState` so a failure never wipes the content: the screen shows `title` and `message`
/// in an alert whose retry sends `action` again, the very action that failed, rather than reloading.
public struct ActionFailure<Action: Equatable & Sendable>: Equatable, Sendable {
    public let action: Action
    public let title: String
    public let message: String

    public init(action: Action, title: String, message: String) {
        self.action = action
        self.title = title
        self.message = message
    }
}
