extension FileAnalyzer {
    /// `job`'s analysis from the cache when the file and everything its analysis depends on are as
    /// they were, else analysed afresh, with the entry the cache is to keep for it.
    func analyzeCaching(_ job: Job) -> Analysis {
        guard keepsCache, job.unsavedText == nil,
            let status = AnalysisCache.FileStatus(path: job.reference.absolutePath)
        else { return analyze(job) }
        let path = job.reference.relativePath
        var read: Result<[UInt8], InputProblem>?
        if let cache, let entry = cache.entries[path], isStill(entry, for: job) {
            if entry.status == status, !entry.checksDigest, let analysis = hit(entry, of: job, in: cache, status: nil) {
                return analysis
            }
            read = FileReader.read(job.reference, displayPath: display(path))
            if case .success(let bytes) = read, bytes.count == status.size, ContentDigest.of(bytes) == entry.digest,
                let analysis = hit(entry, of: job, in: cache, status: status)
            {
                return analysis
            }
        }
        let contents = read ?? FileReader.read(job.reference, displayPath: display(path))
        var analysis = analyze(job, read: contents)
        guard case .success(let bytes) = contents else { return analysis }
        let digest = ContentDigest.of(bytes)
        analysis.contentDigest = digest
        guard analysis.problem == nil, analysis.suppressions == nil, analysis.failure == nil else { return analysis }
        var body = CacheWriter()
        AnalysisCoding.write(analysis, into: &body)
        analysis.cacheEntry = AnalysisCache.Entry(
            path: path, status: status, digest: digest, checksDigest: status.isRecent,
            layer: job.layer, isTest: job.isTest, factoryCandidates: analysis.factoryCandidates,
            factoryOwners: analysis.factoryCandidates.filter(factoryOwners.contains),
            // Copied to its size: the writer's array grew by doubling, and every file's body is
            // held until the cache is written.
            body: .fresh(body.bytes.withUnsafeBufferPointer { Array($0) }))
        analysis.cacheEntryIsNew = true
        analysis.factoryCandidates = []
        return analysis
    }

    /// Whether the entry was made for the file where it is now: same layer and test placement, and
    /// the same of its types named by tests (a source file keeps those types' factories).
    private func isStill(_ entry: AnalysisCache.Entry, for job: Job) -> Bool {
        entry.layer == job.layer && entry.isTest == job.isTest && ownersAreStill(entry)
    }

    /// Whether the entry's candidates that tests name now are its owners, in order: compared as
    /// they are read, as every cached file is asked and most have no owner.
    private func ownersAreStill(_ entry: AnalysisCache.Entry) -> Bool {
        var owners = entry.factoryOwners[...]
        for candidate in entry.factoryCandidates where factoryOwners.contains(candidate) {
            guard owners.first == candidate else { return false }
            owners.removeFirst()
        }
        return owners.isEmpty
    }

    /// The entry's analysis; `status` is the file's when it changed though its content did not. A
    /// file's facts are read only if the project passes run; of a test's, its identifiers are read
    /// at once (the names tests use decide which factories the sources keep).
    private func hit(
        _ entry: AnalysisCache.Entry, of job: Job, in cache: AnalysisCache, status: AnalysisCache.FileStatus?
    ) -> Analysis? {
        guard
            var analysis = cache.analysis(of: entry, decodingFacts: false, decodingFindings: job.reportsFindings)
        else { return nil }
        if job.isTestFile, let range = analysis.factsInCache {
            guard let identifiers = cache.identifiers(at: range) else { return nil }
            analysis.testIdentifiers = identifiers
        }
        var kept = entry
        if let status {
            kept.status = status
            kept.checksDigest = status.isRecent
            analysis.cacheEntryIsNew = status != entry.status || kept.checksDigest != entry.checksDigest
        }
        analysis.cacheEntry = kept
        analysis.contentDigest = entry.digest
        return analysis
    }
}

extension FileAnalyzer {
    /// Reads the facts `analyzeAll` left in the cache, in parallel; a file whose facts do not
    /// read back is analysed again. `analyses` are `jobs`'; `testedNames` what `analyzeAll` returned.
    func readFacts(of analyses: inout [Analysis], jobs: [Job], testedNames: Set<String>) {
        let pending = analyses.indices.filter { analyses[$0].facts == nil && analyses[$0].factsInCache != nil }
        guard !pending.isEmpty else { return }
        let ranges = pending.map { analyses[$0].factsInCache }
        let sourceAnalyzer = with(factoryOwners: testedNames)
        let read = ParallelRunner.map(Array(zip(pending, ranges)), progress: nil) { index, range -> FileFacts? in
            range.flatMap { cache?.facts(at: $0) } ?? sourceAnalyzer.analyze(jobs[index]).facts
        }
        for (index, facts) in zip(pending, read) {
            analyses[index].facts = facts
            analyses[index].factsInCache = nil
        }
    }
}
