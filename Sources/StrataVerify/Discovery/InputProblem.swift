/// Something about the input that stopped one path from being checked. The run goes on without
/// it; each problem is reported in one line saying what, where and how to fix.
public enum InputProblem: Error, Sendable, Hashable, CustomStringConvertible {
    case missingPath(path: String)
    case unreadable(path: String, reason: String)
    case notUTF8(path: String)
    case binary(path: String)
    case symlinkLoop(path: String)

    /// A missing path is a mistake in the command line; the others are notes about files skipped.
    public var isUsageError: Bool {
        if case .missingPath = self { return true }
        return false
    }

    public var path: String {
        switch self {
        case .missingPath(let path), .unreadable(let path, _), .notUTF8(let path), .binary(let path),
            .symlinkLoop(let path):
            return path
        }
    }

    public var description: String {
        switch self {
        case .missingPath(let path):
            return "\(path): no such file or folder; check the path on the command line"
        case .unreadable(let path, let reason):
            return "\(path): skipped, cannot be read (\(reason)); check its permissions"
        case .notUTF8(let path):
            return "\(path): skipped, not UTF-8 text; re-save it as UTF-8"
        case .binary(let path):
            return "\(path): skipped, binary content in a .swift file; exclude it in strata.json"
        case .symlinkLoop(let path):
            return "\(path): skipped, symbolic link loops back to a folder already being checked"
        }
    }
}
