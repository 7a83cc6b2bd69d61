/// A value computed while evaluating a manifest: the small part of Swift that manifests use
/// to describe targets. Whatever the evaluator cannot compute is ``unknown`` with the
/// reason, so it only matters if a target's name, kind, path or dependencies need it.
indirect enum ManifestValue: Sendable, Hashable {
    case string(String)
    case array([ManifestValue])
    /// `Package(…)`, `.target(…)`, `.product(…)`: the called name, labelled arguments and
    /// the line of the call.
    case call(name: String, arguments: [ManifestArgument], line: Int)
    /// `.macOS`, `.app`, `Foo`: a name neither called nor bound to a variable, by its last member.
    case member(String)
    /// `true`, `nil`, a number, a dictionary: a value the reader need not look into.
    case opaque
    case unknown(ManifestReadFailure)

    func argument(_ label: String) -> ManifestValue? {
        guard case .call(_, let arguments, _) = self else { return nil }
        return arguments.first { $0.label == label }?.value
    }
}

struct ManifestArgument: Sendable, Hashable {
    let label: String?
    let value: ManifestValue
}

extension ManifestValue {
    /// The string an argument holds, `nil` if absent; anything else is a failure. Package.swift's
    /// reader and Tuist's read their string arguments alike.
    static func string(_ value: ManifestValue?, expected: String, line: Int) throws(ManifestReadFailure) -> String? {
        switch value {
        case nil: return nil
        case .string(let text)?: return text
        case .unknown(let failure)?: throw failure
        default: throw .unexpectedValue(expected: expected, line: line)
        }
    }
}
