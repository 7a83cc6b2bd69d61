import StrataDiagnostics
import Testing

@testable import StrataVerify

/// A finding's diagnostic ends after the token it points at, so code scanning underlines the
/// name rather than the line; columns are UTF-8 bytes, the end exclusive.
@Suite struct FindingRegionTests {
    static func end(_ lineText: String, column: Int) -> Diagnostic.Position? {
        Finding(
            ruleID: "r", severity: .error, message: "m", file: "F.swift", line: 4, column: column, lineText: lineText
        )
        .diagnostic().location?.end
    }

    @Test(arguments: [
        ("import UIKit", 8, 13),  // a module name
        ("    @Published var x = 0", 5, 15),  // an attribute with its @
        (#"    .target(name: "DemoData", dependencies: [])"#, 19, 29),  // a string literal with its quotes
        (#"let s = "a\"b" + c"#, 9, 15),  // an escaped quote does not end the literal
        ("let `class` = 1", 5, 12),  // a backticked name
        ("let café = Color.red", 5, 10),  // a name with a two-byte letter: 4 characters, 5 bytes
        ("x = a + b", 7, 8),  // an operator: one character
    ])
    func endsAfterTheToken(line: String, column: Int, end: Int) {
        #expect(Self.end(line, column: column) == Diagnostic.Position(line: 4, column: end))
    }

    @Test func aCutLineHasNoEnd() {
        let long = String(repeating: "a", count: 2_000) + " import UIKit"
        #expect(Self.end(long, column: 2_009) == nil)
    }
}
