import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// `FeatureRequest`: the one parse of what `strata feature` and `scaffold_feature` are given.
@Suite struct FeatureRequestTests {
    @Test func theOptionsAreParsedOnceIntoNamesAShapeFieldsAndOperations() throws {
        let request = try FeatureRequest(
            name: "Orders", entity: "Order", shape: " form ", fields: " id : UUID , status:OrderStatus? ",
            operations: " load ,, save ")
        #expect(request.entity == "Order")
        #expect(request.shape == .form)
        #expect(request.fields?.map(\.name) == ["id", "status"])
        #expect(request.fields?.map(\.type) == ["UUID", "OrderStatus?"])
        #expect(request.operations == ["load", "save"])
        #expect(request.valueTypes == ["OrderStatus"])

        let defaults = try FeatureRequest(name: "Notes")
        #expect(defaults.entity == "Notes")
        #expect(defaults.shape == .list)
        #expect(defaults.fields == nil)
        #expect(defaults.operations == nil)
    }

    /// Each refusal is the one-line error both front ends show, thrown before any template is read.
    @Test func badInputIsRefusedWithTheSameErrorsWhoeverParsesIt() {
        let refusals: [(FeatureRequest.Type) throws -> FeatureRequest] = [
            { try $0.init(name: "orders") },
            { try $0.init(name: "Orders", entity: "order") },
            { try $0.init(name: "Orders", shape: "grid") },
            { try $0.init(name: "Orders", fields: "id:UUID,title") },
            { try $0.init(name: "Orders", fields: "id:UUID,id:Int") },
        ]
        let expected = [
            "feature name 'orders' must start with an uppercase letter",
            "entity name 'order' must start with an uppercase letter",
            "--shape 'grid' is not a shape",
            "field \"title\": not of the form name:Type",
            "field \"id:Int\"",
        ]
        for (refusal, message) in zip(refusals, expected) {
            #expect {
                _ = try refusal(FeatureRequest.self)
            } throws: { error in
                let text = String(describing: error)
                return text.contains(message) && !text.contains("\n")
            }
        }
    }

    /// Whitespace in the options changes nothing: the templates get the parsed values, not the text.
    @Test func spacedOptionsPlanTheSameFeatureAsTidyOnes() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let tidy = try demo.scaffolder.feature(
            FeatureRequest(name: "Cart", fields: "id:UUID,total:Int,state:CartState", operations: "load,save"),
            module: SamplePackage.module, style: .observable, packageRoot: demo.packageRoot, force: false)
        let spaced = try demo.scaffolder.feature(
            FeatureRequest(
                name: "Cart", fields: " id : UUID , total : Int , state : CartState ", operations: " load , save "),
            module: SamplePackage.module, style: .observable, packageRoot: demo.packageRoot, force: false)
        #expect(spaced.plan == tidy.plan)
        #expect(tidy.plan.changes.contains { $0.path.hasSuffix("/CartState.swift") })
        #expect(!tidy.plan.changes.contains { $0.path.hasSuffix("/DeleteCartUseCase.swift") })
    }
}
