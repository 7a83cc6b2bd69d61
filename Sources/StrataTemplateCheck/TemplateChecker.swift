import Foundation
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// `strata templates check`: proves every template in effect still works. Each template is
/// checked on its own (metadata, tags, declared and used variables, a render with sample
/// values in every style it declares, clean Swift); then the sample package is generated per
/// style and must pass `strata verify` with no finding — and, with `build`, `swift build` and
/// `swift test`. Problems come back as verify findings located in the template files.
public struct TemplateChecker: Sendable {
    public let library: ResourceLibrary
    public let knowledge: VerifyKnowledge

    public init(library: ResourceLibrary, knowledge: VerifyKnowledge) {
        self.library = library
        self.knowledge = knowledge
    }

    public struct Options: Sendable {
        /// Also build the sample packages and run their tests (minutes, not seconds).
        public var build: Bool
        /// Only these styles; nil checks every style.
        public var styles: [ViewModelStyleID]?
        /// Findings name template files relative to this folder when they are inside it.
        public var workingDirectory: String
        /// Told what is happening during the long steps.
        public var progress: @Sendable (String) -> Void
        /// The legacy adapters the sample package gets. Building one over RxSwift fetches the RxSwift package,
        /// which a check without network access leaves out.
        public var sampleAdapters: [SamplePackage.Adapter]

        public init(
            build: Bool = false, styles: [ViewModelStyleID]? = nil, workingDirectory: String,
            progress: @escaping @Sendable (String) -> Void = { _ in },
            sampleAdapters: [SamplePackage.Adapter] = SamplePackage.adapters
        ) {
            self.build = build
            self.styles = styles
            self.workingDirectory = workingDirectory
            self.progress = progress
            self.sampleAdapters = sampleAdapters
        }
    }

    public struct Result: Sendable {
        public var report: VerifyReport
        public var templateIDs: [String]
        /// The styles a sample package was generated in.
        public var sampleStyles: [ViewModelStyleID]
        /// Whether templates that do not load kept the sample package from being generated.
        public var sampleBlocked: Bool
    }

    public func check(_ options: Options) -> Result {
        var findings = TemplateFindings(library: library, workingDirectory: options.workingDirectory)
        var packages: [(package: TemplatePackage, metadataFile: ResourceFile)] = []
        var fileCount = 0
        var lineCount = 0
        for id in library.templateIDs {
            let files = library.templateFiles(id: id)
            fileCount += files.count
            lineCount += files.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
            guard let metadataFile = files.first(where: { $0.path == "Templates/\(id)/template.json" }) else {
                continue
            }
            do {
                packages.append((try TemplatePackage.load(id: id, from: library), metadataFile))
            } catch {
                for problem in error.errors { findings.add(problem, fallbackFile: metadataFile.location) }
            }
        }

        for (id, files) in foldersWithoutMetadata() {
            findings.add(
                .metadata, file: files[0].location, line: 1, column: 1,
                message: "template folder \"\(id)\" has no template.json, so it hides any template of that id "
                    + "without replacing it; add one ('strata templates eject \(id)' starts from the shipped copy) "
                    + "or delete the folder")
        }

        let scaffolder = Scaffolder(library: library)
        let renderCheck = TemplateRenderCheck(scaffolder: scaffolder, styles: options.styles)
        for (package, metadataFile) in packages {
            VariableUsageCheck.check(package, metadataFile: metadataFile, into: &findings)
            renderCheck.check(package, metadataFile: metadataFile, into: &findings)
        }

        var sampleStyles: [ViewModelStyleID] = []
        let everyTemplateLoads = packages.count == library.templateIDs.count && foldersWithoutMetadata().isEmpty
        if everyTemplateLoads,
            let packageTemplate = packages.first(where: { $0.package.metadata.id == Scaffolder.packageTemplateID })
        {
            sampleStyles = packageTemplate.package.metadata.styles.filter { options.styles?.contains($0) ?? true }
            let sampleCheck = SamplePackageCheck(
                scaffolder: scaffolder, knowledge: knowledge, build: options.build, adapters: options.sampleAdapters,
                packageMetadata: packageTemplate.metadataFile.location, progress: options.progress)
            let workspace = FileManager.default.temporaryDirectory
                .appendingPathComponent("strata-templates-check-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: workspace) }
            for style in sampleStyles {
                sampleCheck.run(style: style, in: workspace.appendingPathComponent(style.rawValue), into: &findings)
            }
        }

        let checks = TemplateCheck.allCases.filter { options.build || !$0.needsBuild }
        let report = VerifyReport(
            findings: findings.findings, staleBaselineEntries: [], problems: [], filesChecked: fileCount,
            linesChecked: lineCount, rules: checks.map(\.reported))
        return Result(
            report: report, templateIDs: library.templateIDs, sampleStyles: sampleStyles,
            sampleBlocked: !everyTemplateLoads)
    }

    /// Template folders holding files but no template.json, by id.
    private func foldersWithoutMetadata() -> [(id: String, files: [ResourceFile])] {
        let templateFiles = library.files.filter {
            $0.path.hasPrefix("Templates/") && $0.path.split(separator: "/").count > 2
        }
        let folders = Dictionary(grouping: templateFiles) { String($0.path.split(separator: "/")[1]) }
        return folders.filter { !library.templateIDs.contains($0.key) }.sorted { $0.key < $1.key }.map {
            ($0.key, $0.value)
        }
    }
}
