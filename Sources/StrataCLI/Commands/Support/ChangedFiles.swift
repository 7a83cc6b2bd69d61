import Foundation
import StrataCore
import StrataScaffold

/// The files of a project that git reports as changed since a ref: what a pull request touched.
/// Compared with the merge base of the ref and HEAD (so commits that landed on the ref since the
/// branch started do not count), including uncommitted and untracked files; deleted ones are left
/// out because there is nothing to check.
enum ChangedFiles {
    /// Absolute paths of changed Swift files (Package.swift included) under `root`.
    static func swiftFiles(since ref: String, in root: String) throws -> [String] {
        // A revision cannot follow `--` (that separates paths), so one git would read as an option
        // (`--output=<file>` creates or truncates that file) is refused before git runs;
        // `--end-of-options` guards the same place for any git that reads further.
        guard !ref.hasPrefix("-") else { throw CommandError.optionLikeValue(option: "--changed-since", value: ref) }
        let folder = URL(fileURLWithPath: root)
        let tracked = try git(
            [
                "diff", "--name-only", "--relative", "-z", "--diff-filter=d", "--merge-base", "--end-of-options", ref,
                "--",
            ],
            ref: ref, in: folder)
        let untracked = try git(["ls-files", "--others", "--exclude-standard", "-z"], ref: ref, in: folder)
        let relative = Set((tracked + untracked).filter { $0.hasSuffix(".swift") })
        return relative.sorted().map { folder.appendingPathComponent($0).standardizedFileURL.path }
    }

    /// `git` prints paths relative to `folder` (with `--relative` and `ls-files`), NUL-separated.
    private static func git(_ arguments: [String], ref: String, in folder: URL) throws -> [String] {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["git", "-C", folder.path] + arguments, in: folder)
        } catch {
            throw CommandError.gitUnavailable(ref: ref, cause: error.localizedDescription)
        }
        guard result.status == 0 else {
            let reason = result.output.split(separator: "\n").first.map(String.init) ?? "exit status \(result.status)"
            throw CommandError.gitCannotCompare(ref: ref, reason: reason)
        }
        return result.output.split(separator: "\0").map(String.init).filter { !$0.isEmpty }
    }
}
