import StrataKnowledge
import StrataScaffold
import StrataVerify

/// The checks `strata templates check` runs. Each becomes a rule id on the findings it
/// produces, so every verify reporter (text, JSON, JUnit, GitHub, SARIF) can show them.
public enum TemplateCheck: String, CaseIterable, Sendable {
    case metadata = "template-metadata"
    case syntax = "template-syntax"
    case sections = "template-sections"
    case filters = "template-filters"
    case undeclaredVariable = "template-undeclared-variable"
    case unusedVariable = "template-unused-variable"
    case outputPath = "template-output-path"
    case render = "template-render"
    case swiftSyntax = "template-swift-syntax"
    case verify = "template-verify"
    case build = "template-build"
    case test = "template-test"

    public var id: String { rawValue }

    /// The checks that need a toolchain and minutes: they run only when asked for.
    public var needsBuild: Bool { self == .build || self == .test }

    var name: String {
        switch self {
        case .metadata: "Template metadata"
        case .syntax: "Template tags"
        case .sections: "Balanced sections"
        case .filters: "Known filters"
        case .undeclaredVariable: "Declared variables"
        case .unusedVariable: "Used variables"
        case .outputPath: "Output paths"
        case .render: "Rendering"
        case .swiftSyntax: "Generated Swift syntax"
        case .verify: "Generated code verifies"
        case .build: "Generated package builds"
        case .test: "Generated package tests pass"
        }
    }

    var summary: String {
        switch self {
        case .metadata: "template.json decodes and follows the template format."
        case .syntax: "Every tag is well formed and closed."
        case .sections: "Every {{#each}}, {{#if}} and {{#unless}} is closed by its own closing tag."
        case .filters: "Every filter a template applies exists."
        case .undeclaredVariable: "Every variable a template reads is declared in template.json."
        case .unusedVariable: "Every variable template.json declares is read by a template file or output path."
        case .outputPath: "Every output path stays inside the package."
        case .render: "The template renders with sample values in every style it declares."
        case .swiftSyntax: "Generated Swift has balanced delimiters, closed literals and no leftover {{."
        case .verify: "The generated sample package passes strata verify with no finding."
        case .build: "The generated sample package builds with swift build."
        case .test: "The generated sample package's tests pass with swift test."
        }
    }

    var rationale: String {
        switch self {
        case .metadata, .syntax, .sections, .filters, .undeclaredVariable:
            "A template that cannot be read fails the first time someone runs strata new or strata feature."
        case .unusedVariable:
            "A declared variable nothing reads is usually one renamed in one place but not the other."
        case .outputPath:
            "Generated files must never be written outside the package the user asked for."
        case .render, .swiftSyntax:
            "Templates rot silently; rendering them with sample values finds the breakage before users do."
        case .verify:
            "Generated code is the example teams copy: it must follow the architecture rules it teaches."
        case .build, .test:
            "A template that produces code which does not compile or pass its own tests breaks every package made from it."
        }
    }

    var fixHint: String {
        switch self {
        case .metadata: "Fix template.json at the position shown."
        case .syntax, .sections, .filters: "Fix the tag at the position shown."
        case .undeclaredVariable: "Declare the variable in template.json or correct its spelling."
        case .unusedVariable: "Use the variable in a template file or output path, or remove its declaration."
        case .outputPath: "Make the output path relative, without '..'."
        case .render: "Fix the template line shown so it renders for every style and sample value."
        case .swiftSyntax, .verify, .build, .test: "Fix the template line that produced the generated line shown."
        }
    }

    /// The check as reporters describe a rule; every template problem is an error.
    public var reported: ReportedRule {
        ReportedRule(id: id, name: name, summary: summary, rationale: rationale, fixHint: fixHint, severity: .error)
    }

    /// The check a template language or template.json problem belongs to.
    static func classifying(_ error: KnowledgeError) -> TemplateCheck {
        switch error {
        case .template(let problem, _):
            switch problem {
            case .unknownFilter: .filters
            case .unclosedSection, .mismatchedSection, .unexpectedClosingTag, .elseOutsideSection, .duplicateElse:
                .sections
            case .unknownVariable: .undeclaredVariable
            case .notAList, .notText, .unknownFieldProperty, .outputTooLarge, .renderTooSlow, .renderCancelled: .render
            case .nestingTooDeep: .sections
            case .unterminatedTag, .emptyTag, .malformedTag: .syntax
            }
        case .json(.invalidValue, let location) where location.path?.hasSuffix(".output") == true:
            .outputPath
        case .invalidIdentifier, .invalidField, .invalidInput, .missingInput:
            .render
        default:
            .metadata
        }
    }
}
