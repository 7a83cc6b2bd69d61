import Foundation
import StrataCore
import StrataKnowledge
import SwiftScanner

/// What to verify and how.
public struct VerifyRequest: Sendable {
    /// The folder strata.json and Package.swift belong to; layer globs are relative to it.
    public var projectRoot: String
    /// Absolute files or folders to check.
    public var paths: [String]
    /// Findings name files relative to this folder when they are inside it.
    public var workingDirectory: String
    public var configuration: ProjectConfiguration?
    public var baseline: Baseline?
    /// Reports only these rules' findings while every rule still runs, so suppressions are
    /// judged as in a full run (the examples harness checks one rule at a time).
    public var reportedRules: Set<String>?
    /// Text to check instead of what is on disk, by path relative to the project root: code an
    /// agent has not written yet. These files are checked (whether or not they exist) in place of
    /// `paths`, against the rest of the project as it is on disk.
    public var unsavedFiles: [String: String]
    /// The project's own rules, from `.strata/rules.json`, run beside the shipped ones.
    public var projectRules: [ProjectRuleDefinition]
    /// Keep a per-file analysis cache in the project (see `AnalysisCache`); nil runs cold.
    public var cache: AnalysisCacheSettings?

    public init(
        projectRoot: String, paths: [String], workingDirectory: String, configuration: ProjectConfiguration? = nil,
        baseline: Baseline? = nil, reportedRules: Set<String>? = nil, unsavedFiles: [String: String] = [:],
        projectRules: [ProjectRuleDefinition] = [], cache: AnalysisCacheSettings? = nil
    ) {
        self.projectRules = projectRules
        self.cache = cache
        self.projectRoot = projectRoot
        self.paths = paths
        self.workingDirectory = workingDirectory
        self.configuration = configuration
        self.baseline = baseline
        self.reportedRules = reportedRules
        self.unsavedFiles = unsavedFiles
    }
}

/// Runs every enabled rule over a project: files in parallel, then project rules, then
/// suppressions and the baseline.
public struct VerifyEngine: Sendable {
    public let knowledge: VerifyKnowledge

    public init(knowledge: VerifyKnowledge) {
        self.knowledge = knowledge
    }

    public func run(
        _ request: VerifyRequest, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) throws(VerifyError) -> VerifyResult {
        let root = SourceDiscovery.normalized(request.projectRoot)
        let configuration = request.configuration
        let discovery = SourceDiscovery(projectRoot: root, excluded: (configuration?.exclude ?? []).map(Glob.init))
        var found = request.unsavedFiles.isEmpty ? discovery.discover(request.paths) : SourceDiscovery.Result()
        let isWholeProject =
            request.unsavedFiles.isEmpty && request.paths.map(SourceDiscovery.normalized).contains(root)
        // The whole project's files, walked once: a partial run still infers layers, reads manifests
        // and gathers facts for the project rules from all of them.
        let wholeProjectFiles = isWholeProject ? found.files : discovery.discover([root]).files
        var xcode = XcodeScope(root: root, discovered: wholeProjectFiles)
        let named = Set(request.paths.map(SourceDiscovery.normalized))
        found.files = found.files.filter { xcode.keeps($0, explicit: named) }
        found.problems += xcode.problems
        found.files += request.unsavedFiles.keys.sorted().map {
            SourceFileReference(absolutePath: root + "/" + $0, relativePath: $0)
        }
        let unlearned = unlearnedLayerMap(configuration)
        // Files no Xcode target compiles are left out of the project too, not only out of the checked files.
        let projectFiles = isWholeProject ? found.files : wholeProjectFiles.filter { xcode.keeps($0, explicit: named) }
        // Inference reads folder names against the whole project's, whatever part is checked.
        let layerMap =
            configuration?.layers != nil
            ? unlearned : unlearned.knowing(projectPaths: projectFiles.map(\.relativePath))
        let paths = found.files.map(\.relativePath)
        let lookup = layerMap.lookUp(paths)
        if let configuration, isWholeProject {
            let unmatched = lookup.unmatchedGlobs.filter {
                !Self.namesEmptyFolder(Glob($0.glob), root: root, files: paths)
            }
            if !unmatched.isEmpty {
                throw .configuration(ConfigurationErrors(configuration.globErrors(unmatched: unmatched)))
            }
        }

        let workingDirectory = SourceDiscovery(projectRoot: request.workingDirectory, excluded: [])
        let rootShown = workingDirectory.relativePath(of: root)
        let prefix = rootShown == "." ? "" : rootShown == "/" ? "/" : rootShown + "/"
        let display: @Sendable (String) -> String = { relative in
            relative.hasPrefix("/") ? workingDirectory.relativePath(of: relative) : prefix + relative
        }
        let fileLayers = Self.withoutManifests(paths, lookup.layers)
        // The whole project's layers, looked up once: the manifests, the module layers and the
        // rest of the project's jobs read them.
        let projectPaths = projectFiles.map(\.relativePath)
        let projectLayers = isWholeProject ? fileLayers : Self.layers(of: projectPaths, in: layerMap)
        let manifests = manifests(
            root: root, projectPaths: projectPaths, layerMap: layerMap, projectLayers: projectLayers)
        let xcodeTargetLayers = xcode.libraryLayers(knowledge: knowledge) { Self.layers(of: $0, in: layerMap) }
        let moduleLayers = ModuleLayers(
            knowledge: knowledge, targetLayers: manifests.targetLayers,
            configured: configuration?.moduleLayers ?? [:], xcodeTargets: xcodeTargetLayers,
            folderLayers: ModuleLayers.folderLayers(paths: projectPaths, layers: projectLayers),
            declared: ModuleLayers.declaredModules(
                manifests: manifests, xcodeModules: xcode.modules, paths: projectPaths))
        let rules: ActiveRules
        do {
            rules = try ActiveRules(
                knowledge: knowledge, configuration: configuration, moduleLayers: moduleLayers,
                projectRules: request.projectRules)
        } catch {
            throw .knowledge(error)
        }
        var analyzer = FileAnalyzer(rules: rules, display: display)
        let cacheStore = AnalysisCacheStore(root: root)
        let cacheKey =
            AnalysisCacheStore.isProjectRoot(root)
            ? request.cache?.runKey(root: root, workingDirectory: request.workingDirectory, moduleLayers: moduleLayers)
            : nil
        if let cacheKey {
            analyzer.keepsCache = true
            analyzer.cache = cacheStore.load(runKey: cacheKey)
        }
        let jobs = zip(found.files, zip(fileLayers, layerMap.testFolderFlags(for: paths))).map {
            FileAnalyzer.Job(
                reference: $0, layer: $1.0, isTest: $1.1, unsavedText: request.unsavedFiles[$0.relativePath])
        }
        // Project rules judge the checked files against the whole project (a use case is tested
        // even when Tests/ is not among the paths) but report only on the checked files.
        let checkedPaths = Set(found.files.map(\.relativePath))
        let restJobs =
            isWholeProject
            ? []
            : restOfProjectJobs(
                projectFiles: projectFiles, layers: projectLayers, layerMap: layerMap, checked: checkedPaths)
        // One batch, so the rest's tests count when the checked sources gather factories.
        var (everyAnalysis, testedNames) = analyzer.analyzeAll(jobs + restJobs, progress: progress)
        let filesFromCache = everyAnalysis.count { $0.cacheEntry != nil && !$0.cacheEntryIsFresh }
        let cacheWrite = cacheKey.flatMap {
            cacheStore.saveIfChanged(&everyAnalysis, runKey: $0, previous: analyzer.cache)
        }
        defer { _ = cacheWrite?.value }
        let analyses = everyAnalysis.prefix(jobs.count)

        var problems = found.problems
        var findings: [Finding] = []
        var suppressions: [String: FileAnalyzer.FileSuppressions] = [:]
        var lines = 0
        for (reference, analysis) in zip(found.files, analyses) {
            if let failure = analysis.failure { throw failure }
            if let problem = analysis.problem { problems.append(problem) }
            findings += analysis.findings
            if let fileSuppressions = analysis.suppressions { suppressions[reference.relativePath] = fileSuppressions }
            lines += analysis.lineCount
        }
        let checked = analyses.filter { !($0.problem?.skipsFile ?? false) }.count
        guard checked > 0 else {
            if !problems.isEmpty, problems.allSatisfy(\.isUsageError), found.files.isEmpty {
                throw .noSwiftFiles(paths: problems.map(\.path))
            }
            throw .noSwiftFiles(paths: request.paths.map(display))
        }

        // The rest's own findings and input problems belong to a run that checks them, but their
        // facts are the project's. Unsaved text is an edit, whatever the file on disk still holds.
        let allJobs = jobs + restJobs
        let onDisk = Set(zip(allJobs, everyAnalysis).filter { $1.hasFacts }.map(\.0.reference.relativePath))
            .subtracting(request.unsavedFiles.keys)
        let skeleton = ScaffoldSkeleton.uneditedFiles(
            projectRoot: root, packageFolders: manifests.map { ($0.path as NSString).deletingLastPathComponent },
            among: onDisk)
        // The files' facts are added only if the passes run.
        var unlocated = ProjectFacts(
            files: [], manifests: manifests, configuredModuleLayers: configuration?.moduleLayers ?? [:],
            skeletonFiles: skeleton, testedNames: testedNames, xcodeTargetLayers: xcodeTargetLayers,
            xcodeTargets: xcode.targets,
            filesNoTargetCompiles: wholeProjectFiles.filter { !xcode.keeps($0, explicit: []) }.map(\.relativePath))
        unlocated.reportedPaths = isWholeProject ? nil : checkedPaths
        // The passes' inputs, when every file's content is known by its digest: with the same
        // inputs, the cache's reports are the ones the passes would make.
        let passInputs = cacheKey.flatMap { runKey in
            request.unsavedFiles.isEmpty
                ? ProjectPassCache.inputs(
                    runKey: runKey, checkedPaths: isWholeProject ? nil : checkedPaths,
                    files: zip(allJobs, everyAnalysis).map { job, analysis in
                        ProjectPassCache.FileInput(
                            path: job.reference.relativePath, layer: job.layer, isTest: job.isTest,
                            contentDigest: analysis.contentDigest, hasFacts: analysis.hasFacts)
                    }, project: unlocated)
                : nil
        }
        var project = unlocated
        let reports: [String: ProjectReport]
        var passWrite: BackgroundWork<Void>?
        defer { _ = passWrite?.value }
        var passesFromCache = false
        let passCacheName = ProjectPassCache.fileName(wholeProject: isWholeProject)
        if let passInputs,
            let cached = ProjectPassCache.load(from: cacheStore.path(of: passCacheName), inputs: passInputs),
            rules.rules.allSatisfy({ !($0.rule is any ProjectRule) || cached[$0.id] != nil })
        {
            reports = cached
            passesFromCache = true
        } else {
            analyzer.readFacts(of: &everyAnalysis, jobs: allJobs, testedNames: testedNames)
            unlocated.files = everyAnalysis.compactMap(\.facts)
            (reports, project.files) = projectReports(
                on: unlocated, facts: unlocated.files, rules: rules, found: found.files, checkedPaths: checkedPaths,
                moduleLayers: moduleLayers, configuration: configuration, request: request, display: display)
            if let passInputs {
                let ordered = rules.rules.compactMap { active in reports[active.id].map { (active.id, $0) } }
                passWrite = BackgroundWork {
                    cacheStore.save(ProjectPassCache.encode(ordered, inputs: passInputs), as: passCacheName)
                }
            }
        }
        // The loaded cache's bytes are not needed past here (a write holds on to them itself).
        analyzer.cache = nil
        var subjects: [VerifyResult.Subject] = []
        for active in rules.rules {
            guard let report = reports[active.id] else { continue }
            let items = report.items.filter { isWholeProject || checkedPaths.contains($0.file) }
            subjects += items.map { VerifyResult.Subject(ruleID: active.id, path: $0.file, type: $0.values["type"]) }
            for item in items
            where !(suppressions[item.file]?.map.suppresses(ruleID: active.id, line: item.line) ?? false) {
                let message = try active.render(
                    item.values, file: display(item.file), line: item.line, column: item.column)
                findings.append(
                    Finding(
                        ruleID: active.id, severity: active.severity, message: message,
                        file: display(item.file), line: item.line, column: item.column, lineText: item.lineText))
            }
        }
        let unusedSeverity = unusedSuppressionSeverity(configuration)
        if let unusedSeverity {
            findings += unusedSuppressionFindings(
                suppressions, severity: unusedSeverity, rules: rules, display: display)
        }

        if let reported = request.reportedRules { findings.removeAll { !reported.contains($0.ruleID) } }
        // The report sorts its findings in reporting order.
        var report = VerifyReport(
            findings: findings, staleBaselineEntries: [], problems: problems, filesChecked: checked,
            linesChecked: lines,
            rules: rules.reported + (unusedSeverity.map { [UnusedSuppressions.reported(severity: $0)] } ?? []))
        let sorted = report.findings
        if let baseline = request.baseline {
            let comparison = baseline.compare(with: sorted)
            report.findings = comparison.newFindings
            report.staleBaselineEntries = comparison.staleEntries
        }
        var result = VerifyResult(report: report, allFindings: sorted, project: project, projectSubjects: subjects)
        result.filesFromCache = filesFromCache
        result.projectPassesFromCache = passesFromCache
        return result
    }

    /// The layer of each path; none for package manifests, which configure the build and belong
    /// to no layer even where a layer's glob covers a package's whole folder.
    /// strata.json's layers, else the knowledge base's inference before it has read the project's folders.
    func unlearnedLayerMap(_ configuration: ProjectConfiguration?) -> LayerMap {
        LayerMap(
            configured: configuration?.layers, custom: (configuration?.customLayers ?? []).map { ($0.id, $0.globs) },
            inference: knowledge.layers.map {
                LayerMap.InferenceRule(
                    layer: $0.id.rawValue, moduleSuffix: $0.moduleSuffix, folders: $0.inference.folders,
                    files: $0.inference.files)
            },
            testFolders: knowledge.testFolders)
    }

    static func layers(of paths: [String], in layerMap: LayerMap) -> [String?] {
        withoutManifests(paths, layerMap.layers(for: paths))
    }

    /// `layers` of `paths`, a manifest in none.
    private static func withoutManifests(_ paths: [String], _ layers: [String?]) -> [String?] {
        zip(paths, layers).map { ManifestReader.isManifest($0) ? nil : $1 }
    }

    /// The project's manifests, among all its files, so a partial run knows the same modules as a
    /// full one; `projectLayers` are the layers of `paths`.
    private func manifests(
        root: String, projectPaths paths: [String], layerMap: LayerMap, projectLayers: [String?]
    ) -> [ManifestFacts] {
        let fileLayers = zip(paths, projectLayers).compactMap { path, layer in layer.map { (path: path, layer: $0) } }
            .sorted { $0.path < $1.path }
        return ManifestReader.read(
            projectRoot: root, paths: paths, fileLayers: fileLayers, layerMap: layerMap, knowledge: knowledge)
    }

    /// Whether a glob that matched nothing names a layer folder that exists but holds no Swift file yet: an
    /// empty layer, with nothing in it left unchecked, unlike a typo, which names no folder — or a
    /// folder whose Swift files the pattern misses, which stays an error.
    private static func namesEmptyFolder(_ glob: Glob, root: String, files: [String]) -> Bool {
        glob.literalFolders.contains { folder in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: root + "/" + folder, isDirectory: &isDirectory)
            return exists && isDirectory.boolValue && !files.contains { $0.hasPrefix(folder + "/") }
        }
    }

    /// The project's files outside the checked paths, analyzed for the facts project rules judge
    /// the checked files against; `layers` are `projectFiles`'.
    private func restOfProjectJobs(
        projectFiles: [SourceFileReference], layers: [String?], layerMap: LayerMap, checked: Set<String>
    ) -> [FileAnalyzer.Job] {
        let others = zip(projectFiles, layers).filter { !checked.contains($0.0.relativePath) }
        let flags = layerMap.testFolderFlags(for: others.map(\.0.relativePath))
        return zip(others, flags).map {
            FileAnalyzer.Job(reference: $0.0, layer: $0.1, isTest: $1, reportsFindings: false)
        }
    }

    /// The severity strata.json gives unused suppressions, or nil when it switches them off.
    private func unusedSuppressionSeverity(_ configuration: ProjectConfiguration?) -> Severity? {
        switch configuration?.ruleSettings[UnusedSuppressions.id] {
        case .off: nil
        case .error: .error
        case .warning: .warning
        case nil: UnusedSuppressions.defaultSeverity
        }
    }

    private func unusedSuppressionFindings(
        _ suppressions: [String: FileAnalyzer.FileSuppressions], severity: Severity, rules: ActiveRules,
        display: (String) -> String
    ) -> [Finding] {
        let known = knowledge.rules.map(\.id) + rules.rules.map(\.id)
        let running = Set(rules.rules.map(\.id))
        var findings: [Finding] = []
        for (path, file) in suppressions {
            let problems = UnusedSuppressions.problems(
                map: file.map, malformed: file.problems, knownRules: known, isActive: running.contains)
            findings += problems.map {
                Finding(
                    ruleID: UnusedSuppressions.id, severity: severity, message: $0.message, file: display(path),
                    line: $0.line, column: $0.column, lineText: file.lineTexts[$0.line] ?? "")
            }
        }
        return findings
    }
}

/// A finished run: the report to print, every finding before the baseline filtered any (for
/// `--write-baseline`), and the facts gathered on the way (for `graph` and `init --adopt`).
public struct VerifyResult: Sendable {
    public var report: VerifyReport
    public var allFindings: [Finding]
    public var project: ProjectFacts
    /// What each project-rule finding is about (root-relative file and type), for fix-its.
    public var projectSubjects: [Subject]
    /// How many files' analyses came from the analysis cache instead of being read and lexed.
    public internal(set) var filesFromCache = 0
    /// Whether the project rules' reports came from the cache (see `ProjectPassCache`); then
    /// `project` holds no files' facts, which were left unread.
    public internal(set) var projectPassesFromCache = false

    public struct Subject: Sendable, Equatable {
        public var ruleID: String
        public var path: String
        public var type: String?
    }
}
