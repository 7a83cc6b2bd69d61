import StrataCore
import StrataKnowledge
import SwiftScanner

/// What the engine runs for one rule: a file check, a project check or both.
public protocol RuleCheck: Sendable {}

/// The logic of one rules.json rule. A rule declares only its id and how it finds violations;
/// its name, layers, severity, message and examples live in rules.json.
public protocol Rule: RuleCheck {
    static var id: String { get }
    /// The `{{placeholders}}` every finding of the rule fills in. rules.json's message may name
    /// only these (`strata knowledge validate` checks it), so every message renders.
    static var placeholders: Set<String> { get }
    /// Reads the rule's `parameters` from rules.json; fails when they do not fit.
    init(context: RuleContext) throws(KnowledgeError)
    /// Whether the rule judges the files of strata.json's custom layers too; the other rules are
    /// about the knowledge base's layers and their roles, which a custom layer has none of.
    static var checksCustomLayers: Bool { get }
    /// What the rule needs marked on the cross-layer type references of `files` (the facts of
    /// every file, read once; in a run over part of the project, of the files declaring a type the
    /// checked files name, the only references located); nil when it needs nothing marked.
    func typeReferenceMarks(in files: [FileFacts]) -> TypeReferenceMarks?
    /// Whether the rule reports `reference`, found in a file of `layer`, itself: the rules its
    /// rules.json entry `supersedes` then leave it out, so one dependency is named once.
    func claims(_ reference: TypeReference, inFileOf layer: String) -> Bool
}

extension Rule {
    public static var checksCustomLayers: Bool { false }
    public func typeReferenceMarks(in files: [FileFacts]) -> TypeReferenceMarks? { nil }
    public func claims(_ reference: TypeReference, inFileOf layer: String) -> Bool { false }
}

/// What running rules ask to be marked on the cross-layer type references the engine locates,
/// so a rule can tell its own findings from another's.
public struct TypeReferenceMarks: Sendable {
    /// The type holding a service in a stored property or initializer parameter.
    public var holders = false
    /// Protocols, classes and actors (see `SymbolTable.isService`).
    public var services = false
    /// The name endings of use-case factories, whose calls' receivers are marked as lookups.
    public var lookupSuffixes: [String] = []
    /// Members whose lookup (`Type.shared`, not called) is marked as a singleton's.
    public var singletonMembers: [String] = []
    /// Types that talk to storage themselves, looked for in the files of `storageWrapperLayers`
    /// whatever layer declares them.
    public var storageWrappers: Set<String> = []
    public var storageWrapperLayers: Set<String> = []

    public init(
        holders: Bool = false, services: Bool = false, lookupSuffixes: [String] = [], singletonMembers: [String] = [],
        storageWrappers: Set<String> = [], storageWrapperLayers: Set<String> = []
    ) {
        self.holders = holders
        self.services = services
        self.lookupSuffixes = lookupSuffixes
        self.singletonMembers = singletonMembers
        self.storageWrappers = storageWrappers
        self.storageWrapperLayers = storageWrapperLayers
    }

    /// Every mark either asks for.
    func merged(with other: TypeReferenceMarks) -> TypeReferenceMarks {
        TypeReferenceMarks(
            holders: holders || other.holders, services: services || other.services,
            lookupSuffixes: lookupSuffixes + other.lookupSuffixes,
            singletonMembers: singletonMembers + other.singletonMembers,
            storageWrappers: storageWrappers.union(other.storageWrappers),
            storageWrapperLayers: storageWrapperLayers.union(other.storageWrapperLayers))
    }
}

/// A check of one file at a time: a shipped file rule's, or a project rule's from `.strata/rules.json`.
public protocol FileCheck: RuleCheck {
    func check(_ file: CheckedFile, into report: inout RuleReport)
}

/// A rule that looks at one file at a time.
public protocol FileRule: Rule, FileCheck {}

/// A rule that needs the whole project: tests for code in other files, Package.swift targets.
public protocol ProjectRule: Rule {
    func check(_ project: ProjectFacts, into report: inout ProjectReport)
    /// Whether the check reads `FileFacts.typeReferences`, which the engine fills after reading
    /// every file; the other project rules run while it does.
    static var readsTypeReferences: Bool { get }
}

extension ProjectRule {
    public static var readsTypeReferences: Bool { false }

    func report(on project: ProjectFacts) -> ProjectReport {
        var report = ProjectReport()
        check(project, into: &report)
        return report
    }
}

/// One file as rules see it: where it is, its layer, its tokens and its declarations.
///
/// Tokens, bytes and the flattened type list are stored rather than reached through the
/// stream on each use: rules walk every token of every file, and that loop decides how fast
/// `strata verify` is.
public struct CheckedFile {
    /// Relative to the project root.
    public let path: String
    public let layer: String?
    public let source: SourceText
    public let index: SourceFileIndex
    public let tokens: [Token]
    /// Every type declaration, nested ones and extensions included, in source order.
    public let types: [TypeDecl]
    private let bytes: [UInt8]

    public init(path: String, layer: String?, source: SourceText, index: SourceFileIndex) {
        self.path = path
        self.layer = layer
        self.source = source
        self.index = index
        tokens = source.tokens.tokens
        types = index.allTypes
        bytes = source.bytes
    }

    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The text of a token.
    public func text(_ token: Token) -> String {
        let range = token.range.clamped(to: 0..<bytes.count)
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether a token's text is exactly `string`, without building a `String`.
    public func spells(_ token: Token, _ string: String) -> Bool {
        let range = token.range
        guard range.count == string.utf8.count, range.upperBound <= bytes.count else { return false }
        return bytes[range].elementsEqual(string.utf8)
    }

    /// The first byte of a token, to rule tokens out before comparing or copying text.
    public func firstByte(_ token: Token) -> UInt8 {
        token.range.lowerBound < bytes.count ? bytes[token.range.lowerBound] : 0
    }
}

/// What a file rule found; the engine renders messages and attaches file and severity.
public struct RuleReport {
    public struct Item: Sendable {
        public var line: Int
        public var column: Int
        /// Values for the placeholders of the rule's message template.
        public var values: [String: String]
    }

    public private(set) var items: [Item] = []

    public init() {}

    public mutating func add(line: Int, column: Int, _ values: [String: String]) {
        items.append(Item(line: line, column: column, values: values))
    }

    public mutating func add(at token: Token, _ values: [String: String]) {
        add(line: token.line, column: token.column, values)
    }
}

/// What a project rule found, each item in a file of its choosing.
public struct ProjectReport: Sendable {
    public struct Item: Sendable {
        public var file: String
        public var line: Int
        public var column: Int
        public var lineText: String
        public var values: [String: String]
    }

    public private(set) var items: [Item] = []

    public init() {}

    public mutating func add(file: String, line: Int, column: Int, lineText: String, _ values: [String: String]) {
        items.append(Item(file: file, line: line, column: column, lineText: lineText, values: values))
    }
}
