import Foundation
import StrataTestSupport
import Testing

/// The test kit's one reader of JUnit / XUnit reports, which the JUnit reporter's tests and the
/// generated packages' `swift test` runs both read.
@Suite struct XUnitReportTests {
    @Test func aTestCasePassesOnlyWithoutFailureErrorOrSkip() throws {
        let report = try XUnitReport(
            Data(
                #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuites tests="4" failures="1">
                  <testsuite name="A">
                    <testcase classname="Demo.A" name="ok()"/>
                    <testcase classname="Demo.A" name="fails()"><failure message="expected 1"/></testcase>
                  </testsuite>
                  <testsuite name="B">
                    <testcase classname="Demo.B" name="crashes()"><error/></testcase>
                    <testcase classname="Demo.B" name="later()"><skipped/></testcase>
                  </testsuite>
                </testsuites>
                """#.utf8))
        #expect(report.rootAttributes == ["tests": "4", "failures": "1"])
        #expect(report.suites == ["A", "B"])
        #expect(report.testCases.map(\.name) == ["ok()", "fails()", "crashes()", "later()"])
        #expect(report.testCases.map(\.passed) == [true, false, false, false])
        #expect(report.testCases.map(\.failures) == [[], ["expected 1"], [""], []])
        #expect(report.testCases.first?.className == "Demo.A")
    }

    @Test func anEmptyOrCutOffReportIsAnErrorNotACleanRun() {
        #expect(throws: XUnitReport.ReadError.self) { try XUnitReport(Data()) }
        #expect(throws: XUnitReport.ReadError.self) {
            try XUnitReport(Data(#"<testsuites><testsuite name="A"><testcase name="x()">"#.utf8))
        }
    }
}
