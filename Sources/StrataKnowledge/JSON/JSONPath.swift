import Foundation

/// A location inside a JSON document, written `$.rules[3].severity` in messages.
///
/// Components are literal-friendly so validators can write `["rules", 3, "severity"]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case key(String)
        case index(Int)

        public init(stringLiteral value: String) { self = .key(value) }
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    public let components: [Component]

    public static let root = JSONPath([])

    public init(_ components: [Component]) {
        self.components = components
    }

    public init(arrayLiteral components: Component...) {
        self.components = components
    }

    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    public func appending(key: String) -> JSONPath { appending(.key(key)) }
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isPlainKey(key):
                text += "." + key
            case .key(let key):
                text += "[\"" + key.replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
            }
        }
        return text
    }

    /// Keys that can be written after a dot without ambiguity.
    private static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return key.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
