import Foundation
import StrataKnowledge

/// The part of a project's `strata.json` the scaffolder needs: the module name and style.
struct ProjectSettings: Sendable {
    var root: URL
    var module: String
    var style: TemplateStyle

    /// Reads the `strata.json` of the package around `directory`.
    static func load(around directory: URL) throws -> ProjectSettings {
        guard let root = ProjectLocator.root(from: directory),
            FileManager.default.fileExists(atPath: root.appendingPathComponent("strata.json").path)
        else { throw ScaffoldUsageError.notAStrataPackage(directory: directory.path) }
        let file = root.appendingPathComponent("strata.json")
        let data = try Data(contentsOf: file)
        let object = try JSONParser.parse(data, file: file.path)
        guard case .string(let module)? = object["module"]?.kind else {
            throw ScaffoldUsageError.missingSetting(file: file.path, key: "module")
        }
        let styleName: String
        if case .string(let name)? = object["style"]?.kind { styleName = name } else { styleName = "observable" }
        guard let style = TemplateStyle(rawValue: styleName) else {
            throw ScaffoldUsageError.unknownStyle(file: file.path, style: styleName)
        }
        return ProjectSettings(root: root, module: module, style: style)
    }
}

enum ScaffoldUsageError: Error, CustomStringConvertible {
    case notAStrataPackage(directory: String)
    case missingSetting(file: String, key: String)
    case unknownStyle(file: String, style: String)

    var description: String {
        switch self {
        case .notAStrataPackage(let directory):
            return "no strata.json in \(directory) or any folder above it; run 'strata new <Name>' first, "
                + "or 'strata init --adopt' in an existing package"
        case .missingSetting(let file, let key):
            return "\(file): missing \"\(key)\"; add it (see 'strata help init')"
        case .unknownStyle(let file, let style):
            return "\(file): unknown style \"\(style)\"; use one of: "
                + TemplateStyle.allCases.map(\.rawValue).joined(separator: ", ")
        }
    }
}
