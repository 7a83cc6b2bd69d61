import Foundation
import StrataTestSupport
import Testing
import XcodeReader

/// The old-style property list reader: every value form Xcode writes, and where it stops when the
/// text is broken.
@Suite struct PropertyListReaderTests {
    private func read(_ text: String) throws(PropertyListError) -> PropertyListValue {
        try PropertyListReader.read(Array(text.utf8))
    }

    @Test func readsEveryValueForm() throws {
        let value = try read(
            """
            // !$*UTF8*$!
            {
            \t/* a comment */ plain = com.apple.product-type.bundle.unit-test;
            \t"quoted key" = "tab\\there \\"quoted\\" caf\\U00e9 \\101";
            \tlist = (one, "two", (nested, ), );
            \tempty = ( );
            \tdata = <0fA1 20>;
            \tinner = {a = b; };
            \tdollar = "$(SRCROOT)/x";
            }
            """)
        let dictionary = try #require(value.dictionary)
        #expect(dictionary["plain"] == .string("com.apple.product-type.bundle.unit-test"))
        #expect(dictionary["quoted key"] == .string("tab\there \"quoted\" café A"))
        #expect(dictionary["list"] == .array([.string("one"), .string("two"), .array([.string("nested")])]))
        #expect(dictionary["empty"] == .array([]))
        #expect(dictionary["data"] == .data([0x0F, 0xA1, 0x20]))
        #expect(dictionary["inner"] == .dictionary(["a": .string("b")]))
        #expect(dictionary["dollar"] == .string("$(SRCROOT)/x"))
    }

    @Test(arguments: [
        ("{\n\tisa = PBXGroup\n}", 3, 1, "expected ';' after the value of 'isa', found '}'"),
        ("{\n\tisa = PBXGroup;\n", 3, 1, "the file ends inside the dictionary opened at 1:1"),
        ("{\n\tpath = \"App;\n};\n", 4, 1, "the file ends inside the string opened at 2:9"),
        ("{ a = (b c); }", 1, 10, "expected ',' or ')' after an array element"),
        ("{ a = b; a = c; }", 1, 10, "the key 'a' appears twice in one dictionary"),
        ("{ a = ; }", 1, 7, "unexpected ';' where a value should be"),
        ("{ a = b; } }", 1, 12, "unexpected text after the end of the property list"),
        ("{ a = <0f1>; }", 1, 7, "the data has an odd number of hex digits"),
        ("// only a comment\n", 2, 1, "the file is empty; a project file starts with '{'"),
    ])
    func brokenTextIsOneErrorAtItsPlace(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: PropertyListError(line: line, column: column, message: message)) { try read(text) }
    }

    /// A project file cut anywhere, or with any one structural character replaced, is one error
    /// inside the file, never a crash or a value.
    @Test func truncatedOrCorruptedProjectIsOneLocatedError() throws {
        let bytes = Array(
            try Data(
                contentsOf: repositoryRoot.appendingPathComponent(
                    "Tests/Fixtures/Xcode/Classic/Classic.xcodeproj/project.pbxproj")))
        let lineCount = bytes.filter { $0 == 0x0A }.count + 1
        var cuts = 0
        for cut in stride(from: 0, to: bytes.count - 2, by: 97) {
            let error = #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array(bytes[..<cut])) }
            #expect((1...lineCount).contains(error?.line ?? 0))
            cuts += 1
        }
        var corruptions = 0
        for offset in Self.structuralOffsets(in: bytes) where offset % 5 == 0 {
            var corrupted = bytes
            corrupted[offset] = UInt8(ascii: "#")
            let error = #expect(throws: PropertyListError.self) { try PropertyListReader.read(corrupted) }
            #expect((1...lineCount).contains(error?.line ?? 0))
            corruptions += 1
        }
        #expect(cuts > 100 && corruptions > 50)
    }

    /// Where `{ } ( ) ; =` stand outside strings and comments: replacing one of those breaks the file.
    static func structuralOffsets(in bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case let byte where Set("{}();=".utf8).contains(byte):
                offsets.append(index)
            default:
                break
            }
            index += 1
        }
        return offsets
    }
}
