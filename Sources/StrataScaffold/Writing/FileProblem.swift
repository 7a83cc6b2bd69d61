import Foundation
import StrataDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed on one file: the file (relative to the package) and the cause in
/// words, so a failed write says "Sources/A.swift: the disk is full" instead of a Foundation
/// error record about some other path.
public struct FileProblem: DiagnosticError, Equatable, CustomStringConvertible {
    public var path: String
    /// The `errno` of the failed call.
    public var code: Int32

    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    public var cause: String { Self.cause(of: code) }

    public var description: String { "\(path): \(cause)" }

    public var diagnostics: [Diagnostic] {
        [Diagnostic(id: "file.system-error", severity: .error, location: .init(file: path), message: cause)]
    }

    /// The errors a person can act on get a sentence; the rest keep the system's wording.
    public static func cause(of code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOSPC, EDQUOT: "the disk is full"
        case EISDIR: "it is a folder"
        case ENOTDIR: "a folder in its path is a file"
        case EROFS: "the file system is read-only"
        case EEXIST: "it already exists"
        case ELOOP: "it is a symbolic link"
        case ENAMETOOLONG: "its name is too long"
        default: String(cString: strerror(code))
        }
    }

    /// The cause of a Foundation file error, from the errno it wraps.
    public static func cause(of error: any Error) -> String {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return cause(of: Int32(error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return cause(of: Int32(underlying.code))
        }
        return error.localizedDescription
    }
}

/// What the fault seam throws to make a step fail as the system would (`ENOSPC`, `EIO`).
public struct SystemCallFailure: DiagnosticError, Equatable {
    public var code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// Disk steps turn this into a ``FileProblem`` naming the file; one that gets out is Strata's bug.
    public var diagnostics: [Diagnostic] {
        [
            Diagnostic(
                id: "internal.system-call-failure", severity: .bug,
                message: "a system call failed outside any file step: \(FileProblem.cause(of: code))")
        ]
    }
}
