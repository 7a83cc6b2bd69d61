import StrataKnowledge
import Testing

struct TestingAndInjectionContentTests {
    @Test func plansTestExistingRolesInTheirLayers() throws {
        let knowledge = try RepositoryKnowledge.load()
        for plan in knowledge.testing.plans {
            let role = try #require(knowledge.architecture.roles.first { $0.id == plan.subjectRole }, "\(plan.id)")
            #expect(role.layer == plan.layer, "\(plan.id)")
            #expect(knowledge.architecture.layer(plan.layer)?.tested == true, "\(plan.id) tests an untested layer")
            #expect(plan.cases.map(\.id).count == Set(plan.cases.map(\.id)).count, "\(plan.id)")
            #expect(plan.skeleton.contains("import Testing") && plan.skeleton.contains("@Test"), "\(plan.id)")
            #expect(!plan.skeleton.contains("sleep"), "\(plan.id) waits instead of awaiting")
        }
    }

    @Test func viewModelPlanRunsOnTheMainActor() throws {
        let plan = try #require(try RepositoryKnowledge.load().testing.plans.first { $0.subjectRole == "view-model" })
        #expect(plan.skeleton.contains("@MainActor"))
    }

    @Test func testNamesAreLowerCamelCase() throws {
        let naming = try RepositoryKnowledge.load().testing.naming
        #expect(!naming.examples.isEmpty)
        #expect(naming.examples.allSatisfy { $0.wholeMatch(of: /[a-z][A-Za-z0-9]*/) != nil })
    }

    @Test func mockSkeletonFollowsItsOwnNaming() throws {
        let mocks = try RepositoryKnowledge.load().testing.mocks
        let prefix = try #require(mocks.namePattern.components(separatedBy: "{{").first)
        #expect(mocks.skeleton.contains("actor \(prefix)"))
        #expect(!mocks.skeleton.contains("@unchecked"))
    }

    @Test func compositionRootMatchesArchitecture() throws {
        let knowledge = try RepositoryKnowledge.load()
        let root = knowledge.dependencyInjection.compositionRoot
        #expect(root.module == knowledge.architecture.layer(.composition)?.module)
        let role = try #require(knowledge.architecture.roles.first { $0.layer == .composition })
        #expect(role.namePattern == root.typeName)
        let demoName = root.typeName.replacingOccurrences(of: "{{module}}", with: "Demo")
        #expect(root.skeleton.contains("struct \(demoName)") && root.appEntry.contains("\(demoName)()"))
        // A generated package keeps shared code in its layers' Support folders: no shared module.
        for layer in knowledge.architecture.layers where layer.id != .composition && layer.id != .shared {
            #expect(
                root.skeleton.contains("import \(layer.moduleName(for: "Demo"))"),
                "root does not see \(layer.id.rawValue)")
        }
    }

    @Test func scopesAndProhibitionsAreWellFormed() throws {
        let injection = try RepositoryKnowledge.load().dependencyInjection
        #expect(injection.scopes.map(\.id).count == Set(injection.scopes.map(\.id)).count)
        #expect(injection.scopes.allSatisfy { !$0.holds.isEmpty })
        #expect(injection.prohibitions.allSatisfy { !($0.layers ?? []).isEmpty })
        #expect(injection.compositionRoot.buildOrder.first == "data sources")
    }
}
