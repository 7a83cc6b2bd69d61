// A stand-in for Xcode's PreviewsMacros plugin, which implements SwiftUI's `#Preview`: the
// compiler type-checks a macro's arguments before expanding it, so expanding every `#Preview` to
// nothing still compiles each preview's body against the stand-in SwiftUI. It speaks the compiler's
// plugin protocol directly (8-byte little-endian length, then JSON), since the package takes no
// dependency such as swift-syntax.

import Foundation

func receive() -> [String: Any]? {
    let header = FileHandle.standardInput.readData(ofLength: 8)
    guard header.count == 8 else { return nil }
    let length = UInt64(littleEndian: header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
    let body = FileHandle.standardInput.readData(ofLength: Int(length))
    return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
}

func send(_ message: [String: Any]) {
    guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
    var length = UInt64(body.count).littleEndian
    FileHandle.standardOutput.write(Data(bytes: &length, count: 8) + body)
}

while let message = receive() {
    if message["getCapability"] != nil {
        send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else {
        send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    }
}
