#!/usr/bin/env bash
# Builds the SwiftSyntax side of `strata-bench figures --swiftsyntax-parser PATH`: a program that
# parses every .swift file under the folders it is given with SwiftSyntax and collects imports,
# types, properties and initializer parameters (the least a SwiftSyntax-based checker must do),
# then prints what it counted so the run can check it read the same tree.
#
# Strata takes no dependency, so the program is a throwaway package written OUTSIDE this
# repository (under $TMPDIR), never part of Package.swift, CI or the tests: resolving swift-syntax
# needs the network or a local copy of github.com/swiftlang/swift-syntax.
#
# usage: Scripts/swiftsyntax_parser.sh [swift-syntax version, default 603.0.1]
# Prints the built executable's path on its last line.
set -euo pipefail

version="${1:-603.0.1}"
package="${TMPDIR:-/tmp}/strata-swiftsyntax-parser-${version}"
repository="$(cd "$(dirname "$0")/.." && pwd)"
case "$package/" in
"$repository"/*)
    echo "swiftsyntax_parser.sh: TMPDIR is inside the repository ($package); set TMPDIR elsewhere" >&2
    exit 2
    ;;
esac

mkdir -p "$package/Sources/SwiftSyntaxParse"
cat >"$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SwiftSyntaxParse",
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "$version")],
    targets: [
        .executableTarget(
            name: "SwiftSyntaxParse",
            dependencies: [.product(name: "SwiftParser", package: "swift-syntax"),
                           .product(name: "SwiftSyntax", package: "swift-syntax")])
    ]
)
SWIFT
cat >"$package/Sources/SwiftSyntaxParse/main.swift" <<'SWIFT'
import Foundation
import SwiftParser
import SwiftSyntax

/// What a checker needs from each file at the least: its imports, the types it declares, their
/// stored and computed properties and their initializers' parameters.
final class Collector: SyntaxVisitor {
    var imports = 0, types = 0, properties = 0, parameters = 0

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports += 1
        return .skipChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { types += 1; return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types += 1; return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types += 1; return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { types += 1; return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { types += 1; return .visitChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { types += 1; return .visitChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        properties += node.bindings.count
        return .visitChildren
    }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        parameters += node.signature.parameterClause.parameters.count
        return .visitChildren
    }
}

var files = 0, lines = 0
let collector = Collector(viewMode: .sourceAccurate)
for root in CommandLine.arguments.dropFirst() {
    guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
    while let relative = walker.nextObject() as? String {
        guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + relative)
        else { continue }
        files += 1
        lines += data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        collector.walk(tree)
    }
}
print(
    "files \(files) lines \(lines) imports \(collector.imports) types \(collector.types) "
        + "properties \(collector.properties) initializer-parameters \(collector.parameters)")
SWIFT

cd "$package"
swift package resolve >&2
swift build -c release --product SwiftSyntaxParse >&2
echo "$(swift build -c release --show-bin-path)/SwiftSyntaxParse"
