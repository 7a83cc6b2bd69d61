import Foundation
import StrataScaffold
import StrataVerify

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one policy every option that writes a file follows (`--output`, `--write-baseline`,
/// `--build-stamp`): the file lies inside the project or the working folder, by the rule every
/// write of Strata follows (`ContainedPath`'s: no `..` out, nothing in `.git/`, no link on the way
/// that leads outside); it is not itself a link or a special file; and when it exists it is the
/// same kind of Strata output, so a typo such as `--output strata.json` never replaces a
/// project's file. Checked before the run, so a refused path costs no work.
struct OutputFile {
    enum Kind: Equatable {
        case report, baseline, buildStamp

        var noun: String {
            switch self {
            case .report: "a Strata report"
            case .baseline: "a Strata baseline"
            case .buildStamp: "a Strata build stamp"
            }
        }
    }

    /// The first words of every build stamp, by which an existing one is known.
    static let buildStampOpening = "// Checked by strata verify:"

    let option: String
    /// As typed.
    let path: String
    let kind: Kind

    func checkedURL(roots: [String], in environment: CommandEnvironment) throws -> URL {
        let url = environment.url(for: path).standardizedFileURL
        let outside = CommandError.outputOutsideProject(option: option, path: path)
        guard roots.contains(where: { Self.contains(url, root: $0) }) || isHostsStampFolder(url) else { throw outside }
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return url }
        // A link at the file itself is not written through; a FIFO is not read.
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw CommandError.outputNotAFile(option: option, path: path, what: "a folder")
        case S_IFLNK: throw CommandError.outputNotAFile(option: option, path: path, what: "a symbolic link")
        default: throw CommandError.outputNotAFile(option: option, path: path, what: "a FIFO, socket or device")
        }
        guard let data = FileManager.default.contents(atPath: url.path), recognizes(data) else {
            if kind == .baseline { throw CommandError.notABaseline(path: path) }
            throw CommandError.outputWouldReplace(option: option, path: path, kind: kind.noun)
        }
        return url
    }

    /// Whether `url` is inside `root` by `ContainedPath`'s rule.
    private static func contains(_ url: URL, root: String) -> Bool {
        let root = URL(fileURLWithPath: root).standardizedFileURL.path
        let prefix = root == "/" ? "/" : root + "/"
        guard url.path.hasPrefix(prefix), let folder = try? ContainedPath(root: URL(fileURLWithPath: root)) else {
            return false
        }
        return (try? folder.check(String(url.path.dropFirst(prefix.count)))) != nil
    }

    /// The name of the build-tool plugin's stamp, and of the work folder the build system makes
    /// for the plugin and names after it (`…/DemoDomain/StrataBuildTool/` in SwiftPM's `.build`
    /// and in Xcode's DerivedData). Plugins/StrataBuildTool writes there.
    static let hostStampFile = "StrataVerified.swift"
    static let hostStampFolder = "StrataBuildTool"

    /// Xcode gives a build-tool plugin a work folder in DerivedData, outside the project, and the
    /// plugin's build stamp must go there: that one file name, in an existing folder named after
    /// the plugin, outside any `.git`, is allowed for a build stamp only (and, when it exists,
    /// only over a build stamp). Any other new file outside the project is refused.
    private func isHostsStampFolder(_ url: URL) -> Bool {
        let folder = url.deletingLastPathComponent()
        var status = stat()
        return kind == .buildStamp && url.lastPathComponent == Self.hostStampFile
            && folder.lastPathComponent == Self.hostStampFolder
            && !url.pathComponents.contains { $0.lowercased() == ".git" }
            && lstat(folder.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `data` is what this option writes: an earlier run's output, never a project's file.
    func recognizes(_ data: Data) -> Bool {
        switch kind {
        case .baseline: return (try? Baseline.decode(data, file: path)) != nil
        case .buildStamp: return data.starts(with: Data(Self.buildStampOpening.utf8))
        case .report: return data.isEmpty || Self.isReport(String(decoding: data, as: UTF8.self))
        }
    }

    /// A report of any format Strata writes: JSON, SARIF and JUnit by their header; text by its
    /// summary line; Xcode and GitHub annotations by every line being one.
    static func isReport(_ text: String) -> Bool {
        let head = text.prefix(400)
        if head.contains(#""command": "strata "#) || head.contains(#"<testsuites name="strata "#)
            || (head.contains("sarif") && text.contains(#""name": "strata""#))
        {
            return true
        }
        let lines = text.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        guard let last = lines.last else { return true }
        if last.hasPrefix("✓ No findings in ") || last.hasPrefix("valid: ")
            || ((last.hasPrefix("✗ ") || last.hasPrefix("! ")) && last.contains(" checked)."))
        {
            return true
        }
        return lines.allSatisfy { line in
            line.hasPrefix("::") || [": error: ", ": warning: ", ": note: "].contains { line.contains($0) }
        }
    }
}
