import StrataKnowledge
import SwiftScanner

/// How a file's analysis is written into the cache and read back: its file rules' findings, its
/// line count and the facts the project rules consume, field by field.
enum AnalysisCoding {
    static func write(_ analysis: FileAnalyzer.Analysis, into writer: inout CacheWriter) {
        writer.int(analysis.lineCount)
        writer.int(analysis.findings.count)
        for finding in analysis.findings { write(finding, into: &writer) }
        writer.bool(analysis.facts != nil)
        if let facts = analysis.facts { write(facts, into: &writer) }
    }

    /// The analysis `reader` is at; without `decodingFacts`, the facts, which come last, are left
    /// where they are and the range of the bytes they take is returned instead. Without
    /// `decodingFindings` (a file outside the checked paths, read for its facts) the findings are
    /// passed over and left out.
    static func read(
        from reader: inout CacheReader, decodingFacts: Bool = true, decodingFindings: Bool = true
    ) throws(CacheReader.Malformed) -> (analysis: FileAnalyzer.Analysis, factsBytes: Range<Int>?) {
        var analysis = FileAnalyzer.Analysis()
        analysis.lineCount = try reader.int()
        let count = try reader.count()
        if decodingFindings {
            analysis.findings.reserveCapacity(count)
            for _ in 0..<count { analysis.findings.append(try finding(from: &reader)) }
        } else {
            for _ in 0..<count { try skipFinding(in: &reader) }
        }
        guard try reader.bool() else { return (analysis, nil) }
        guard decodingFacts else { return (analysis, try reader.skip(reader.remaining)) }
        analysis.facts = try facts(from: &reader)
        return (analysis, nil)
    }

    /// The facts `reader` is at, all of its bytes.
    static func readFacts(from reader: inout CacheReader) throws(CacheReader.Malformed) -> FileFacts {
        let read = try facts(from: &reader)
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
        return read
    }

    private static func write(_ finding: Finding, into writer: inout CacheWriter) {
        writer.string(finding.ruleID)
        writer.string(finding.severity.rawValue)
        writer.string(finding.message)
        writer.string(finding.file)
        writer.int(finding.line)
        writer.int(finding.column)
        writer.string(finding.lineText)
        writer.int(finding.characterColumn)
    }

    /// Past the finding `reader` is at, as `finding(from:)` reads it.
    private static func skipFinding(in reader: inout CacheReader) throws(CacheReader.Malformed) {
        for _ in 0..<4 { try reader.skipString() }
        _ = try reader.int()
        _ = try reader.int()
        try reader.skipString()
        _ = try reader.int()
    }

    private static func finding(from reader: inout CacheReader) throws(CacheReader.Malformed) -> Finding {
        let ruleID = try reader.string()
        guard let severity = Severity(rawValue: try reader.string()) else { throw CacheReader.Malformed() }
        return Finding(
            ruleID: ruleID, severity: severity, message: try reader.string(), file: try reader.string(),
            line: try reader.int(), column: try reader.int(), lineText: try reader.string(),
            characterColumn: try reader.int())
    }

    private static func write(_ facts: FileFacts, into writer: inout CacheWriter) {
        writer.string(facts.path)
        writer.optionalString(facts.layer)
        writer.bool(facts.isTest)
        writer.int(facts.imports.count)
        for fact in facts.imports {
            writer.string(fact.module)
            writer.int(fact.line)
            writer.int(fact.column)
            writer.string(fact.lineText)
        }
        writer.int(facts.types.count)
        for type in facts.types {
            writer.string(type.name)
            writer.string(type.kind.rawValue)
            writer.strings(type.inheritance)
            writer.strings(type.attributes)
            writer.strings(type.functionNames)
            writer.int(type.line)
            writer.int(type.column)
            writer.string(type.lineText)
        }
        writer.strings(facts.identifiers)
        writer.strings(facts.typeAliases)
        writer.strings(facts.typesWithBehaviour)
        writer.strings(facts.mockAnnotatedTypes)
        writer.int(facts.defaultArguments.count)
        for argument in facts.defaultArguments {
            writer.string(argument.owner)
            writer.string(argument.label)
            writer.strings(argument.builds)
            writer.bool(argument.isPlainConstruction)
        }
        writer.int(facts.factories.count)
        for factory in facts.factories {
            writer.string(factory.owner)
            writer.string(factory.member)
            writer.strings(factory.returns)
            writer.strings(factory.builds)
            writer.strings(factory.uses)
        }
        writer.strings(facts.memberNames)
        writer.int(facts.constructions.count)
        for (name, calls) in facts.constructions {
            writer.string(name)
            writer.int(calls.count)
            for labels in calls { writer.strings(labels) }
        }
        writer.strings(facts.constrainedExtensions)
        writer.int(facts.plainViewProperties.count)
        for property in facts.plainViewProperties {
            writer.string(property.holder)
            writer.string(property.name)
            writer.strings(property.typeNames)
            writer.int(property.line)
            writer.int(property.column)
            writer.string(property.lineText)
        }
        writer.int(facts.typeAliasTargets.count)
        for (alias, target) in facts.typeAliasTargets {
            writer.string(alias)
            writer.string(target)
        }
        writer.int(facts.extensionInheritance.count)
        for (type, inheritance) in facts.extensionInheritance {
            writer.string(type)
            writer.strings(inheritance)
        }
        writer.strings(facts.nestedTypeNames)
        writer.strings(facts.genericParameterNames)
    }

    /// The identifiers of the facts `reader` is at, the fields written before them passed over
    /// as `facts(from:)` reads them: all a warm run needs of a test whose facts the passes never read.
    static func readIdentifiers(from reader: inout CacheReader) throws(CacheReader.Malformed) -> [String] {
        try reader.skipString()
        _ = try reader.optionalString()
        _ = try reader.bool()
        for _ in 0..<(try reader.count()) {
            try reader.skipString()
            _ = try reader.int()
            _ = try reader.int()
            try reader.skipString()
        }
        for _ in 0..<(try reader.count()) {
            try reader.skipString()
            try reader.skipString()
            for _ in 0..<3 { try reader.skipStrings() }
            _ = try reader.int()
            _ = try reader.int()
            try reader.skipString()
        }
        return try reader.strings()
    }

    private static func facts(from reader: inout CacheReader) throws(CacheReader.Malformed) -> FileFacts {
        let path = try reader.string()
        let layer = try reader.optionalString()
        let isTest = try reader.bool()
        var imports: [ImportFact] = []
        for _ in 0..<(try reader.count()) {
            imports.append(
                ImportFact(
                    module: try reader.string(), line: try reader.int(), column: try reader.int(),
                    lineText: try reader.string()))
        }
        var types: [TypeFact] = []
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            guard let kind = TypeDecl.Kind(rawValue: try reader.string()) else { throw CacheReader.Malformed() }
            types.append(
                TypeFact(
                    name: name, kind: kind, inheritance: try reader.strings(), attributes: try reader.strings(),
                    functionNames: try reader.strings(), line: try reader.int(), column: try reader.int(),
                    lineText: try reader.string()))
        }
        let identifiers = try reader.strings()
        let typeAliases = try reader.strings()
        let typesWithBehaviour = try reader.stringSet()
        let mockAnnotatedTypes = try reader.stringSet()
        var defaultArguments: [DefaultArgument] = []
        for _ in 0..<(try reader.count()) {
            defaultArguments.append(
                DefaultArgument(
                    owner: try reader.string(), label: try reader.string(), builds: try reader.strings(),
                    isPlainConstruction: try reader.bool()))
        }
        var factories: [Factory] = []
        for _ in 0..<(try reader.count()) {
            factories.append(
                Factory(
                    owner: try reader.string(), member: try reader.string(), returns: try reader.strings(),
                    builds: try reader.strings(), uses: try reader.strings()))
        }
        let memberNames = try reader.stringSet()
        var constructions: [String: [[String]]] = [:]
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            var calls: [[String]] = []
            for _ in 0..<(try reader.count()) { calls.append(try reader.strings()) }
            constructions[name] = calls
        }
        let constrainedExtensions = try reader.stringSet()
        var plainViewProperties: [ViewProperty] = []
        for _ in 0..<(try reader.count()) {
            plainViewProperties.append(
                ViewProperty(
                    holder: try reader.string(), name: try reader.string(), typeNames: try reader.strings(),
                    line: try reader.int(), column: try reader.int(), lineText: try reader.string()))
        }
        var typeAliasTargets: [String: String] = [:]
        for _ in 0..<(try reader.count()) {
            let alias = try reader.string()
            typeAliasTargets[alias] = try reader.string()
        }
        var extensionInheritance: [String: [String]] = [:]
        for _ in 0..<(try reader.count()) {
            let type = try reader.string()
            extensionInheritance[type] = try reader.strings()
        }
        return FileFacts(
            path: path, layer: layer, isTest: isTest, imports: imports, types: types, identifiers: identifiers,
            typeAliases: typeAliases, typesWithBehaviour: typesWithBehaviour, mockAnnotatedTypes: mockAnnotatedTypes,
            defaultArguments: defaultArguments, factories: factories, memberNames: memberNames,
            constructions: constructions, constrainedExtensions: constrainedExtensions,
            plainViewProperties: plainViewProperties, typeAliasTargets: typeAliasTargets,
            extensionInheritance: extensionInheritance, nestedTypeNames: try reader.stringSet(),
            genericParameterNames: try reader.stringSet())
    }
}
