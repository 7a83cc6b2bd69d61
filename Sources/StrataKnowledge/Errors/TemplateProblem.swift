/// What is wrong at a position in a template; paired with that position by `KnowledgeError.template`.
public enum TemplateProblem: Equatable, Sendable {
    case unterminatedTag
    case emptyTag
    /// A tag whose content is not any of the forms the template language knows.
    case malformedTag(String)
    case unknownVariable(String)
    case unknownFilter(String)
    case unknownFieldProperty(variable: String, property: String)
    /// A section such as `each` still open at the end of the template.
    case unclosedSection(String)
    case mismatchedSection(opened: String, closed: String)
    case unexpectedClosingTag(String)
    case elseOutsideSection
    case duplicateElse(String)
    /// `{{#each}}` over a value that is not a list; `found` names what it is.
    case notAList(variable: String, found: String)
    /// `{{ x }}` or a comparison on a list or object, which have no text form.
    case notText(variable: String, found: String)
    /// More sections open at once than ``TemplateLimits/maximumNesting``.
    case nestingTooDeep(limit: Int)
    /// The rendered file grew past ``TemplateLimits/maximumOutputBytes``.
    case outputTooLarge(limitBytes: Int)
    /// Rendering took longer than ``TemplateLimits/maximumDuration``.
    case renderTooSlow(limit: Duration)
    /// The request that asked for the render was cancelled.
    case renderCancelled
}
