import SwiftScanner

/// Checks one file with every file rule that applies to its layer and condenses it into the
/// facts project rules need. Runs on any worker thread; the file's bytes are dropped when it
/// returns, so memory never holds more than one file per worker.
struct FileAnalyzer: Sendable {
    let rules: ActiveRules
    let display: @Sendable (String) -> String
    /// The types whose factories and DI properties a source's facts keep: those tests name, the
    /// only ones the test rules follow (see `analyzeAll`, which reads the tests first).
    var factoryOwners: Set<String> = []
    /// The previous run's analyses, when the run keeps a cache (see `AnalysisCache`).
    var cache: AnalysisCache?
    /// Whether analyses carry their cache entries, for the run to write the cache.
    var keepsCache = false

    /// A file to analyze with what the engine already knows of its place in the project.
    struct Job: Sendable {
        var reference: SourceFileReference
        var layer: String?
        var isTest: Bool
        /// The file's text when it is not (yet) on disk as it will be.
        var unsavedText: String?
        /// Whether the run reports the file's findings: a file outside the checked paths is
        /// analysed for its facts alone, and its cached findings are left unread.
        var reportsFindings = true

        /// Under a test folder, or in the tests layer.
        var isTestFile: Bool { isTest || layer == LayerMap.testsLayer }
    }

    struct Analysis: Sendable {
        var findings: [Finding] = []
        var facts: FileFacts?
        var lineCount = 0
        /// Why the file was skipped, or a note about a file that was checked.
        var problem: InputProblem?
        /// The file's `// strata:` directives, kept to the end of the run so project findings
        /// can be suppressed too and unused suppressions reported.
        var suppressions: FileSuppressions?
        /// A finding whose message could not be rendered: the run fails with it.
        var failure: VerifyError?
        /// What the cache is to hold for the file, and whether it differs from what it holds.
        var cacheEntry: AnalysisCache.Entry?
        var cacheEntryIsNew = false
        /// Whether the file was analysed in this run (its entry is new), not taken from the cache.
        var cacheEntryIsFresh: Bool {
            if case .fresh = cacheEntry?.body { true } else { false }
        }
        /// Where the file's facts lie in the loaded cache's bytes when they were left there, to be
        /// read only if the project passes run (see `FileAnalyzer.readFacts`).
        var factsInCache: Range<Int>?
        /// A test's identifiers, read from the cache while its facts were left there (see
        /// `analyzeAll`'s tested names); empty otherwise, when `facts` holds them.
        var testIdentifiers: [String] = []
        /// Whether the file has facts, read or still in the cache.
        var hasFacts: Bool { facts != nil || factsInCache != nil }
        /// The digest of the bytes analysed, when the run keeps a cache (see `ProjectPassCache`).
        var contentDigest: UInt64?
        /// The file's types that may own factories (see `AnalysisCache.Entry.factoryCandidates`).
        var factoryCandidates: [String] = []
    }

    struct FileSuppressions: Sendable {
        var map: SuppressionMap
        var problems: [(problem: SuppressionDirective.Problem, line: Int, column: Int)]
        var lineTexts: [Int: String]
    }

    /// Analyzes every job, in parallel, and returns the analyses in the jobs' order. Test files go
    /// first: a factory or DI property counts for the tests of a type only when a test names the type
    /// declaring it, so the sources then gather those of the types tests name, not of every type
    /// (in most apps tests name a few containers; every method returning a value is a candidate).
    /// Also returns the names the test files use, merged (see `ProjectFacts.testedNames`).
    func analyzeAll(
        _ jobs: [Job], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    ) -> (analyses: [Analysis], testedNames: Set<String>) {
        let testIndices = jobs.indices.filter { jobs[$0].isTestFile }
        let sourceIndices = jobs.indices.filter { !jobs[$0].isTestFile }
        let total = jobs.count
        var tests = ParallelRunner.map(
            testIndices.map { jobs[$0] }, progress: Self.progress(progress, after: 0, of: total)
        ) { analyzeCaching($0) }
        let testedNames = tests.reduce(into: Set<String>()) {
            $0.formUnion($1.facts?.identifiers ?? $1.testIdentifiers)
        }
        let sourceAnalyzer = with(factoryOwners: testedNames)
        var sources = ParallelRunner.map(
            sourceIndices.map { jobs[$0] }, progress: Self.progress(progress, after: tests.count, of: total)
        ) { sourceAnalyzer.analyzeCaching($0) }
        var analyses = [Analysis](repeating: Analysis(), count: total)
        // Swapped into place, not copied: a copy of an analysis retains each of its fields.
        for (position, index) in testIndices.enumerated() { swap(&analyses[index], &tests[position]) }
        for (position, index) in sourceIndices.enumerated() { swap(&analyses[index], &sources[position]) }
        return (analyses, testedNames)
    }

    func with(factoryOwners: Set<String>) -> FileAnalyzer {
        var analyzer = self
        analyzer.factoryOwners = factoryOwners
        return analyzer
    }

    /// Progress through a batch of jobs that starts after `done` others, of `total` in all.
    private static func progress(
        _ report: (@Sendable (_ done: Int, _ total: Int) -> Void)?, after done: Int, of total: Int
    ) -> (@Sendable (Int, Int) -> Void)? {
        guard let report else { return nil }
        return { batchDone, _ in report(done + batchDone, total) }
    }

    /// `job`'s analysis, from `read` when the file was read already.
    func analyze(_ job: Job, read: Result<[UInt8], InputProblem>? = nil) -> Analysis {
        let reference = job.reference
        var analysis = Analysis()
        let bytes: [UInt8]
        let read =
            read ?? job.unsavedText.map { .success(Array($0.utf8)) }
            ?? FileReader.read(reference, displayPath: display(reference.relativePath))
        switch read {
        case .success(let read): bytes = read
        case .failure(let problem):
            analysis.problem = problem
            return analysis
        }
        let source = SourceText(bytes: bytes)
        let index = SourceFileIndex(tokens: source.tokens)
        if let nul = source.tokens.diagnostics.first(where: { $0.kind == .nulByte }) {
            analysis.problem = .nulBytes(path: display(reference.relativePath), line: nul.line, column: nul.column)
        }
        // A build manifest configures the build and belongs to no layer, wherever it sits.
        let layer = index.imports.contains { ManifestReader.buildModules.contains($0.module) } ? nil : job.layer
        let file = CheckedFile(path: reference.relativePath, layer: layer, source: source, index: index)
        analysis.lineCount = source.lineCount

        let scanned = SuppressionScanner.scan(source)
        var map =
            scanned.directives.isEmpty && scanned.problems.isEmpty
            ? nil : SuppressionMap(scanned.directives, lastLine: source.lineCount)
        for active in rules.rules where active.applies(to: layer) {
            guard let rule = active.fileCheck else { continue }
            var report = RuleReport()
            rule.check(file, into: &report)
            for item in report.items where !(map?.suppresses(ruleID: active.id, line: item.line) ?? false) {
                let path = display(reference.relativePath)
                let message: String
                do {
                    message = try active.render(item.values, file: path, line: item.line, column: item.column)
                } catch {
                    analysis.failure = error
                    return analysis
                }
                analysis.findings.append(
                    Finding(
                        ruleID: active.id, severity: active.severity, message: message,
                        file: path, line: item.line, column: item.column,
                        lineText: file.lineText(line: item.line, column: item.column)))
            }
        }
        if let map {
            var lineTexts: [Int: String] = [:]
            for directive in scanned.directives {
                lineTexts[directive.directive.line] = source.lineText(directive.directive.line)
            }
            for problem in scanned.problems { lineTexts[problem.line] = source.lineText(problem.line) }
            analysis.suppressions = FileSuppressions(map: map, problems: scanned.problems, lineTexts: lineTexts)
        }
        analysis.facts = facts(of: file, isTest: job.isTestFile)
        if keepsCache, !job.isTestFile {
            analysis.factoryCandidates = file.types.filter { $0.kind != .protocol }.map(\.name)
        }
        return analysis
    }

    /// Stored properties without a property wrapper of the SwiftUI views the file declares.
    private static func plainViewProperties(in file: CheckedFile) -> [ViewProperty] {
        var result: [ViewProperty] = []
        for type in file.types
        where type.kind != .extension && type.kind != .protocol
            && type.inheritance.contains(where: { TypeText.lastName(in: $0, is: "View") })
        {
            for property in type.properties
            where !property.isComputed && !property.isStatic && property.attributes.isEmpty {
                let names =
                    property.typeAnnotation.map(TypeText.names)
                    ?? property.initializerText.flatMap { TypeText.names(in: $0).first }.map { [$0] } ?? []
                guard !names.isEmpty else { continue }
                result.append(
                    ViewProperty(
                        holder: type.name, name: property.name, typeNames: names, line: property.line,
                        column: property.column, lineText: file.lineText(line: property.line, column: property.column)))
            }
        }
        return result
    }

    /// Names of types declared only inside another type or an extension.
    private static func nestedTypeNames(in file: CheckedFile) -> Set<String> {
        let topLevel = Set(file.index.declarations.compactMap { $0.type?.kind == .extension ? nil : $0.type?.name })
        return Set(file.types.lazy.filter { $0.kind != .extension }.map(\.name)).subtracting(topLevel)
    }

    /// The generic parameters every type, function and typealias of the file declares.
    private static func genericParameterNames(in file: CheckedFile) -> Set<String> {
        var clauses = file.types.compactMap(\.genericClause)
        clauses += file.index.topLevelFunctions.compactMap(\.genericClause)
        clauses += file.types.flatMap(\.functions).compactMap(\.genericClause)
        clauses += file.index.declarations.compactMap { $0.typeAlias?.genericClause }
        return Set(clauses.flatMap(TypeText.genericParameterNames))
    }

    private func facts(of file: CheckedFile, isTest: Bool) -> FileFacts {
        let types = file.types.filter { $0.kind != .extension }.map {
            TypeFact(
                name: $0.name, kind: $0.kind, inheritance: $0.inheritance, attributes: $0.attributes.map(\.name),
                functionNames: $0.functions.map(\.name), line: $0.line, column: $0.column,
                lineText: file.lineText(line: $0.line, column: $0.column))
        }
        // Rules look up type names here, and type names start with a capital letter.
        let identifiers = file.source.tokens.distinctIdentifiers(startingWithin: UInt8(ascii: "A")...UInt8(ascii: "Z"))
        let imports = file.index.imports.map {
            ImportFact(
                module: $0.module, line: $0.line, column: $0.column,
                lineText: file.lineText(line: $0.line, column: $0.column))
        }
        return FileFacts(
            path: file.path, layer: file.layer, isTest: isTest, imports: imports, types: types,
            identifiers: identifiers, typeAliases: file.index.declarations.compactMap(\.typeAlias?.name),
            typesWithBehaviour: file.typesWithBehaviour(), mockAnnotatedTypes: file.mockAnnotatedTypes(),
            defaultArguments: file.defaultArguments(),
            factories: isTest ? [] : file.factories(ofTypesNamed: factoryOwners),
            memberNames: isTest ? file.memberNames() : [], constructions: isTest ? file.constructions() : [:],
            constrainedExtensions: Set(
                file.types.filter { $0.kind == .extension && $0.whereClause != nil }.map(\.name)),
            plainViewProperties: Self.plainViewProperties(in: file),
            typeAliasTargets: file.index.declarations.reduce(into: [:]) { targets, declaration in
                if let alias = declaration.typeAlias { targets[alias.name] = alias.aliasedType }
            },
            extensionInheritance: file.types.reduce(into: [:]) { inheritance, type in
                if type.kind == .extension, !type.inheritance.isEmpty {
                    inheritance[type.name, default: []] += type.inheritance
                }
            },
            nestedTypeNames: Self.nestedTypeNames(in: file), genericParameterNames: Self.genericParameterNames(in: file)
        )
    }
}
