import StrataScaffold
import StrataScaffoldTestSupport
import StrataTemplateCheck
import Testing

/// `templates check --build` on a template that renders and verifies but does not compile: the sample package
/// is built, which takes a minute, and the compiler's error is traced back to the template's line.
@Suite struct TemplateBuildCheckTests {
    @Test func templateThatDoesNotCompileFailsAtTheMarkedPlace() throws {
        try BrokenTemplateCheck.expectOneFinding(fixture: "does-not-compile", check: .build, build: true)
    }
}
