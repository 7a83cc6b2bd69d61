import Testing

@testable import StrataVerify

@Suite struct SuppressionMapTests {
    private func directive(_ text: String, line: Int) -> SuppressionDirective {
        guard case .success(let directive)? = SuppressionDirective.parse(commentBody: text[...], line: line, column: 1)
        else {
            Issue.record("not a directive: \(text)")
            return SuppressionDirective(command: .disable, ruleIDs: [], line: line, column: 1)
        }
        return directive
    }

    private func hides(_ map: inout SuppressionMap, ruleID: String, line: Int) -> Bool {
        map.suppresses(ruleID: ruleID, line: line)
    }

    @Test(arguments: [
        (" strata:disable:next domain-purity", SuppressionDirective.Command.disableNext, ["domain-purity"]),
        (" strata:disable a, b -- legacy screen", .disable, ["a", "b"]),
        ("strata:enable a", .enable, ["a"]),
        (" strata:disable:file theme-tokens", .disableFile, ["theme-tokens"]),
    ])
    func parsesDirectives(body: String, command: SuppressionDirective.Command, rules: [String]) {
        let parsed = directive(body, line: 1)
        #expect(parsed.command == command)
        #expect(parsed.ruleIDs == rules)
    }

    @Test func ordinaryCommentsAreNotDirectives() {
        #expect(SuppressionDirective.parse(commentBody: " MARK: - strata:disable x", line: 1, column: 1) == nil)
        #expect(SuppressionDirective.parse(commentBody: " plain", line: 1, column: 1) == nil)
        #expect(SuppressionDirective.parse(commentBody: " strata:features - anchor", line: 1, column: 1) == nil)
    }

    @Test func malformedDirectivesAreProblems() {
        #expect(
            SuppressionDirective.parse(commentBody: " strata:disabel x", line: 1, column: 1)
                == .failure(.unknownCommand("disabel")))
        #expect(
            SuppressionDirective.parse(commentBody: " strata:disable:next", line: 1, column: 1)
                == .failure(.missingRuleIDs(command: "disable:next")))
    }

    @Test func nextLineAppliesToTheNextCodeLineOnly() {
        var map = SuppressionMap([.init(directive(" strata:disable:next a", line: 3), nextCodeLine: 5)], lastLine: 10)
        #expect(!hides(&map, ruleID: "a", line: 4))
        #expect(!hides(&map, ruleID: "b", line: 5))
        #expect(hides(&map, ruleID: "a", line: 5))
        #expect(!hides(&map, ruleID: "a", line: 6))
        #expect(map.unused(isActive: { _ in true }).isEmpty)
    }

    @Test func regionsRunToEnableOrEndOfFile() {
        var map = SuppressionMap(
            [
                .init(directive(" strata:disable a b", line: 2), nextCodeLine: 3),
                .init(directive(" strata:enable a", line: 6), nextCodeLine: 7),
            ], lastLine: 20)
        #expect(hides(&map, ruleID: "a", line: 4))
        #expect(!hides(&map, ruleID: "a", line: 7))
        #expect(hides(&map, ruleID: "b", line: 20))
    }

    @Test func reportsUnusedSuppressionsAndUnmatchedEnables() {
        var map = SuppressionMap(
            [
                .init(directive(" strata:disable:file a", line: 1), nextCodeLine: 2),
                .init(directive(" strata:disable:next b", line: 4), nextCodeLine: 5),
                .init(directive(" strata:enable c", line: 8), nextCodeLine: 9),
                .init(directive(" strata:disable:next off-rule", line: 9), nextCodeLine: 10),
            ], lastLine: 12)
        #expect(hides(&map, ruleID: "a", line: 11))
        let unused = map.unused(isActive: { $0 != "off-rule" })
        #expect(unused.map(\.ruleID) == ["b", "c"])
        #expect(unused.map(\.isUnmatchedEnable) == [false, true])
    }

    @Test func allSuppressesEveryRule() {
        var map = SuppressionMap([.init(directive(" strata:disable:next all", line: 1), nextCodeLine: 2)], lastLine: 2)
        #expect(hides(&map, ruleID: "anything", line: 2))
        #expect(map.unused(isActive: { _ in true }).isEmpty)
    }
}
