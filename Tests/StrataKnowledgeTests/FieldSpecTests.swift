import Testing

@testable import StrataKnowledge

@Suite struct FieldSpecTests {
    @Test func parsesNamesTypesOptionalsAndArrays() throws {
        let fields = try FieldSpec.parse("id:UUID, name:String,age:Int?,tags:[String], links : [URL]?")
        #expect(fields.map(\.name) == ["id", "name", "age", "tags", "links"])
        #expect(fields.map(\.type) == ["UUID", "String", "Int?", "[String]", "[URL]?"])
        #expect(fields.map(\.baseType) == ["UUID", "String", "Int", "String", "URL"])
        #expect(fields.map(\.isOptional) == [false, false, true, false, true])
        #expect(fields.map(\.isArray) == [false, false, false, true, true])
    }

    @Test func treatsAnEmptyListAsNoFields() throws {
        #expect(try FieldSpec.parse("").isEmpty)
        #expect(try FieldSpec.parse("  ").isEmpty)
    }

    /// The other sample is where tests meet the edges: nothing in an optional, an empty list, text beyond ASCII, an
    /// integer beyond 32 bits and numbers that a locale groups and gives a decimal comma.
    @Test(arguments: [
        ("title:String", "\"Sample title\"", "\"Ünïcödé title 東京 🎉\""),
        ("count:Int", "42", "2_147_483_648"),
        ("ratio:Double", "4.5", "1_234_567.5"),
        ("done:Bool", "true", "false"),
        ("at:Date", "Date(timeIntervalSince1970: 1_700_000_000)", "Date(timeIntervalSince1970: 1_800_000_000)"),
        (
            "id:UUID", "UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!",
            "UUID(uuidString: \"00000000-0000-0000-0000-000000000002\")!"
        ),
        ("site:URL", "URL(string: \"https://example.com/1\")!", "URL(string: \"https://example.com/2\")!"),
        ("price:Decimal", "Decimal(42)", "Decimal(string: \"1234567.25\")!"),
        ("nickname:String?", "\"Sample nickname\"", "nil"),
        ("scores:[Int]", "[42]", "[]"),
        ("ids:[UUID]?", "[UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!]", "nil"),
    ])
    func givesDistinctDeterministicSamples(spec: String, sample: String, other: String) throws {
        let field = try #require(try FieldSpec.parse(spec).first)
        #expect(field.sampleValue == sample)
        #expect(field.otherSampleValue == other)
        #expect(field.sampleValue != field.otherSampleValue)
    }

    @Test(arguments: [
        ("title:String", #""Sample title""#, #""Ünïcödé title 東京 🎉""#),
        ("count:Int", "42", "2147483648"),
        ("ratio:Double", "4.5", "1234567.5"),
        ("done:Bool", "true", "false"),
        ("at:Date", #""2023-11-14T22:13:20Z""#, #""2027-01-15T08:00:00Z""#),
        ("id:UUID", #""00000000-0000-0000-0000-000000000001""#, #""00000000-0000-0000-0000-000000000002""#),
        ("site:URL", #""https://example.com/1""#, #""https://example.com/2""#),
        ("price:Decimal", "42", "1234567.25"),
        ("nickname:String?", #""Sample nickname""#, "null"),
        ("scores:[Int]", "[42]", "[]"),
    ])
    func givesTheSamplesAsJSONAServerWouldSend(spec: String, sample: String, other: String) throws {
        let field = try #require(try FieldSpec.parse(spec).first)
        #expect(field.sampleJSONValue == sample)
        #expect(field.otherSampleJSONValue == other)
    }

    /// A template writes a draft's shared check helpers and its locale once, on the first field that needs them,
    /// and not at all when no field does.
    @Test func marksTheFirstCheckedFieldAndTheFirstNumberReadInTheLocale() throws {
        let fields = try FieldSpec.parse("id:UUID,on:Bool,link:URL,title:String,tags:[Int],count:Int?,price:Decimal")
        #expect(fields.map(\.isFirstChecked) == [false, false, true, false, false, false, false])
        #expect(fields.map(\.isFirstReadInLocale) == [false, false, false, false, false, true, false])
        let unchecked = try FieldSpec.parse("id:UUID,on:Bool,since:Date,tags:[Int]")
        #expect(!unchecked.contains { $0.isFirstChecked || $0.isFirstReadInLocale })
    }

    @Test func exposesTheSpecsPropertiesToTemplates() throws {
        let field = try #require(try FieldSpec.parse("age:Int?").first)
        guard case .object(let properties) = field.templateValue else {
            Issue.record("a field is not an object")
            return
        }
        #expect(
            Set(properties.keys) == [
                "name", "type", "baseType", "isOptional", "isArray", "isValueType", "editor", "sampleValue",
                "otherSampleValue",
                "sampleJSONValue", "otherSampleJSONValue", "isFirstChecked", "isFirstReadInLocale",
            ])
        #expect(properties["isValueType"] == .bool(false))
        #expect(properties["editor"] == "number")
        #expect(properties["isOptional"] == .bool(true))
        #expect(properties["isArray"] == .bool(false))
        #expect(properties["type"] == "Int?")
        #expect(properties["baseType"] == "Int")
    }

    @Test(arguments: [
        // A type of the package's own is a type name, written T or T?: a list of them would need a mapping of every
        // element that the stub cannot promise.
        ("id:UUID,age:integer", "age:integer", FieldProblem.unsupportedType("integer")),
        ("tags:[OrderTag]", "tags:[OrderTag]", .unsupportedType("[OrderTag]")),
        ("kind:Order.Kind", "kind:Order.Kind", .unsupportedType("Order.Kind")),
        ("x:Int??", "x:Int??", .unsupportedType("Int??")),
        ("x:[Int?]", "x:[Int?]", .unsupportedType("[Int?]")),
        ("x:Optional<Int>", "x:Optional<Int>", .unsupportedType("Optional<Int>")),
        ("x:[[Int]]", "x:[[Int]]", .unsupportedType("[[Int]]")),
        ("name", "name", .malformed),
        ("name:", "name:", .malformed),
        ("id:UUID,", "", .malformed),
        ("class:String", "class:String", .invalidName(.keyword)),
        ("1st:String", "1st:String", .invalidName(.startsWithDigit)),
        (":String", ":String", .invalidName(.empty)),
        ("first-name:String", "first-name:String", .invalidName(.invalidCharacter("-"))),
        ("id:UUID,name:String,id:Int", "id:Int", .duplicateName),
    ])
    func rejectsBadFields(input: String, field: String, problem: FieldProblem) {
        #expect(throws: KnowledgeError.invalidField(field: field, problem: problem)) {
            try FieldSpec.parse(input)
        }
    }

    @Test func aTypeOfThePackagesOwnIsAValueTypeWithAPlaceholderSampleAndAPicker() throws {
        let fields = try FieldSpec.parse("status:OrderStatus,previous:OrderStatus?,when:Date?")
        #expect(fields.map(\.isValueType) == [true, true, false])
        #expect(fields[0].baseType == "OrderStatus")
        #expect(fields[0].sampleValue == "OrderStatus.\(FieldSpec.valueTypePlaceholder)")
        #expect(fields[0].sampleJSONValue == "\"\(FieldSpec.valueTypePlaceholder)\"")
        // A form picks a value type's case; optional ones, like optional dates, are kept as they were.
        #expect(fields.map(\.editor) == ["picker", "kept", "kept"])
    }

    /// A list of texts is edited as text, one entry per line; other lists are kept as the draft found them.
    @Test func aListOfTextsIsEditedOneEntryPerLine() throws {
        let fields = try FieldSpec.parse("tags:[String],aliases:[String]?,scores:[Int]")
        #expect(fields.map(\.editor) == ["lines", "lines", "kept"])
    }

    @Test func listsTheAcceptedFormsWhenATypeIsRejected() {
        let message = KnowledgeError.invalidField(field: "age:Integer", problem: .unsupportedType("Integer"))
            .description
        for type in FieldSpec.acceptedBaseTypes { #expect(message.contains(type)) }
        #expect(message.contains("T?, [T] or [T]?"))
        #expect(!message.contains("\n"))
    }

    /// A feature with 8,000 --fields: they are parsed without comparing each
    /// with every other, and a duplicate at the very end is still found.
    @Test func eightThousandFieldsParseInLinearTime() throws {
        let fields = "id:UUID," + (0..<8_000).map { "field\($0):Int" }.joined(separator: ",")
        let started = ContinuousClock.now
        #expect(try FieldSpec.parse(fields).count == 8_001)
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(throws: KnowledgeError.invalidField(field: "field7:Int", problem: .duplicateName)) {
            try FieldSpec.parse(fields + ",field7:Int")
        }
    }
}
