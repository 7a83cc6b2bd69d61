import StrataKnowledge
import Testing

struct ShippedTemplatesTests {
    /// Variables the scaffolder supplies to every template without their being declared.
    private static let computedVariables: Set<String> = ["style", "module", "feature", "entity", "idField"]

    @Test(arguments: ResourceLibrary.shipped.templateIDs)
    func templateLoadsAndUsesOnlyVariablesItCanGet(id: String) throws {
        let package = try TemplatePackage.load(id: id, from: .shipped)
        let declared = Set(package.metadata.variables.map(\.name))
        for (name, template) in package.templates {
            let undeclared = Set(template.usage.variables.keys).subtracting(declared).subtracting(Self.computedVariables)
            #expect(undeclared.isEmpty, "\(id)/\(name) uses \(undeclared.sorted()) without declaring them")
        }
    }

    @Test func walkthroughUsesEveryTemplate() throws {
        let record = try DemoWalkthrough(style: .observable).files()[".strata/generated.json"] ?? ""
        for id in ResourceLibrary.shipped.templateIDs where id != "composition-registration" {
            #expect(record.contains("\"template\" : \"\(id)\"") || record.contains("\"template\": \"\(id)\""), "\(id) unused")
        }
        #expect(record.contains("\"insertions\""))
    }
}
