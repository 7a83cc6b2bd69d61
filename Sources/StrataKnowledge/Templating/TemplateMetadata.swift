import Foundation

/// Where in the generated app a template writes: into one of the architecture's layers, its tests, or
/// the package around them (the manifest, the README).
public enum TemplateLayer: Hashable, Sendable, CaseIterable, RawRepresentable {
    case layer(LayerID)
    case tests
    case package

    public static let allCases: [TemplateLayer] = LayerID.allCases.map(Self.layer) + [.tests, .package]

    public init?(rawValue: String) {
        switch rawValue {
        case "tests": self = .tests
        case "package": self = .package
        default:
            guard let layer = LayerID(rawValue: rawValue) else { return nil }
            self = .layer(layer)
        }
    }

    public var rawValue: String {
        switch self {
        case .layer(let layer): layer.rawValue
        case .tests: "tests"
        case .package: "package"
        }
    }
}

public struct TemplateVariable: Equatable, Sendable {
    public let name: String
    public let type: TemplateVariableType
    public let description: String
    /// The input-string form used when the user gives none.
    public let defaultValue: String?
    /// For `identifier` and `list` variables: the only names accepted (e.g. the operations a
    /// template knows how to generate); empty means any valid identifier.
    public let choices: [String]
}

public struct TemplateOutputFile: Sendable {
    /// The template file's name inside the template folder, e.g. `ViewModel.swift.tmpl`.
    public let template: String
    /// The output path as written in template.json.
    public let outputPattern: String
    /// The output path as a template, e.g. `Sources/{{ module }}Domain/{{ feature }}.swift`.
    public let output: Template
    /// The styles this file is generated for (all of the template's styles unless listed).
    public let styles: [ViewModelStyleID]
    /// Whether generated features build on this package file (`"neededByFeatures": true`), so `strata feature`
    /// brings it into a package made before the template had it.
    public let neededByFeatures: Bool
}

/// A template's `template.json`, validated. The format is TEMPLATES_SPEC.md plus a required
/// `"version"` string (`MAJOR.MINOR.PATCH`) that the manifest records.
public struct TemplateMetadata: Sendable {
    public let id: String
    public let version: String
    public let description: String
    public let layer: TemplateLayer
    public let styles: [ViewModelStyleID]
    public let variables: [TemplateVariable]
    public let files: [TemplateOutputFile]

    /// Decodes and checks `template.json`, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - folderID: the template's folder name, which the `id` must equal.
    ///   - folderFiles: the names of the other files in the template folder.
    public static func load(
        from text: String, file: String, folderID: String, folderFiles: Set<String>
    ) throws(KnowledgeErrors) -> TemplateMetadata {
        let document = try StrictJSONDecoder().decodeDocument(RawMetadata.self, from: Data(text.utf8), file: file)
        var validator = TemplateMetadataValidator(document: document, folderID: folderID, folderFiles: folderFiles)
        return try validator.validate()
    }
}

/// template.json as written, with every constrained value still a string, so that all bad
/// values can be reported together rather than decoding stopping at the first one.
struct RawMetadata: Decodable {
    let id: String
    let version: String
    let description: String
    let layer: String
    let styles: [String]
    let variables: [RawVariable]
    let files: [RawFile]

    struct RawVariable: Decodable {
        let name: String
        let type: String
        let description: String
        let `default`: String?
        let choices: [String]?
    }

    struct RawFile: Decodable {
        let template: String
        let output: String
        let styles: [String]?
        let neededByFeatures: Bool?
    }
}
