import StrataDiagnostics

/// Something about the input that stopped a path from being checked, or made checking it
/// doubtful. The run goes on; each problem is reported in one line saying what, where and how
/// to fix, in every output format, and a skipped file fails the run unless the user allows it.
public enum InputProblem: DiagnosticError, Sendable, Hashable, CustomStringConvertible {
    case missingPath(path: String)
    case unreadable(path: String, reason: String)
    /// A FIFO, socket or device named like a source file: never read (a FIFO would hold the run).
    case notRegularFile(path: String)
    case notUTF8(path: String)
    case symlinkLoop(path: String)
    /// A symbolic link found in the project leads out of it (and out of the folder named on the
    /// command line): not read, whatever it points at.
    case linksOutside(path: String)
    /// The file was checked, NUL bytes read as whitespace as the compiler does.
    case nulBytes(path: String, line: Int, column: Int)
    /// An Xcode project or workspace that cannot be read: every Swift file is checked, as without one.
    case unreadableProject(path: String, line: Int?, column: Int?, reason: String)

    /// A missing path is a mistake in the command line; the others are about files found.
    public var isUsageError: Bool {
        if case .missingPath = self { return true }
        return false
    }

    /// Whether the path was left unchecked, hiding whatever it holds from the rules.
    public var skipsFile: Bool {
        switch self {
        case .nulBytes, .unreadableProject: false
        default: true
        }
    }

    public var path: String {
        switch self {
        case .missingPath(let path), .unreadable(let path, _), .notRegularFile(let path), .notUTF8(let path),
            .symlinkLoop(let path), .linksOutside(let path), .nulBytes(let path, _, _),
            .unreadableProject(let path, _, _, _):
            return path
        }
    }

    /// Where in the file the problem is, when it is about a place rather than the whole file.
    public var position: (line: Int, column: Int)? {
        switch self {
        case .nulBytes(_, let line, let column): return (line, column)
        case .unreadableProject(_, let line?, let column, _): return (line, column ?? 1)
        default: return nil
        }
    }

    /// The problem without its path: what happened and how to fix it.
    public var reason: String {
        switch self {
        case .missingPath:
            return "no such file or folder; check the path on the command line"
        case .unreadable(_, let reason):
            return "skipped, cannot be read (\(reason)); check its permissions"
        case .notRegularFile:
            return
                "skipped, not a regular file (a FIFO, socket or device); replace it with the source file or remove it"
        case .notUTF8:
            return "skipped, not UTF-8 text; re-save it as UTF-8"
        case .symlinkLoop:
            return "skipped, symbolic link loops back to a folder already being checked"
        case .linksOutside:
            return "skipped, symbolic link leads out of the project and is not read; "
                + "to check what it points at, name it on the command line"
        case .unreadableProject(_, _, _, let reason):
            return "\(reason); until then every Swift file is checked, whichever target compiles it"
        case .nulBytes:
            return "checked, but holds NUL bytes (read as whitespace, as the compiler does); remove them: "
                + "review tools show such a file as binary"
        }
    }

    public var description: String {
        let place = position.map { ":\($0.line):\($0.column)" } ?? ""
        return "\(path)\(place): \(reason)"
    }

    /// As an error: a path on the command line that is not there. A run reports the others with
    /// the severity it gives them (``diagnostic(severity:)``).
    public var diagnostics: [Diagnostic] { [diagnostic(severity: .error)] }

    /// `input.not-utf8` and the like, at the file (and place, for NUL bytes).
    public func diagnostic(severity: Diagnostic.Severity) -> Diagnostic {
        Diagnostic(
            id: Diagnostic.id("input", caseOf: self), severity: severity,
            location: Diagnostic.Location(
                file: path, start: position.map { Diagnostic.Position(line: $0.line, column: $0.column) }),
            message: reason)
    }
}
