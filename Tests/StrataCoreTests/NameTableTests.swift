import StrataCore
import StrataTestSupport
import Testing

/// The name table the project-wide passes look names up in must answer what a `Dictionary` answers,
/// whatever the names: long or short, differing only in their last byte or past the first word,
/// empty, or not ASCII, and equal canonically.
@Suite struct NameTableTests {
    @Test func agreesWithADictionaryOverRandomInsertsUpdatesAndLookups() {
        var random = SplitMix64(seed: 41)
        // Few letters, so names repeat and share prefixes; lengths around the 8-byte words hashed.
        let letters = ["a", "b", "Ö", "Repository", ""]
        func name() -> String { (0..<Int(random.next() % 6)).map { _ in letters[Int(random.next() % 5)] }.joined() }
        var table = NameTable<Int>()
        var set = NameSet()
        var expected: [String: Int] = [:]
        var order: [String] = []
        var mismatches: [String] = []
        for step in 0..<20_000 {
            let key = name()
            switch random.next() % 3 {
            case 0:
                if expected[key] == nil { order.append(key) }
                table.set(key, to: step)
                set.insert(key)
                expected[key] = step
            case 1:
                if expected[key] == nil { order.append(key) }
                table.update(key, default: 0) { $0 += step }
                set.insert(key)
                expected[key, default: 0] += step
            default:
                if table[key] != expected[key] || set.contains(key) != (expected[key] != nil) {
                    mismatches.append(key)
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, the first: \(mismatches.first ?? "")")
        #expect(table.count == expected.count)
        #expect(table.names == order && set.names == order)
        #expect(order.allSatisfy { table[$0] == expected[$0] })
    }

    @Test func namesThatDifferOnlyInOneByteAreDifferentKeys() {
        let names = [
            "", "A", "B", "OrderRepository", "OrderRepositorz", "PrderRepository", "OrderRepositoryProtocol",
            "OrderRepositoryProtocoL", "12345678", "12345679", "123456781", "Ordér", "Ordér\u{301}",
        ]
        var table = NameTable<Int>()
        for (index, name) in names.enumerated() { table.set(name, to: index) }
        #expect(table.count == names.count)
        for (index, name) in names.enumerated() { #expect(table[name] == index, "\(name)") }
        #expect(table["OrderRepositor"] == nil)
    }

    /// Names are equal as Swift's strings are, canonically, whichever form is inserted first and
    /// whether or not the other form is ASCII.
    @Test(arguments: [("Kelvin\u{212A}", "KelvinK"), ("KelvinK", "Kelvin\u{212A}"), ("Orde\u{301}r", "Ordér")])
    func canonicallyEqualNamesAreOneKey(inserted: String, lookedUp: String) {
        var table = NameTable<Int>()
        table.set(inserted, to: 1)
        table.update(lookedUp, default: 0) { $0 += 1 }
        #expect(table.count == 1)
        #expect(table[lookedUp] == 2)
        #expect(table.names == [inserted])
        let set = NameSet([inserted])
        #expect(set.contains(lookedUp))
    }

    @Test func aSetOfNamesHoldsEachOnce() {
        let set = NameSet(["View", "Model", "View", "Repository"])
        #expect(set.count == 3)
        #expect(set.names == ["View", "Model", "Repository"])
        #expect(set.contains("Model") && !set.contains("model"))
        #expect(NameSet().isEmpty && !set.isEmpty)
        var grown = NameSet()
        #expect(grown.insert("View") == (0, true))
        #expect(grown.insert("Model") == (1, true))
        #expect(grown.insert("View") == (0, false))
        #expect(grown.position(of: "Model") == 1 && grown.position(of: "model") == nil)
    }

    @Test func growsPastItsFirstCapacityKeepingEveryName() {
        var table = NameTable<Int>(minimumCapacity: 2)
        let names = (0..<5_000).map { "Type\($0)" }
        for (index, name) in names.enumerated() { table.set(name, to: index) }
        #expect(table.count == 5_000)
        #expect(names.indices.allSatisfy { table[names[$0]] == $0 })
        #expect(table["Type5000"] == nil)
    }
}
