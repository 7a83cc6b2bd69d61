import DemoDomain
import Foundation

extension Profile {
    /// Two values that differ in every field, so a test notices any field that is lost or mixed up; the
    /// screens' previews show them too.
    public static let sample = Profile(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        name: "Sample name",
        age: 42
    )

    public static let otherSample = Profile(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        name: "Ünïcödé name 東京 🎉",
        age: nil
    )
}
