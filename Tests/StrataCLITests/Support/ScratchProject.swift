import Foundation
import StrataTestSupport

/// A throw-away project on disk for end-to-end command tests, removed with the value.
final class ScratchProject {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).writeWithoutSyncing(to: file)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path)
    }

    /// A small layered package: one domain error, one ui warning, one clean file.
    static func withFindings() throws -> ScratchProject {
        try ScratchProject([
            "Sources/DemoDomain/Badge.swift":
                "import UIKit\n\npublic struct Badge: Equatable {\n    public let title: String\n}\n",
            "Sources/DemoUI/Tint.swift": "import SwiftUI\n\nstruct Tint {\n    let color = Color.red\n}\n",
            "Sources/DemoDomain/Profile.swift": "import Foundation\n\npublic struct Profile: Equatable {}\n",
        ])
    }
}
