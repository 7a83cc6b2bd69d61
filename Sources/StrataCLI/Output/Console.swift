import Foundation
import StrataDiagnostics

/// Where command output goes. Commands write through this so tests can capture it and so
/// colour is decided in one place (`colorsWanted`).
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
        self.colorsEnabled = Self.colorsWanted(onTerminal: outputIsTerminal, environment: environment)
    }

    /// The colour conventions of command-line tools, strongest first: a non-empty `NO_COLOR` turns colour
    /// off; `FORCE_COLOR` or `CLICOLOR_FORCE` set to anything but `0` turns it on where output is not a
    /// terminal (CI logs render ANSI); otherwise colour only on a terminal that is not `dumb`.
    static func colorsWanted(onTerminal: Bool, environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        for name in ["FORCE_COLOR", "CLICOLOR_FORCE"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value != "0" && value != "false"
        }
        return onTerminal && environment["TERM"] != "dumb"
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
