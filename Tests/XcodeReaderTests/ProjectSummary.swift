import Foundation
import StrataTestSupport
import XcodeReader

/// What the differential test compares: per target its product type, module, files, dependencies,
/// linked libraries and package products, written the way `Tests/Fixtures/Xcode/pbxproj_oracle.py` prints them.
struct ProjectSummary: Codable, Equatable {
    struct Target: Codable, Equatable {
        var name: String
        var productType: String
        var moduleName: String
        var sources: [String]
        var dependencies: [String]
        var linked: [String]
        var packageProducts: [String]
    }

    var targets: [Target]
    var localPackages: [String]

    init(targets: [Target], localPackages: [String]) {
        self.targets = targets
        self.localPackages = localPackages
    }

    /// Strata's reading of the project.
    init(_ project: XcodeProject) {
        targets = project.targets.map { target in
            Target(
                name: target.name, productType: target.productTypeIdentifier, moduleName: target.moduleName,
                sources: target.sourceFiles,
                dependencies: target.dependencies.map { dependency in
                    dependency.project.map { "\($0)::\(dependency.name)" } ?? dependency.name
                }.sorted(),
                linked: target.linkedLibraries.sorted(),
                packageProducts: target.packageProducts.map { product in
                    switch product.package {
                    case .local(let path): "\(product.name) @ local:\(path)"
                    case .remote(let url, _): "\(product.name) @ remote:\(url)"
                    case .unknown: "\(product.name) @ unknown"
                    }
                }.sorted())
        }
        localPackages = project.localPackages
    }

    /// The PyPI `pbxproj` package's reading of the project at `projectPath` under `root`.
    static func oracle(root: URL, projectPath: String) throws -> ProjectSummary {
        let outcome = try PythonScript(fixture: "Xcode/pbxproj_oracle.py").run([root.path, projectPath])
        guard outcome.status == 0 else { throw OracleFailure(output: outcome.output) }
        // The interpreter may warn on standard error before the JSON; the JSON starts at the first brace.
        let json = outcome.output.drop { $0 != "{" }
        return try JSONDecoder().decode(ProjectSummary.self, from: Data(json.utf8))
    }

    struct OracleFailure: Error, CustomStringConvertible {
        let output: String
        var description: String { "the oracle failed: \(output)" }
    }

    /// Every way `other` differs from this summary, one line each; empty when they agree.
    func differences(from other: ProjectSummary) -> [String] {
        var lines: [String] = []
        if localPackages != other.localPackages {
            lines.append("local packages: \(localPackages) ≠ \(other.localPackages)")
        }
        let mine = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let theirs = Dictionary(other.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in Set(mine.keys).union(theirs.keys).sorted() {
            guard let left = mine[name], let right = theirs[name] else {
                lines.append("target \(name) only in \(mine[name] == nil ? "the oracle" : "Strata")")
                continue
            }
            let fields: [(String, [String], [String])] = [
                ("product type", [left.productType], [right.productType]),
                ("module", [left.moduleName], [right.moduleName]),
                ("dependencies", left.dependencies, right.dependencies),
                ("linked", left.linked, right.linked),
                ("package products", left.packageProducts, right.packageProducts),
            ]
            for (field, strata, oracle) in fields where strata != oracle {
                lines.append("\(name) \(field): Strata \(strata), oracle \(oracle)")
            }
            for file in Set(left.sources).symmetricDifference(right.sources).sorted() {
                lines.append(
                    "\(name) compiles \(file) for \(left.sources.contains(file) ? "Strata only" : "the oracle only")")
            }
        }
        return lines
    }
}
