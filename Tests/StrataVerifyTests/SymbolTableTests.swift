import StrataVerify
import Testing

/// A name pins a reference to a layer only when exactly one layer declares it.
@Suite struct SymbolTableTests {
    private func file(_ layer: String?, types: [String], aliases: [String] = [], isTest: Bool = false) -> FileFacts {
        FileFacts(
            path: "\(layer ?? "none")/\(types.first ?? "alias").swift", layer: layer, isTest: isTest, imports: [],
            types: types.map {
                TypeFact(
                    name: $0, kind: .struct, inheritance: [], attributes: [], functionNames: [], line: 1, column: 1,
                    lineText: "struct \($0) {}")
            },
            identifiers: [], typeAliases: aliases)
    }

    @Test func oneDeclaringLayerPinsTheName() {
        let symbols = SymbolTable(files: [
            file("data", types: ["OrderDTO"]), file("data", types: ["OrderDTO"], aliases: ["Payload"]),
            file("domain", types: ["Order"]),
        ])
        #expect(symbols.layer(of: "OrderDTO") == "data")
        #expect(symbols.layer(of: "Payload") == "data")
        #expect(symbols.layer(of: "Order") == "domain")
        #expect(symbols.layer(of: "Unknown") == nil)
    }

    @Test func severalLayersOrNoneLeaveTheNameUnpinned() {
        let symbols = SymbolTable(files: [
            file("data", types: ["Mapper"]), file("presentation", types: ["Mapper"]), file("data", types: ["Mapper"]),
            file(nil, types: ["Helper"]), file("domain", types: ["Helper"]),
            file("domain", types: ["Cache"]), file(nil, types: ["Cache"]),
            file(nil, types: ["Loose"]),
            file("domain", types: ["Fixture"]), file("tests", types: ["Fixture", "TestOnly"], isTest: true),
        ])
        #expect(symbols.layer(of: "Mapper") == nil)
        #expect(symbols.layer(of: "Helper") == nil)
        #expect(symbols.layer(of: "Cache") == nil)
        #expect(symbols.layer(of: "Loose") == nil)
        #expect(symbols.layer(of: "Fixture") == "domain")
        #expect(symbols.layer(of: "TestOnly") == nil)
    }
}
