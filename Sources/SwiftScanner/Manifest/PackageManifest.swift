/// What a `Package.swift` declares about its targets, or why it could not be read.
///
/// The reader evaluates the manifest forms seen in practice — literal arrays, variables
/// holding target lists, `+`/`+=`/`append`, immediately invoked closures — and answers
/// ``unreadable(reason:)`` rather than guess when the code goes beyond them.
public enum PackageManifest: Sendable, Hashable, Encodable {
    case read([TargetInfo])
    case unreadable(reason: ManifestReadFailure)

    public var targets: [TargetInfo]? {
        if case .read(let targets) = self { targets } else { nil }
    }

    private enum CodingKeys: String, CodingKey {
        case status, targets, reason, line
    }

    /// `{"status":"read","targets":[…]}` or `{"status":"unreadable","reason":"…","line":N}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .read(let targets):
            try container.encode("read", forKey: .status)
            try container.encode(targets, forKey: .targets)
        case .unreadable(let reason):
            try container.encode("unreadable", forKey: .status)
            try container.encode(reason.description, forKey: .reason)
            try container.encodeIfPresent(reason.line, forKey: .line)
        }
    }
}

/// One target of a package.
public struct TargetInfo: Sendable, Hashable, Encodable {
    public enum Kind: String, Sendable, Hashable, Encodable {
        case regular, executable, test, plugin, macro, system, binary
    }

    public let name: String
    public let kind: Kind
    /// The custom `path:`, when the manifest gives one.
    public let path: String?
    public let dependencies: [TargetDependency]
}

/// A dependency of a target, as the manifest spells it.
public enum TargetDependency: Sendable, Hashable, Encodable {
    /// `.target(name: "Core")`
    case target(name: String)
    /// `.product(name: "ArgumentParser", package: "swift-argument-parser")`
    case product(name: String, package: String?)
    /// `"Core"` or `.byName(name: "Core")`: a target or product of that name.
    case byName(name: String)

    public var name: String {
        switch self {
        case .target(let name), .product(let name, _), .byName(let name): name
        }
    }

    private enum CodingKeys: String, CodingKey {
        case kind, name, package
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .target(let name):
            try container.encode("target", forKey: .kind)
            try container.encode(name, forKey: .name)
        case .product(let name, let package):
            try container.encode("product", forKey: .kind)
            try container.encode(name, forKey: .name)
            try container.encodeIfPresent(package, forKey: .package)
        case .byName(let name):
            try container.encode("byName", forKey: .kind)
            try container.encode(name, forKey: .name)
        }
    }
}

/// Why a manifest could not be read; ``description`` is the one place its text is written.
public enum ManifestReadFailure: Error, Sendable, Hashable, CustomStringConvertible {
    case noPackage
    /// A Tuist manifest that creates no `Project(…)` (or `Workspace(…)`) at top level.
    case noTopLevelCall(name: String)
    case undefinedName(name: String, line: Int)
    case conditionallyDefined(name: String, line: Int)
    case mutatedOutsideReadableForms(name: String, line: Int)
    case unsupportedExpression(text: String, line: Int)
    case unexpectedValue(expected: String, line: Int)
    case tooComplex(line: Int)

    public var line: Int? {
        switch self {
        case .noPackage, .noTopLevelCall: nil
        case .undefinedName(_, let line), .conditionallyDefined(_, let line),
            .mutatedOutsideReadableForms(_, let line), .unsupportedExpression(_, let line),
            .unexpectedValue(_, let line), .tooComplex(let line):
            line
        }
    }

    public var description: String {
        switch self {
        case .noPackage:
            "no `let package = Package(…)` found; the manifest must create its Package at top level"
        case .noTopLevelCall(let name):
            "no `\(name)(…)` found; the manifest must create its \(name) at top level"
        case .undefinedName(let name, let line):
            "line \(line): `\(name)` is not defined by a `let`/`var` the reader can follow"
        case .conditionallyDefined(let name, let line):
            "line \(line): `\(name)` is set inside `#if`, so its value depends on the build platform"
        case .mutatedOutsideReadableForms(let name, let line):
            "line \(line): `\(name)` is changed by code the reader does not evaluate "
                + "(a loop, a function, a method other than append)"
        case .unsupportedExpression(let text, let line):
            "line \(line): cannot evaluate `\(text)`; use literal arrays, variables, `+` and `append`"
        case .unexpectedValue(let expected, let line):
            "line \(line): expected \(expected)"
        case .tooComplex(let line):
            "line \(line): expression nests or grows beyond what the reader evaluates"
        }
    }
}
