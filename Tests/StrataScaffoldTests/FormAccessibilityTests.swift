import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

/// A field's problem ("Required") shown as text under the field is, to VoiceOver, one more element somewhere in the
/// form; the forms make it the hint of the field it is about and hide the text from VoiceOver.
@Suite struct FormAccessibilityTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func everyFieldReadsItsOwnProblem(style: ViewModelStyleID) throws {
        let forms = try DemoWalkthrough(style: style).files().filter { $0.key.hasSuffix("FormView.swift") }
        #expect(!forms.isEmpty)
        for (path, text) in forms {
            let shown = fieldNames(after: "problem(of: .", in: text)
            #expect(!shown.isEmpty, "\(path)")
            #expect(fieldNames(after: ".accessibilityHint(problemText(of: .", in: text) == shown, "\(path)")
            #expect(text.contains(".accessibilityHidden(true)"), "\(path)")
        }
    }

    private func fieldNames(after marker: String, in text: String) -> [String] {
        text.components(separatedBy: marker).dropFirst().map { String($0.prefix { $0.isLetter || $0.isNumber }) }
    }
}

/// A single value's screen gave its form the stored value as identity, so when a save landed and the value came back,
/// the form was made again from it and what the user typed after Save was lost. The identity is now what the form was
/// made from, kept through the form's own saves (`FormOrigin`, whose tests are in the generated suite).
@Suite struct SingleValueFormIdentityTests {
    @Test(arguments: ViewModelStyleID.allCases)
    func theFormKeepsItsIdentityThroughItsOwnSaves(style: ViewModelStyleID) throws {
        let files = try DemoWalkthrough(style: style).files()
        let screen = try #require(files["Sources/DemoUI/Settings/SettingsScreen.swift"])
        #expect(!screen.contains(".id(stored)"))
        #expect(screen.contains(".id(formOrigin.origin(showing: stored))"))
        #expect(screen.contains("formOrigin.save(settings, showing: stored)"))
    }
}
