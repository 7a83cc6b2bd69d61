import Foundation

/// Everything under a folder, byte for byte: what a hostile test compares before and after a run to
/// prove nothing changed. Links are recorded by their target (never followed) and folders as `<dir>`,
/// so a link swapped in or a folder left behind shows up as a difference.
public enum DirectorySnapshot {
    public static func read(_ url: URL) -> [String: Data] {
        var entries: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: url.path)
        while let relative = walker?.nextObject() as? String {
            let full = url.appendingPathComponent(relative)
            let link = try? FileManager.default.destinationOfSymbolicLink(atPath: full.path)
            entries[relative] =
                link.map { Data("-> \($0)".utf8) } ?? (try? Data(contentsOf: full)) ?? Data("<dir>".utf8)
        }
        return entries
    }

    /// The paths whose entry differs between two snapshots: short enough to read in a failure.
    public static func differences(_ a: [String: Data], _ b: [String: Data]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }
}
