import SwiftScanner

/// Reads the project's Package.swift into the facts layer-dependency checks.
enum ManifestReader {
    static func read(projectRoot: String, layerMap: LayerMap, knowledge: VerifyKnowledge) -> ManifestFacts? {
        nil
    }
}
