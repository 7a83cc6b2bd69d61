import StrataKnowledge
import StrataScaffold
import StrataScaffoldTestSupport
import Testing

struct ShippedTemplatesTests {
    @Test(arguments: ResourceLibrary.shipped.templateIDs)
    func templateLoadsAndUsesOnlyVariablesItCanGet(id: String) throws {
        let package = try TemplatePackage.load(id: id, from: .shipped)
        let declared = Set(package.metadata.variables.map(\.name))
        for (name, template) in package.templates {
            let undeclared = Set(template.usage.variables.keys).subtracting(declared).subtracting(
                TemplatePackage.suppliedVariables)
            #expect(undeclared.isEmpty, "\(id)/\(name) uses \(undeclared.sorted()) without declaring them")
        }
    }

    @Test func walkthroughWithAdaptersUsesEveryTemplate() throws {
        let demo = try DemoWalkthrough(style: .observable)
        try LegacyAdapters.add(to: demo)
        let record = try demo.files()[".strata/generated.json"] ?? ""
        // Snippet templates write no file of their own; their insertions are recorded instead.
        for id in ResourceLibrary.shipped.templateIDs
        where ![Scaffolder.registrationTemplateID, Scaffolder.legacyBridgeTemplateID].contains(id) {
            #expect(
                record.contains("\"template\" : \"\(id)\"") || record.contains("\"template\": \"\(id)\""),
                "\(id) unused")
        }
        #expect(record.contains("\"insertions\""))
    }

    /// `strata migrate` points from each map to templates that generate the replacement code.
    @Test func everyTemplateAMigrationMapNamesExists() throws {
        let templates = Set(ResourceLibrary.shipped.templateIDs)
        for map in try KnowledgeBase.load(from: .shipped).migrationMaps {
            #expect(!map.templates.isEmpty, "\(map.id)")
            for id in map.templates { #expect(templates.contains(id), "\(map.id) names the unknown template \(id)") }
        }
    }
}
