import Foundation

/// What `strata scan PATH… --json` prints: the declaration index of each file and,
/// optionally, its tokens. Version 1 of the format:
///
/// ```
/// { "schemaVersion": 1,
///   "files": [
///     { "path": "Sources/App/Model.swift",
///       "imports": [ { "module", "path", "kind"?, "attributes", "modifiers",
///                      "line", "column", "conditions" } ],
///       "declarations": [ { "decl": "type" | "property" | "function" | "initializer"
///                                   | "enumCase" | "typeAlias",
///                           …the fields of TypeDecl, PropertyDecl, FunctionDecl,
///                           InitializerDecl, EnumCaseDecl or TypeAliasDecl… } ],
///       "diagnostics": [ { "code", "message", "line", "column" } ],
///       "tokens"?: [ { "kind", "text", "line", "column", "keyword"?,
///                      "leadingTrivia"?, "trailingTrivia"? } ],
///       "manifest"?: { "status": "read", "targets": [ { "name", "kind", "path"?,
///                        "dependencies": [ { "kind", "name", "package"? } ] } ] }
///                  | { "status": "unreadable", "reason", "line"? } } ] }
/// ```
///
/// Field names are the Swift property names; an optional field is left out when it has
/// no value; arrays are always present. A type's `members` are declarations of the same
/// shape. `tokens` is present only when asked for, `manifest` only for files named
/// `Package.swift`. Keys are sorted and files keep the order given, so the same input
/// always prints the same bytes.
public struct ScanReport: Sendable, Encodable {
    public static let schemaVersion = 1

    public let files: [ScannedFile]

    public init(files: [ScannedFile]) {
        self.files = files
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, files
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schemaVersion, forKey: .schemaVersion)
        try container.encode(files, forKey: .files)
    }
}

/// One scanned file in a ``ScanReport``.
public struct ScannedFile: Sendable, Encodable {
    public let path: String
    public let index: SourceFileIndex
    public let tokens: [TokenRecord]?
    /// The targets, when the file is a `Package.swift`.
    public let manifest: PackageManifest?

    /// Scans `source`, read from `path`; `includingTokens` adds the token stream.
    public init(path: String, source: String, includingTokens: Bool = false) {
        let stream = Lexer.tokenize(source)
        self.path = path
        self.index = SourceFileIndex(tokens: stream)
        self.tokens = includingTokens ? stream.tokens.map { TokenRecord($0, in: stream) } : nil
        let isManifest = path == "Package.swift" || path.hasSuffix("/Package.swift")
        self.manifest = isManifest ? PackageManifestReader.read(tokens: stream) : nil
    }

    private enum CodingKeys: String, CodingKey {
        case path, imports, declarations, diagnostics, tokens, manifest
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(index.imports, forKey: .imports)
        try container.encode(index.declarations, forKey: .declarations)
        try container.encode(index.diagnostics, forKey: .diagnostics)
        try container.encodeIfPresent(tokens, forKey: .tokens)
        try container.encodeIfPresent(manifest, forKey: .manifest)
    }
}

/// A token as the JSON report shows it: kind, text and position, with its trivia when
/// there is any.
public struct TokenRecord: Sendable, Hashable, Encodable {
    public let kind: TokenKind
    public let text: String
    public let line: Int
    public let column: Int
    public let keyword: Keyword?
    public let leadingTrivia: String?
    public let trailingTrivia: String?

    public init(_ token: Token, in stream: TokenStream) {
        kind = token.kind
        text = stream.text(of: token)
        line = token.line
        column = token.column
        keyword = token.keyword
        leadingTrivia = token.hasLeadingTrivia ? stream.text(in: token.leadingTriviaRange) : nil
        trailingTrivia = token.hasTrailingTrivia ? stream.text(in: token.trailingTriviaRange) : nil
    }
}
