import Testing

@testable import StrataVerify

/// A capitalised name is a project type only where Swift would resolve it to one: a type nested
/// in another (`LoginViewModel.Output`) is not in scope elsewhere under its bare name, and a
/// generic parameter (`<Item>`) shadows any type of that name.
@Suite struct NameResolutionPatternTests {
    static let layers: [(layer: String, globs: [String])] = [
        ("shared", ["App/Common/**"]), ("domain", ["App/Domain/**"]), ("presentation", ["App/Scenes/**"]),
    ]

    @Test func nestedTypesAndGenericParametersAreNotOtherLayersTypes() throws {
        let files = [
            "App/Scenes/LoginViewModel.swift": """
            final class LoginViewModel {
                struct Input { let name: String }
                struct Output { let greeting: String }
                func transform(_ input: Input) -> Output { Output(greeting: input.name) }
            }

            struct Item { let id: Int }
            """,
            "App/Common/Publisher+Mapping.swift": """
            import Combine

            extension Publisher {
                func mapToVoid() -> AnyPublisher<Void, Failure> { map { (_: Output) in () }.eraseToAnyPublisher() }
            }

            struct Page<Item> {
                let items: [Item]
                func first<Element>(_ transform: (Item) -> Element) -> Element? { items.first.map(transform) }
            }

            func describe(_ model: ↓LoginViewModel) -> String { "\\(model)" }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "layer-dependency", files: files, layers: Array(Self.layers.filter { $0.layer != "domain" }))
        #expect(result.found == result.expected)
    }

    /// Every layer may use shared code, and shared code may use no layer.
    @Test func everyLayerMayUseSharedCodeAndSharedCodeNoLayer() throws {
        let files = [
            "App/Common/Money.swift": """
            struct MoneyFormatter { func string(_ cents: Int) -> String { "\\(cents)" } }
            func label(for order: ↓Order) -> String { "\\(order.id)" }
            """,
            "App/Domain/Order.swift": """
            struct Order { let id: Int; let formatter: MoneyFormatter }
            """,
            "App/Scenes/OrderViewModel.swift": """
            final class OrderViewModel { let formatter = MoneyFormatter() }
            """,
        ]
        let result = try RealAppPatternTests.check("layer-dependency", files: files, layers: Self.layers)
        #expect(result.found == result.expected)
    }
}

extension NameResolutionPatternTests {
    @Test func genericParametersAreReadFromEveryClauseForm() {
        #expect(TypeText.genericParameterNames(in: "<Item: Hashable, Key>") == ["Item", "Key"])
        #expect(TypeText.genericParameterNames(in: "Item: Hashable, Key>") == ["Item", "Key"])
        #expect(
            TypeText.genericParameterNames(in: "<T: Collection<Dictionary<String, Int>>, each U>") == ["T", "U"])
        #expect(TypeText.genericParameterNames(in: "<>").isEmpty)
    }
}
