/// Why a project file, workspace or Podfile could not be read: the file, where in it when a place
/// is to blame, what is wrong and how to fix it. Callers turn it into their own diagnostic and go on
/// without the file, so one bad project never stops a run.
public struct XcodeReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// As it was given to the reader (relative to the root it was read against).
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String
    public var fix: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String, fix: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.fix = fix
    }

    /// `file:line:column: message; fix`, the one line a reader of a log needs.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return "\(place): \(message); \(fix)"
    }
}

/// Lexical path arithmetic on `/`-separated strings: the reader never asks the file system what a
/// path means, so a project reads the same wherever it is checked out.
enum ProjectPath {
    /// `base` and `relative` joined, `.` and `..` steps taken where they can be; an absolute
    /// `relative` stands alone.
    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if base.isEmpty { return normalize(relative) }
        if relative.isEmpty { return normalize(base) }
        return normalize(base + "/" + relative)
    }

    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.hasPrefix("$(") {
                parts.removeLast()
            } else if part == "..", isAbsolute, parts.isEmpty {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func dropLastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
