import Foundation
import StrataDiagnostics

/// Where command output goes. Commands write through this so tests can capture it and so
/// colour is decided in one place: only on a terminal, and never when `NO_COLOR` is set.
public final class Console: @unchecked Sendable {
    private let writeOut: (String) -> Void
    private let writeError: (String) -> Void
    public let outputIsTerminal: Bool
    public let errorIsTerminal: Bool
    public let colorsEnabled: Bool

    public init(
        writeOut: @escaping (String) -> Void,
        writeError: @escaping (String) -> Void,
        outputIsTerminal: Bool,
        errorIsTerminal: Bool,
        environment: [String: String]
    ) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        self.colorsEnabled = outputIsTerminal && !noColor && environment["TERM"] != "dumb"
    }

    /// The process's real standard output and error.
    public static func standard(environment: [String: String]) -> Console {
        Console(
            writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) },
            outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: environment
        )
    }

    /// Writes `text` and a newline to standard output.
    public func line(_ text: String = "") { writeOut(text + "\n") }

    /// Writes `text` as is (it carries its own newlines) to standard output.
    public func write(_ text: String) { writeOut(text) }

    /// Writes one line to standard error.
    public func errorLine(_ text: String) { writeError(text + "\n") }

    /// Rewrites the current line of standard error, for progress on a terminal only.
    public func progress(_ text: String) {
        guard errorIsTerminal else { return }
        writeError("\r\u{1B}[2K" + text)
    }

    public func endProgress() {
        guard errorIsTerminal else { return }
        writeError("\r\u{1B}[2K")
    }

    public func styled(_ text: String, _ style: TextStyle) -> String {
        colorsEnabled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
