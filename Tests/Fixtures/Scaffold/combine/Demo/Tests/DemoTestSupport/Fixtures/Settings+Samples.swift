import DemoDomain
import Foundation

extension Settings {
    /// Two values that differ in every field, so a test notices any field that is lost or mixed up; the
    /// screens' previews show them too.
    public static let sample = Settings(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        theme: "Sample theme",
        notificationsEnabled: true
    )

    public static let otherSample = Settings(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        theme: "Ünïcödé theme 東京 🎉",
        notificationsEnabled: false
    )
}
