import StrataCore
import StrataKnowledge
import SwiftScanner

/// Views render state and forward intents; the moment a view holds a use case, repository or
/// data source it is deciding business rules that no view-model test can reach.
///
/// Besides types named like one, a view may reach a use case through a factory or a dependency
/// key path (`Factory.loadOrdersUseCase()`, `@Dependency(\.loadOrdersUseCase)`), or drive a data
/// service the name does not give away (`StoreManager.shared.sync()`): a class, actor or protocol
/// only the data layer declares, found through the project's symbol table and reported here, so
/// layer-dependency leaves it. Previews are development wiring and are not judged.
struct ViewNoBusinessLogic: FileRule, ProjectRule {
    static let id = "view-no-business-logic"
    static let readsTypeReferences = true
    static let placeholders: Set<String> = ["type", "name"]

    private struct Parameters: Decodable {
        var forbiddenTypeSuffixes: [String]
        var forbiddenTypes: [String]
        var lookupSuffixes: [String]
    }

    private let parameters: Parameters
    private let forbiddenTypeSuffixes: NameEndings
    private let lookupSuffixes: NameEndings
    /// `forbiddenTypes`, to look source bytes up in before a name is made a string.
    private let forbiddenTypeNames: NameSet
    private let layers: Set<String>
    private static let declarationKeywords: Set<Keyword> = [.struct, .class, .enum, .protocol, .actor, .typealias]

    init(context: RuleContext) throws(KnowledgeError) {
        parameters = try context.parameters(Parameters.self)
        forbiddenTypeSuffixes = NameEndings(parameters.forbiddenTypeSuffixes)
        lookupSuffixes = NameEndings(parameters.lookupSuffixes)
        forbiddenTypeNames = NameSet(parameters.forbiddenTypes)
        layers = Set(context.entry.layers.map(\.rawValue))
    }

    /// Whether a cross-layer reference is a data service a view names: this rule's finding.
    static func isViewDataService(_ reference: TypeReference) -> Bool {
        reference.isService && reference.layer == "data"
    }

    /// Services and use-case factory lookups are marked, for the project check and the claims.
    func typeReferenceMarks(in files: [FileFacts]) -> TypeReferenceMarks? {
        TypeReferenceMarks(services: true, lookupSuffixes: parameters.lookupSuffixes)
    }

    /// A data service a view drives, or a use-case factory it calls, is this rule's finding.
    func claims(_ reference: TypeReference, inFileOf layer: String) -> Bool {
        layers.contains(layer) && (Self.isViewDataService(reference) || reference.isUseCaseLookup)
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        for file in project.files where !file.isTest {
            guard let layer = file.layer, layers.contains(layer),
                Self.mayDeclareViews(imports: file.imports.map(\.module), inheritance: file.types.map(\.inheritance))
            else { continue }
            for reference in file.typeReferences
            where Self.isViewDataService(reference) && !isForbidden(reference.name) {
                // The type declared last before the line holds it; a top-level use is the file's.
                let holder =
                    file.types.last { $0.line <= reference.line }?.name
                    ?? String(file.path.split(separator: "/").last?.dropLast(".swift".count) ?? "")
                report.add(
                    file: file.path, line: reference.line, column: reference.column, lineText: reference.lineText,
                    ["type": holder, "name": reference.name])
            }
        }
    }

    /// Whether a file can hold a view: it imports a UI framework, or declares a type conforming to
    /// `View`. A file of the ui layer that does neither (an `@Observable` store, a side-effect handler
    /// kept beside its screen) holds no view, and what it holds is a view model's business.
    static func mayDeclareViews(imports: [String], inheritance: [[String]]) -> Bool {
        imports.contains(where: UIFrameworks.modules.contains)
            || inheritance.contains { $0.contains { TypeText.lastName(in: $0, is: "View") } }
    }

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        guard
            Self.mayDeclareViews(
                imports: file.index.imports.map(\.module), inheritance: file.types.map(\.inheritance))
        else { return }
        let tokens = file.tokens
        let previews = file.previewTokenRanges()
        // A name the file aliases stands for what it aliases (`ListDataSource` for a table's
        // `UITableViewDiffableDataSource<…>`): that is what is judged.
        let aliased = file.index.declarations.reduce(into: [String: String]()) { targets, declaration in
            if let alias = declaration.typeAlias, let target = TypeText.headName(in: alias.aliasedType) {
                targets[alias.name] = target
            }
        }
        var inImport = false
        for index in tokens.indices {
            let token = tokens[index]
            if token.isAtStartOfLine { inImport = false }
            if token.keyword == .import, token.kind == .keyword { inImport = true }
            guard token.kind == .identifier, !inImport, !previews.contains(where: { $0.contains(index) }) else {
                continue
            }
            if file.isMemberName(index) {
                if let name = lookup(at: index, in: file) {
                    report.add(at: token, ["type": file.enclosingName(ofLine: token.line), "name": name])
                }
                continue
            }
            guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(file.firstByte(token)) else {
                if let name = lookup(at: index, in: file) {
                    report.add(at: token, ["type": file.enclosingName(ofLine: token.line), "name": name])
                }
                continue
            }
            if index > 0, let keyword = tokens[index - 1].keyword, Self.declarationKeywords.contains(keyword) {
                continue
            }
            let written = file.text(token)
            let name = aliased[written] ?? written
            guard forbiddenTypeSuffixes.endOf(name) || forbiddenTypeNames.contains(name), isForbidden(name) else {
                continue
            }
            report.add(at: token, ["type": file.enclosingName(ofLine: token.line), "name": written])
        }
    }

    /// `UITableViewDataSource` is the platform's protocol and a `FavoritesTableDataSource` the
    /// table's helper; a `MockLoadUseCase` wires a preview.
    private func isForbidden(_ name: String) -> Bool {
        TypeText.matches(name, suffixes: forbiddenTypeSuffixes, names: parameters.forbiddenTypes)
            && !NamingVocabulary.isPlatformName(name) && !NamingVocabulary.isViewDataSource(name)
            && !NamingVocabulary.isDouble(name)
    }

    /// A lower-case name ending like a use case that a view calls (`factory.loadOrdersUseCase()`,
    /// `makeLoadOrdersUseCase()`) or names in a dependency key path (`\.loadOrdersUseCase`): the
    /// view obtains a use case. Declarations (`func makeUseCase`) and argument labels are not calls.
    private func lookup(at index: Int, in file: CheckedFile) -> String? {
        let tokens = file.tokens
        // Past the first letter the name is compared as written (an ending is never the first
        // letter), so most names stop here.
        let name = file.text(tokens[index])
        guard lookupSuffixes.endOf(name), let first = name.first, first.isLowercase else { return nil }
        let capitalized = first.uppercased() + name.dropFirst()
        guard lookupSuffixes.endOf(capitalized) else { return nil }
        if index > 0, tokens[index - 1].keyword == .func { return nil }
        let isKeyPath = index >= 2 && tokens[index - 1].kind == .period && tokens[index - 2].kind == .backslash
        return isKeyPath || file.isCalled(index) ? name : nil
    }
}
