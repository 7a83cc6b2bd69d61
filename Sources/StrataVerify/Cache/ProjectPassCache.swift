import Foundation

/// The project rules' reports from an earlier run, kept beside the analysis cache in
/// `.build/strata/project-cache`, with everything the project passes read to make them: the run key
/// (build, knowledge, configuration, module layers), which files were checked, every file's path,
/// layer, test placement and content digest, the manifests, the Xcode targets and the skeleton.
/// When all of that is as it was, the passes (symbol table, type graph, test coverage, cross-layer
/// references) would conclude the same, so their reports are read instead of being made again.
///
/// The inputs are stored whole, not as a digest, and compared byte for byte; the file carries a
/// digest over itself. A cache that is cut short, altered, of another format or made from other
/// inputs is ignored and rewritten.
enum ProjectPassCache {
    /// Two slots: a whole-project run and a run over part of the project (`--changed-since`, one
    /// folder) read different inputs, so alternating between them would otherwise evict each other.
    static func fileName(wholeProject: Bool) -> String {
        wholeProject ? "project-cache" : "project-cache-partial"
    }
    static let magic: UInt64 = 0x3150_4154_5341_5254  // "STRATAP1", little-endian
    /// Bump when the encoding of the inputs or of a report changes.
    static let formatVersion: UInt64 = 1

    /// One analysed file as the project passes see it.
    struct FileInput {
        var path: String
        var layer: String?
        var isTest: Bool
        /// The digest of the bytes the file's facts were made from; nil when it has none (unreadable).
        var contentDigest: UInt64?
        var hasFacts: Bool
    }

    /// What the project passes read, as bytes; nil when a file's content is not known by its digest
    /// (text not on disk, or read without it), so nothing can be reused.
    static func inputs(
        runKey: String, checkedPaths: Set<String>?, files: [FileInput], project: ProjectFacts
    ) -> [UInt8]? {
        var writer = CacheWriter(capacity: files.count * 96)
        writer.string(runKey)
        writer.bool(checkedPaths == nil)
        writer.strings((checkedPaths ?? []).sorted())
        writer.int(files.count)
        for file in files {
            if file.hasFacts, file.contentDigest == nil { return nil }
            writer.string(file.path)
            writer.optionalString(file.layer)
            writer.bool(file.isTest)
            writer.bool(file.hasFacts)
            writer.word(file.contentDigest ?? 0)
        }
        writer.int(project.manifests.count)
        for manifest in project.manifests {
            writer.string(manifest.path)
            writer.int(manifest.targets.count)
            for target in manifest.targets {
                writer.string(target.name)
                writer.string(target.folder)
                write(target.dependencies, into: &writer)
            }
            write(manifest.layers, into: &writer)
        }
        write(project.configuredModuleLayers, into: &writer)
        write(project.xcodeTargetLayers, into: &writer)
        writer.int(project.xcodeTargets.count)
        for target in project.xcodeTargets {
            writer.string(target.name)
            writer.string(target.module)
            writer.string(target.project)
            writer.bool(target.isTest)
            writer.bool(target.isLibrary)
            writer.strings(target.files)
            write(target.dependencies, into: &writer)
            write(target.linked, into: &writer)
        }
        writer.strings(project.filesNoTargetCompiles)
        writer.strings(project.skeletonFiles.sorted())
        return writer.bytes
    }

    /// The reports, by rule, of the cache at `path` when it was made from `inputs`; nil otherwise.
    static func load(from path: String, inputs: [UInt8]) -> [String: ProjectReport]? {
        guard let bytes = AnalysisCache.readWhole(path), !bytes.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> [String: ProjectReport]? in
            guard var reader = CacheHeader.reader(over: buffer, magic: magic, version: formatVersion) else {
                return nil
            }
            do {
                let stored = try reader.skip(try reader.count())
                guard stored.count == inputs.count, inputs.elementsEqual(buffer[stored]) else { return nil }
                var reports: [String: ProjectReport] = [:]
                for _ in 0..<(try reader.count()) {
                    let rule = try reader.string()
                    var report = ProjectReport()
                    for _ in 0..<(try reader.count()) {
                        let file = try reader.string()
                        let line = try reader.int()
                        let column = try reader.int()
                        let lineText = try reader.string()
                        var values: [String: String] = [:]
                        for _ in 0..<(try reader.count()) { values[try reader.string()] = try reader.string() }
                        report.add(file: file, line: line, column: column, lineText: lineText, values)
                    }
                    reports[rule] = report
                }
                return reader.isAtEnd ? reports : nil
            } catch {
                return nil
            }
        }
    }

    /// The cache file's bytes: a header, the inputs, then each rule's report in `reports`' order.
    static func encode(_ reports: [(rule: String, report: ProjectReport)], inputs: [UInt8]) -> [UInt8] {
        var writer = CacheWriter(capacity: 24 + inputs.count + 64 * reports.count)
        CacheHeader.start(&writer, magic: magic, version: formatVersion)
        writer.int(inputs.count)
        writer.raw(inputs)
        writer.int(reports.count)
        for (rule, report) in reports {
            writer.string(rule)
            writer.int(report.items.count)
            for item in report.items {
                writer.string(item.file)
                writer.int(item.line)
                writer.int(item.column)
                writer.string(item.lineText)
                let values = item.values.sorted { $0.key < $1.key }
                writer.int(values.count)
                for (key, value) in values {
                    writer.string(key)
                    writer.string(value)
                }
            }
        }
        CacheHeader.seal(&writer)
        return writer.bytes
    }

    private static func write(_ declarations: [DependencyDeclaration], into writer: inout CacheWriter) {
        writer.int(declarations.count)
        for declaration in declarations {
            writer.string(declaration.module)
            writer.string(declaration.file)
            writer.int(declaration.line)
            writer.int(declaration.column)
            writer.string(declaration.lineText)
            writer.string(declaration.kind.rawValue)
        }
    }

    private static func write(_ map: [String: String], into writer: inout CacheWriter) {
        let pairs = map.sorted { $0.key < $1.key }
        writer.int(pairs.count)
        for (key, value) in pairs {
            writer.string(key)
            writer.string(value)
        }
    }
}
