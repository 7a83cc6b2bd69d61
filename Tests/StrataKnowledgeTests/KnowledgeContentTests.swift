import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

/// File-level and cross-file properties of the knowledge base, and the rule catalog.
struct KnowledgeContentTests {
    static var kebabCase: Regex<(Substring, Substring?)> { /[a-z][a-z0-9]*(-[a-z0-9]+)*/ }
    static var semanticVersion: Regex<Substring> { /[0-9]+\.[0-9]+\.[0-9]+/ }
    static var placeholder: Regex<(Substring, Substring)> { /\{\{([^{}]*)\}\}/ }

    @Test(arguments: KnowledgeFile.allCases)
    func fileHasVersionedHeader(file: KnowledgeFile) throws {
        let object = try #require(
            JSONSerialization.jsonObject(with: RepositoryKnowledge.data(of: file)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let version = try #require(object["version"] as? String)
        #expect(version.wholeMatch(of: Self.semanticVersion) != nil)
        let description = try #require(object["description"] as? String)
        #expect(!description.isEmpty && !description.contains("\n"))
    }

    @Test(arguments: KnowledgeFile.allCases)
    func everyKeyIsModelled(file: KnowledgeFile) throws {
        let original = try JSONSerialization.jsonObject(with: RepositoryKnowledge.data(of: file))
        let unknown = jsonKeyPaths(original).subtracting(jsonKeyPaths(try RepositoryKnowledge.reencoded(file)))
        #expect(unknown.isEmpty, "keys without a model property: \(unknown.sorted())")
    }

    @Test func fileListMatchesKnowledgeDirectory() throws {
        let directory = RepositoryKnowledge.root.appendingPathComponent(KnowledgeBase.directory)
        let present = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(present) == Set(KnowledgeBase.fileNames))
        #expect(KnowledgeBase.fileNames.count == KnowledgeFile.allCases.count)
    }

    @Test func referenceableIDsAreUniqueKebabCase() throws {
        let ids = try RepositoryKnowledge.load().referenceableIDs
        let duplicates = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys
        #expect(duplicates.isEmpty, "duplicate ids: \(duplicates.sorted())")
        #expect(ids.filter { $0.wholeMatch(of: Self.kebabCase) == nil }.isEmpty)
    }

    @Test func everySeeAlsoResolves() throws {
        let knowledge = try RepositoryKnowledge.load()
        let known = Set(knowledge.referenceableIDs)
        for rule in knowledge.rules.rules {
            let seeAlso = rule.seeAlso ?? []
            #expect(!seeAlso.isEmpty, "\(rule.id) points nowhere")
            #expect(Set(seeAlso).subtracting(known).isEmpty, "\(rule.id): \(Set(seeAlso).subtracting(known).sorted())")
        }
    }

    /// Which ids exist is the catalog's to say (RuleRegistryTests ties them to the implementations); here, that
    /// each is unique and reads as an id.
    @Test func ruleIDsAreUniqueAndKebabCase() throws {
        let ids = try RepositoryKnowledge.load().rules.rules.map(\.id)
        #expect(ids.count == Set(ids).count)
        #expect(ids.allSatisfy { $0.wholeMatch(of: Self.kebabCase) != nil })
    }

    @Test func severitiesAreEachDefinedOnceAndOnlyErrorsFail() throws {
        let severities = try RepositoryKnowledge.load().rules.severities
        #expect(
            severities.map(\.id).sorted { $0.rawValue < $1.rawValue }
                == Severity.allCases.sorted { $0.rawValue < $1.rawValue })
        #expect(severities.filter(\.failsVerification).map(\.id) == [.error])
    }

    /// A rule's summary, rationale and fix hint reach reports of every project as they are
    /// written: a `{{module}}` there would be printed raw.
    @Test func ruleTextsShownInReportsHaveNoPlaceholders() throws {
        for rule in try RepositoryKnowledge.load().rules.rules {
            for text in [rule.summary, rule.rationale, rule.fixHint] {
                #expect(!text.contains("{{"), "\(rule.id): \(text)")
            }
        }
    }

    @Test func everyRuleHasTriggeringAndNonTriggeringExamples() throws {
        for rule in try RepositoryKnowledge.load().rules.rules {
            #expect(!rule.examples.triggering.isEmpty, "\(rule.id)")
            #expect(!rule.examples.nonTriggering.isEmpty, "\(rule.id)")
        }
    }

    @Test func markersAppearOnlyInTriggeringExamplesBeforeATokenStart() throws {
        let catalog = try RepositoryKnowledge.load().rules
        let marker = try #require(catalog.exampleConventions.marker.first)
        #expect(catalog.exampleConventions.marker.count == 1)
        #expect(marker == MarkedText.placeMarker, "the test kit reads the marker rules.json declares")
        for rule in catalog.rules {
            for example in rule.examples.triggering {
                let source = example.marked
                #expect(!source.characterOffsets.isEmpty, "\(rule.id): triggering example without marker")
                let characters = Array(source.text)
                for next in source.characterOffsets.map({ $0 < characters.count ? characters[$0] : nil }) {
                    let startsToken = next.map { $0.isLetter || $0 == "_" || $0 == "@" || $0 == "\"" } ?? false
                    #expect(startsToken, "\(rule.id): marker before \(next.map { String($0) } ?? "end of text")")
                }
            }
            let cleanFiles =
                rule.examples.nonTriggering.map(\.code)
                + (rule.examples.triggering + rule.examples.nonTriggering).flatMap { $0.companions ?? [] }.map(\.code)
            for code in cleanFiles {
                #expect(!code.contains(marker), "\(rule.id): marker outside a triggering example")
            }
        }
    }

    @Test func ruleAndExampleLayersExistAndMatch() throws {
        let knowledge = try RepositoryKnowledge.load()
        let layers = Set(knowledge.architecture.layers.map(\.id))
        for rule in knowledge.rules.rules {
            #expect(!rule.layers.isEmpty && Set(rule.layers).isSubset(of: layers), "\(rule.id)")
            // Non-triggering examples may sit outside the scope to show where code belongs instead.
            for example in rule.examples.triggering {
                #expect(
                    example.layer.map(rule.layers.contains) ?? true,
                    "\(rule.id): triggering example outside the rule's layers")
            }
            for example in rule.examples.triggering + rule.examples.nonTriggering {
                if example.layer == nil {
                    #expect(
                        example.path?.hasSuffix("Package.swift") == true,
                        "\(rule.id): example without layer or manifest path")
                }
                if let layer = example.layer, let path = example.path,
                    let module = path.split(separator: "/").dropFirst().first,
                    path.hasPrefix("Sources/")
                {
                    let owner = knowledge.architecture.layers.first { module.hasSuffix($0.moduleSuffix) }
                    #expect(owner?.id == layer, "\(rule.id): \(path) is not in \(layer.rawValue)")
                }
            }
        }
    }

    @Test func styleDependentRulesDeclareTheStyleOfEveryExample() throws {
        let catalog = try RepositoryKnowledge.load().rules
        for id in ["viewmodel-style", "view-owns-viewmodel"] {
            let rule = try #require(catalog.rule(id))
            let examples = rule.examples.triggering + rule.examples.nonTriggering
            #expect(examples.allSatisfy { $0.style != nil }, "\(id)")
        }
    }

    @Test func messagePlaceholdersAreDeclaredAndUsed() throws {
        let catalog = try RepositoryKnowledge.load().rules
        let declared = catalog.messagePlaceholders.map(\.name)
        #expect(declared.count == Set(declared).count)
        var used: Set<String> = []
        for rule in catalog.rules {
            let names = rule.message.matches(of: Self.placeholder).map { String($0.output.1) }
            #expect(!names.isEmpty, "\(rule.id): message names nothing")
            #expect(
                Set(names).isSubset(of: declared), "\(rule.id): undeclared \(Set(names).subtracting(declared).sorted())"
            )
            used.formUnion(names)
            let leftover = rule.message.replacing(Self.placeholder, with: "")
            #expect(!leftover.contains("{") && !leftover.contains("}"), "\(rule.id): unbalanced braces")
        }
        #expect(used == Set(declared), "declared but unused: \(Set(declared).subtracting(used).sorted())")
    }

    @Test func ruleParametersAreNonEmptyUniqueLists() throws {
        let knowledge = try RepositoryKnowledge.load()
        for rule in knowledge.rules.rules {
            for (name, values) in rule.parameters ?? [:] {
                #expect(!values.isEmpty && values.count == Set(values).count, "\(rule.id).\(name)")
            }
            for mapID in rule.parameter("migrationMaps") {
                #expect(knowledge.migrationMap(mapID) != nil, "\(rule.id): unknown map \(mapID)")
            }
        }
    }

    /// In rules driven by name lists, each marked token must be one the lists describe: a listed
    /// name, the start of a listed call, a name ending with a listed suffix, a camelCase name
    /// with a word starting with a listed stem, or a property whose written type (`: T`, `= T(`)
    /// is a listed type.
    @Test func markedTokensAreExplainedByTheRuleParameters() throws {
        let catalog = try RepositoryKnowledge.load().rules
        let listDriven = [
            "viewmodel-injects-use-cases", "viewmodel-no-animation-state", "view-no-business-logic",
            "no-singletons-in-core", "theme-tokens",
        ]
        for id in listDriven {
            let rule = try #require(catalog.rule(id))
            let parameters = try #require(rule.parameters, "\(id) has no parameters")
            for example in rule.examples.triggering {
                let source = example.marked
                let tokens = swiftTokens(source.text)
                for offset in source.characterOffsets {
                    let token = try #require(tokens.first { $0.offset == offset }?.text)
                    let words = camelCaseWords(token)
                    let rest = source.text.dropFirst(offset + token.count).prefix { $0 != "\n" }
                    let explained = parameters.contains { name, values in
                        values.contains { value in
                            value == token || value.hasPrefix(token + "(")
                                || (name.hasSuffix("Suffixes") && token.hasSuffix(value))
                                || (name.hasSuffix("Stems") && words.contains { $0.hasPrefix(value) })
                                || (name.hasSuffix("Types") && Self.writtenType(of: rest) == value)
                        }
                    }
                    // viewmodel-injects-use-cases also knows a data service by the layer declaring
                    // it: a companion in a data folder declaring the marked protocol or class.
                    let declaredInData = (example.companions ?? []).contains { companion in
                        companion.path.split(separator: "/").contains { $0.contains("Data") }
                            && ["protocol", "class", "actor"].contains { companion.code.contains("\($0) \(token) ") }
                    }
                    #expect(
                        explained || declaredInData,
                        "\(id): marked token '\(token)' matches none of the rule's parameters")
                }
            }
        }
    }

    /// The type a property declaration's remainder writes: `: CGAffineTransform = …` or `= Transaction()`.
    private static func writtenType(of rest: Substring) -> String? {
        let trimmed = rest.drop { $0 == " " }
        guard let first = trimmed.first, first == ":" || first == "=" else { return nil }
        let name = trimmed.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    @Test func detectionTextNamesEveryParameter() throws {
        for rule in try RepositoryKnowledge.load().rules.rules {
            for name in (rule.parameters ?? [:]).keys {
                #expect(rule.detection.contains(name), "\(rule.id): detection does not explain \(name)")
            }
        }
    }
}

/// `isDraggingNow` → `["is", "dragging", "now"]`.
func camelCaseWords(_ identifier: String) -> [String] {
    var words: [String] = []
    for character in identifier {
        if character.isUppercase || words.isEmpty { words.append("") }
        words[words.count - 1].append(Character(character.lowercased()))
    }
    return words
}
