import Foundation
import StrataKnowledge

/// The package files generated features build on, marked `"neededByFeatures": true` in the package template,
/// which `strata feature` and `strata add` plan with the files they write. A package made by an earlier Strata can lack one the feature templates have since started to use, and a
/// feature that does not build is worse than one that brings its support along.
extension Scaffolder {
    /// The support files the package at `root` lacks, rendered as `strata new` would write them. A file the
    /// package has is the team's, edited or not, and is neither read for comparison nor planned; so is one whose
    /// types the package declares in another file (the team moved it), which a second copy would redeclare.
    func missingSupportFiles(module: String, style: ViewModelStyleID, root: URL) throws -> [RenderedFile] {
        let support = try package(Self.packageTemplateID).render(inputs: ["module": module], style: style) {
            $0.neededByFeatures
        }
        var missing: [RenderedFile] = []
        for file in support where try Self.read(file.path, in: root) == nil { missing.append(file) }
        guard !missing.isEmpty else { return [] }
        let declared = NameCollisions.existingDeclarations(in: root, excluding: [])
        return missing.filter { file in
            !NameCollisions.topLevelTypeNames(in: file.contents).contains { declared[$0] != nil }
        }
    }
}
