import StrataKnowledge
import StrataTestSupport
import Testing

struct StateManagementContentTests {
    @Test func everyStyleIsDescribedOnceAndTheDefaultExists() throws {
        let state = try RepositoryKnowledge.load().stateManagement
        #expect(
            state.styles.map(\.id).sorted { $0.rawValue < $1.rawValue }
                == ViewModelStyleID.allCases.sorted { $0.rawValue < $1.rawValue })
        #expect(state.style(state.defaultStyle) != nil)
    }

    @Test func skeletonsFollowTheirOwnStyle() throws {
        for style in try RepositoryKnowledge.load().stateManagement.styles {
            let skeleton = style.skeleton
            for required in style.requiredAttributes + style.requiredConformances {
                #expect(skeleton.contains(required), "\(style.id.rawValue) skeleton lacks \(required)")
            }
            for forbidden in style.forbiddenAttributes + style.forbiddenConformances {
                #expect(!skeleton.contains(forbidden), "\(style.id.rawValue) skeleton uses \(forbidden)")
            }
            for method in style.requiredMethods {
                let name = try #require(method.split(separator: "(").first)
                #expect(skeleton.contains("func \(name)("), "\(style.id.rawValue) skeleton lacks \(method)")
            }
            #expect(skeleton.contains("Profile" + style.typeSuffix))
            for component in style.components {
                let name = component.namePattern.replacingOccurrences(of: "{{feature}}", with: "Profile")
                #expect(skeleton.contains(name), "\(style.id.rawValue) skeleton lacks \(name)")
                for requirement in component.requiredAttributes + component.requiredConformances {
                    #expect(component.declaration.contains(requirement), "\(name) declaration lacks \(requirement)")
                }
            }
            #expect(style.imports.allSatisfy { skeleton.contains("import \($0)") }, "\(style.id.rawValue) imports")
            #expect(
                style.viewOwnership.contains { style.screenSkeleton.contains($0 + " private var") },
                "\(style.id.rawValue) screen does not own its view model")
        }
    }

    @Test func requiredAndForbiddenShapesAreDisjoint() throws {
        for style in try RepositoryKnowledge.load().stateManagement.styles {
            #expect(Set(style.requiredAttributes).isDisjoint(with: style.forbiddenAttributes))
            #expect(Set(style.requiredConformances).isDisjoint(with: style.forbiddenConformances))
            #expect(style.requiredAttributes.contains("@MainActor"), "\(style.id.rawValue) is not main-actor isolated")
        }
    }

    @Test func styleMigrationMapsResolve() throws {
        let knowledge = try RepositoryKnowledge.load()
        for style in knowledge.stateManagement.styles {
            #expect(!style.migrationMaps.isEmpty)
            for id in style.migrationMaps { #expect(knowledge.migrationMap(id) != nil, "\(style.id.rawValue): \(id)") }
        }
    }

    @Test func loadStateDeclarationHasEveryCase() throws {
        let shape = try RepositoryKnowledge.load().stateManagement.stateShape
        #expect(shape.cases.map(\.name) == ["idle", "loading", "loaded", "failed"])
        #expect(shape.declaration.contains("enum \(shape.typeName)"))
        for stateCase in shape.cases {
            let expected = "case \(stateCase.name)" + (stateCase.payload.map { "(\($0))" } ?? "\n")
            #expect(shape.declaration.contains(expected), "\(expected)")
        }
    }

    @Test func migrationMapEntriesAreUniqueAndWellFormed() throws {
        let knowledge = try RepositoryKnowledge.load()
        for map in knowledge.migrationMaps {
            #expect(!map.entries.isEmpty && !map.strategy.isEmpty, "\(map.id)")
            #expect(
                map.entries.map(\.legacy).count == Set(map.entries.map(\.legacy)).count, "\(map.id): repeated legacy")
            let detects = map.entries.compactMap(\.detect)
            #expect(detects.count == Set(detects).count, "\(map.id): repeated detect pattern")
            for entry in map.entries {
                #expect([entry.legacy, entry.replacement, entry.note].allSatisfy { !$0.isEmpty }, "\(map.id)")
                guard let detect = entry.detect else { continue }
                #expect(detect.name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil, "\(map.id): \(detect.name)")
                if detect.kind != .memberCall {
                    // Labels also narrow an identifier to a call (`Store(initialState:)`).
                    #expect(
                        detect.receiver == nil && (detect.labels == nil || detect.kind == .identifier),
                        "\(map.id): \(entry.legacy)")
                }
                if detect.kind != .typeReference { #expect(detect.typeArguments == nil, "\(map.id): \(entry.legacy)") }
                let styles = knowledge.stateManagement.styles.map(\.id.rawValue)
                #expect((detect.exceptStyles ?? []).allSatisfy(styles.contains), "\(map.id): \(entry.legacy)")
                if detect.kind == .import { #expect(entry.category == .import, "\(map.id): \(entry.legacy)") }
                #expect(
                    entry.legacy.contains(detect.name), "\(map.id): '\(entry.legacy)' does not mention \(detect.name)")
            }
        }
    }

    /// `--from` names a source; each source a style migrates from has exactly one map toward it.
    @Test func eachStyleHasOneMapPerSourceItMigratesFrom() throws {
        let knowledge = try RepositoryKnowledge.load()
        for style in knowledge.stateManagement.styles {
            let sources = style.migrationMaps.compactMap { knowledge.migrationMap($0)?.source }
            #expect(sources.count == Set(sources).count, "\(style.id.rawValue) has two maps from one source")
            for source in sources {
                #expect(
                    try knowledge.migrationMaps(from: source, toward: style.id).count == 1,
                    "\(style.id.rawValue) from \(source)")
            }
        }
        #expect(knowledge.migrationSources == ["observableobject", "resolver", "rxswift", "swinject", "tca"])
    }

    @Test func requiredMapsCoverTheSeedVocabulary() throws {
        let knowledge = try RepositoryKnowledge.load()
        let expectations: [String: [String]] = [
            "rxswift-to-combine": [
                "DisposeBag", "BehaviorRelay", "ReplayRelay", "AnyObserver", "Binder", "CompositeDisposable",
                "BooleanDisposable", "catchAndReturn", "startWith", "MainScheduler.asyncInstance",
                "ConcurrentMainScheduler", "SerialDispatchQueueScheduler", "disposed(by:",
            ],
            "rxswift-to-async": [
                "Single<T>", "Observable<T>", "DisposeBag", "subscribe(onSuccess:", "observe(on: MainScheduler",
            ],
            "tca-to-mvvm": [
                "Reducer", "Effect", "Environment", "WithViewStore", "TestStore", "@Dependency", "cancellable(id:)",
                "Scope",
            ],
            "observableobject-to-observable": [
                "ObservableObject", "@Published", "@StateObject", "@ObservedObject", "@EnvironmentObject",
                "MainActor.run",
            ],
        ]
        for (id, legacyTerms) in expectations {
            let map = try #require(knowledge.migrationMap(id))
            for term in legacyTerms {
                #expect(map.entries.contains { $0.legacy.contains(term) }, "\(id) lacks \(term)")
            }
        }
    }

    /// The markers in the RxSwift and TCA rule examples must sit exactly where the maps' detect
    /// patterns (and the rule's forbidden imports) match, so the verifier can be tested against them.
    @Test func migrationRuleMarkersMatchDetectPatterns() throws {
        let knowledge = try RepositoryKnowledge.load()
        for rule in knowledge.rules.rules where !rule.parameter("migrationMaps").isEmpty {
            let patterns =
                rule.parameter("migrationMaps").compactMap(knowledge.migrationMap).flatMap(\.entries).compactMap(
                    \.detect)
                + rule.parameter("forbiddenImports").map { DetectPattern(kind: .import, name: $0) }
            for example in rule.examples.triggering + rule.examples.nonTriggering {
                let source = example.marked
                let tokens = swiftTokens(source.text)
                let found = Set(patterns.flatMap { DetectMatcher.offsets(of: $0, in: tokens) })
                #expect(
                    found == Set(source.characterOffsets),
                    "\(rule.id): markers \(source.characterOffsets) vs matches \(found.sorted())")
            }
        }
    }
}
