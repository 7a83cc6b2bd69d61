import StrataCore
import StrataKnowledge
import SwiftScanner

/// Lists where existing code still uses a legacy framework, construct by construct, with the
/// replacement the migration maps give. It reads files and never writes them.
///
/// The matching is the verifier's own (`MigrationDetector`), so `strata migrate` and the
/// `viewmodel-no-rxswift` / `viewmodel-no-tca` rules can never disagree about what is legacy.
public struct MigrationScanner: Sendable {
    public let knowledge: VerifyKnowledge

    public init(knowledge: VerifyKnowledge) {
        self.knowledge = knowledge
    }

    /// What to scan.
    public struct Request: Sendable {
        /// The folder paths are shown relative to and exclude globs are matched against.
        public var projectRoot: String
        /// Absolute files or folders.
        public var paths: [String]
        public var workingDirectory: String
        public var exclude: [String]
        public var sources: [String]
        public var style: ViewModelStyleID

        public init(
            projectRoot: String, paths: [String], workingDirectory: String, exclude: [String] = [], sources: [String],
            style: ViewModelStyleID
        ) {
            self.projectRoot = projectRoot
            self.paths = paths
            self.workingDirectory = workingDirectory
            self.exclude = exclude
            self.sources = sources
            self.style = style
        }
    }

    /// The maps for `sources` toward `style`, each once, in source order.
    public func maps(for sources: [String], style: ViewModelStyleID) throws(MigrationSelectionError) -> [MigrationMap] {
        var maps: [MigrationMap] = []
        for source in sources {
            for map in try knowledge.base.migrationMaps(from: source, toward: style) where !maps.contains(map) {
                maps.append(map)
            }
        }
        return maps
    }

    public func scan(_ request: Request) throws -> MigrationReport {
        let maps = try maps(for: request.sources, style: request.style)
        let root = SourceDiscovery.normalized(request.projectRoot)
        let found = SourceDiscovery(projectRoot: root, excluded: request.exclude.map(Glob.init)).discover(request.paths)
        let workingDirectory = SourceDiscovery(
            projectRoot: SourceDiscovery.normalized(request.workingDirectory), excluded: [])
        let detector = MigrationDetector(maps: maps, forbiddenImports: [], style: request.style.rawValue)
        let rules = maps.reduce(into: [String: String]()) { $0[$1.id] = knowledge.base.rule(enforcing: $1.id)?.id }
        let results = ParallelRunner.map(found.files, progress: nil) {
            reference -> Result<MigrationReport.FileReport, InputProblem> in
            let display = workingDirectory.relativePath(of: reference.absolutePath)
            return FileReader.read(reference, displayPath: display).map { bytes in
                Self.report(on: bytes, path: display, detector: detector, rules: rules)
            }
        }
        var problems = found.problems
        var files: [MigrationReport.FileReport] = []
        var scanned = 0
        for result in results {
            switch result {
            case .success(let file):
                scanned += 1
                if !file.constructs.isEmpty { files.append(file) }
            case .failure(let problem):
                problems.append(problem)
            }
        }
        guard scanned > 0 else {
            throw VerifyError.noSwiftFiles(paths: request.paths.map(workingDirectory.relativePath(of:)))
        }
        return MigrationReport(
            sources: request.sources, style: request.style.rawValue,
            maps: maps.map { map in
                MigrationReport.MapSummary(
                    id: map.id, from: map.from, to: map.to, rule: rules[map.id],
                    templates: map.templates)
            },
            files: files, filesScanned: scanned, problems: problems.map(\.description))
    }

    /// One file's constructs in reading order, each position once.
    private static func report(
        on bytes: [UInt8], path: String, detector: MigrationDetector, rules: [String: String]
    ) -> MigrationReport.FileReport {
        let source = SourceText(bytes: bytes)
        let file = CheckedFile(path: path, layer: nil, source: source, index: SourceFileIndex(tokens: source.tokens))
        var seen: Set<[Int]> = []
        let constructs = detector.matches(in: file)
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            .filter { seen.insert([$0.line, $0.column]).inserted }
            .compactMap { match -> MigrationReport.Construct? in
                guard let entry = match.entry else { return nil }
                return MigrationReport.Construct(
                    line: match.line, column: match.column, name: match.name, legacy: entry.legacy,
                    replacement: entry.replacement, note: entry.note, category: entry.category.rawValue,
                    map: match.mapID,
                    rule: rules[match.mapID])
            }
        let lineCount = source.lineCount - (bytes.last == UInt8(ascii: "\n") ? 1 : 0)
        return MigrationReport.FileReport(path: path, lineCount: lineCount, constructs: constructs)
    }
}
