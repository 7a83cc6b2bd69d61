/// One layer of the architecture: what it is for, what it may import and which layers it may
/// depend on.
public struct ArchitectureLayer: Codable, Sendable, Equatable {
    /// The placeholder every module name starts with.
    public static let modulePlaceholder = "{{module}}"

    public let id: LayerID
    public let name: String
    public let purpose: String
    /// The layer's module name pattern, e.g. `{{module}}Domain`.
    public let module: String
    /// Whether the layer has its own test target (`{{module}}<Layer>Tests`).
    public let tested: Bool
    public let belongs: [String]
    public let mustNot: [String]
    public let imports: ImportPolicy
    /// The layers whose modules this layer may import.
    public let dependsOn: [LayerID]
    public let inference: Patterns

    /// The module name without the module placeholder, e.g. `Domain`; a target whose name ends
    /// with it belongs to this layer.
    public var moduleSuffix: String {
        module.hasPrefix(Self.modulePlaceholder)
            ? String(module.dropFirst(Self.modulePlaceholder.count)) : module
    }

    /// The layer's module name for a concrete package, e.g. `DemoDomain` for `Demo`.
    public func moduleName(for packageModule: String) -> String {
        packageModule + moduleSuffix
    }

    public struct ImportPolicy: Codable, Sendable, Equatable {
        public let mode: Mode
        /// Closed: the only modules allowed. Open: the usual ones, listed for guidance.
        public let allowed: [String]
        /// Modules that are never allowed, whatever the mode.
        public let forbidden: [String]

        public enum Mode: String, Codable, Sendable {
            /// Only `allowed` modules (and permitted layer modules) may be imported.
            case closed
            /// Any module except `forbidden` ones may be imported.
            case open
        }
    }

    /// Glob patterns (one path component each, `*` wildcard) that place existing code in the layer.
    public struct Patterns: Codable, Sendable, Equatable {
        public let folders: [String]
        public let files: [String]
    }
}
