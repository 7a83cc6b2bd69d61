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

    @Test func featureWalkthroughCoversEveryTemplate() {
        let walked = Set(["package", "composition-registration"] + TemplateWalkthrough.featureTemplateIDs)
        #expect(walked == Set(ResourceLibrary.shipped.templateIDs))
    }
}
