import Foundation
import StrataTestSupport

/// The stand-in framework modules (declarations only) that let the suite compile code Linux has no
/// framework for: SwiftUI, and the macro plugin behind its `#Preview`, in
/// `Tests/Fixtures/FrameworkStandIns`; Combine (shared with the legacy adapters) in
/// `Tests/Fixtures/LegacyModules`. Installing them into a generated package makes
/// `#if canImport(SwiftUI)` and `#if canImport(Combine)` hold in every layer, so the screens, the
/// theme and the combine style's view models are compiled.
public enum FrameworkStandIns {
    private static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")
    public static let swiftUI = fixtures.appendingPathComponent("FrameworkStandIns/SwiftUI/SwiftUI.swift")
    public static let previewsMacros = fixtures.appendingPathComponent("FrameworkStandIns/PreviewsMacros/main.swift")
    public static let combine = fixtures.appendingPathComponent("LegacyModules/Combine/Combine.swift")
    /// Where the modules go inside the package: outside Sources, so they stay out of `strata verify`.
    public static let folder = "StandIns"

    /// Copies the modules into the package and appends to its manifest, whatever its shape, a
    /// dependency of every regular target on them.
    public static func install(in root: URL) throws {
        for (module, source) in [("Combine", combine), ("SwiftUI", swiftUI), ("PreviewsMacros", previewsMacros)] {
            let target = root.appendingPathComponent("\(folder)/\(module)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target.appendingPathComponent(source.lastPathComponent))
        }
        let manifest = root.appendingPathComponent("Package.swift")
        let appended = """

            // The suite's stand-ins for frameworks Linux lacks; every regular target sees them.
            import CompilerPluginSupport
            package.targets.append(.target(name: "Combine", path: "\(folder)/Combine"))
            package.targets.append(.macro(name: "PreviewsMacros", path: "\(folder)/PreviewsMacros"))
            package.targets.append(
                .target(name: "SwiftUI", dependencies: ["Combine", "PreviewsMacros"], path: "\(folder)/SwiftUI"))
            let standIns = ["SwiftUI", "Combine", "PreviewsMacros"]
            for target in package.targets where target.type == .regular && !standIns.contains(target.name) {
                target.dependencies += ["SwiftUI", "Combine"]
            }

            """
        try Data((try String(contentsOf: manifest, encoding: .utf8) + appended).utf8).write(to: manifest)
    }

    /// The build's errors, one per line and each once, led by the declarations the compiler could
    /// not find: when SwiftUI declares one, it is missing from the stand-in and is added there as
    /// Apple documents it; otherwise a template uses something that does not exist.
    public static func diagnosis(of output: String) -> String {
        let errors = unique(
            output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") && $0.hasPrefix("/") })
        let missing = unique(errors.compactMap(missingDeclaration))
        var lines: [String] = []
        if !missing.isEmpty {
            lines.append(
                "not declared: \(missing.joined(separator: ", ")) — if SwiftUI (or Combine) declares it, add it to "
                    + "\(swiftUI.path) (or \(combine.path)) with Apple's signature; otherwise fix the template that uses it"
            )
        }
        return (lines + errors + (errors.isEmpty ? [output] : [])).joined(separator: "\n")
    }

    private static func unique(_ lines: [String]) -> [String] {
        var seen: Set<String> = []
        return lines.filter { seen.insert($0).inserted }
    }

    /// `ContentUnavailableView`, or `Text.bogus` for a member, from one compiler error.
    public static func missingDeclaration(in error: String) -> String? {
        func quoted(after marker: String) -> [String] {
            guard let range = error.range(of: marker) else { return [] }
            return error[range.upperBound...].split(separator: "'", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        if let name = quoted(after: "cannot find type ").first ?? quoted(after: "cannot find ").first { return name }
        let member = quoted(after: "has no member ")
        if let owner = quoted(after: "value of type ").first ?? quoted(after: "type ").first, let name = member.first {
            return "\(owner).\(name)"
        }
        return nil
    }
}
