import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A JUnit / XUnit XML report, read into what tests check of one: `strata verify --format junit`'s
/// output, and the report Swift Testing writes for a generated package's `swift test`. One reader,
/// so both agree on what a test case, a failure and a skip are.
public struct XUnitReport: Sendable {
    public struct TestCase: Sendable, Equatable {
        /// The `classname` attribute: the suite, its module in front (`DemoTests.UserTests`).
        public var className: String
        public var name: String
        /// The `message` of each `<failure>` and `<error>` in the test case, in order (`""` when it has none).
        public var failures: [String]
        public var skipped: Bool

        public var passed: Bool { failures.isEmpty && !skipped }
    }

    /// Why a report could not be read, as the XML parser says it.
    public struct ReadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// The attributes of the root element (`<testsuites failures="1">`).
    public let rootAttributes: [String: String]
    /// Each `<testsuite>`'s name, in document order.
    public let suites: [String]
    public let testCases: [TestCase]

    /// Throws for a report that is not well-formed XML, an empty one included: a check that reads
    /// nothing must fail, not find no failures.
    public init(_ data: Data) throws(ReadError) {
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            throw ReadError(description: parser.parserError.map { "\($0)" } ?? "not an XML document")
        }
        // FoundationXML on Linux accepts empty data and a document cut off inside its elements, so
        // the reader checks that a root element was read and closed.
        guard collector.rootAttributes != nil, collector.openElements == 0 else {
            throw ReadError(description: "the report ends before its root element is closed")
        }
        rootAttributes = collector.rootAttributes ?? [:]
        suites = collector.suites
        testCases = collector.testCases
    }
}

private final class Collector: NSObject, XMLParserDelegate {
    var rootAttributes: [String: String]?
    var suites: [String] = []
    var testCases: [XUnitReport.TestCase] = []
    private(set) var openElements = 0
    private var current: XUnitReport.TestCase?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if rootAttributes == nil { rootAttributes = attributes }
        openElements += 1
        switch elementName {
        case "testsuite":
            suites.append(attributes["name"] ?? "")
        case "testcase":
            current = .init(
                className: attributes["classname"] ?? "", name: attributes["name"] ?? "", failures: [], skipped: false)
        case "failure", "error":
            current?.failures.append(attributes["message"] ?? "")
        case "skipped":
            current?.skipped = true
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        openElements -= 1
        guard elementName == "testcase", let testCase = current else { return }
        testCases.append(testCase)
        current = nil
    }
}
