/// Reads the targets of a `Package.swift` without running Swift.
///
/// See ``PackageManifest`` for what it understands; everything else yields
/// ``PackageManifest/unreadable(reason:)`` with the line that stopped it.
public enum PackageManifestReader {
    public static func read(_ source: String) -> PackageManifest {
        read(tokens: Lexer.tokenize(source))
    }

    public static func read(bytes: [UInt8]) -> PackageManifest {
        read(tokens: Lexer.tokenize(bytes: bytes))
    }

    public static func read(tokens: TokenStream) -> PackageManifest {
        let globals = tokens.withCursor { cursor in
            var evaluator = ManifestEvaluator(cursor: cursor)
            _ = evaluator.runStatements()
            return evaluator.scopes[0]
        }
        let package =
            globals["package"]
            ?? globals.keys.sorted().lazy.compactMap { name -> ManifestValue? in
                if case .call("Package", _, _) = globals[name] { return globals[name] }
                return nil
            }.first
        switch package {
        case .call("Package", _, _)?:
            do {
                return .read(try targets(in: package ?? .opaque))
            } catch {
                return .unreadable(reason: error)
            }
        case .unknown(let failure)?:
            return .unreadable(reason: failure)
        default:
            return .unreadable(reason: .noPackage)
        }
    }

    private static func targets(in package: ManifestValue) throws(ManifestReadFailure) -> [TargetInfo] {
        guard case .call(_, _, let line) = package else { throw .noPackage }
        switch package.argument("targets") {
        case nil:
            return []
        case .array(let elements)?:
            return try elements.map { element throws(ManifestReadFailure) in try target(from: element, line: line) }
        case .unknown(let failure)?:
            throw failure
        default:
            throw .unexpectedValue(expected: "an array of targets after `targets:`", line: line)
        }
    }

    private static let kinds: [String: TargetInfo.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "plugin": .plugin,
        "macro": .macro, "systemLibrary": .system, "binaryTarget": .binary,
    ]

    private static func target(
        from value: ManifestValue, line packageLine: Int
    ) throws(ManifestReadFailure) -> TargetInfo {
        if case .unknown(let failure) = value { throw failure }
        guard case .call(let factory, _, let line) = value, let kind = kinds[factory] else {
            throw .unexpectedValue(expected: "a target such as `.target(name: …)`", line: packageLine)
        }
        let name = try ManifestValue.string(
            value.argument("name"), expected: "a string literal after `name:`", line: line)
        guard let name else { throw .unexpectedValue(expected: "`name:` in the target", line: line) }
        let path = try ManifestValue.string(
            value.argument("path"), expected: "a string literal after `path:`", line: line)
        var dependencies: [TargetDependency] = []
        switch value.argument("dependencies") {
        case nil:
            break
        case .array(let elements)?:
            dependencies = try elements.map { element throws(ManifestReadFailure) in
                try dependency(from: element, line: line)
            }
        case .unknown(let failure)?:
            throw failure
        default:
            throw .unexpectedValue(expected: "an array after `dependencies:`", line: line)
        }
        return TargetInfo(name: name, kind: kind, path: path, dependencies: dependencies)
    }

    private static func dependency(
        from value: ManifestValue, line: Int
    ) throws(ManifestReadFailure) -> TargetDependency {
        switch value {
        case .string(let name):
            return .byName(name: name)
        case .unknown(let failure):
            throw failure
        case .call(let factory, _, let callLine):
            let name = try ManifestValue.string(
                value.argument("name"), expected: "a string literal after `name:`", line: callLine)
            guard let name else { throw .unexpectedValue(expected: "`name:` in the dependency", line: callLine) }
            switch factory {
            case "target":
                return .target(name: name)
            case "byName":
                return .byName(name: name)
            case "product":
                let package = try ManifestValue.string(
                    value.argument("package"), expected: "a string literal after `package:`", line: callLine)
                return .product(name: name, package: package)
            default:
                throw .unexpectedValue(expected: "`.target`, `.product` or `.byName`", line: callLine)
            }
        default:
            throw .unexpectedValue(expected: "a dependency name or `.target`/`.product`/`.byName`", line: line)
        }
    }
}
