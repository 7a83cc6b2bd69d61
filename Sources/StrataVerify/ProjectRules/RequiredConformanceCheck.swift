/// `required-conformance`: every class, struct, enum or actor whose name ends with the suffix (a
/// role: `Client`, `Repository`) conforms to the protocol, in its declaration or in an extension
/// in the same file; one that does not is reported at its name.
struct RequiredConformanceCheck: FileCheck {
    let typeSuffix: String
    let requiredProtocol: String

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        for type in file.types
        where type.kind != .extension && type.kind != .protocol && type.name.hasSuffix(typeSuffix) {
            let conformances = file.types.filter { $0 == type || ($0.kind == .extension && $0.name == type.name) }
                .flatMap(\.inheritance).map { TypeText.lastName(in: $0) ?? $0 }
            guard !conformances.contains(requiredProtocol) else { continue }
            report.add(
                line: type.line, column: type.column,
                ["layer": file.layer ?? "", "type": type.name, "protocol": requiredProtocol])
        }
    }
}
