import AVFoundation

public struct CaptureSettings: Equatable, Sendable {
    public var zoom = 1.0
    public static let `default` = CaptureSettings()

    public func hasCamera() -> Bool {
        AVCaptureDevice.default(for: .video) != nil
    }
}
