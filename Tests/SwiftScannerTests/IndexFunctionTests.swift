import SwiftScanner
import Testing

@Suite("Index: functions and initializers")
struct IndexFunctionTests {
    @Test func parameterLabelsNamesTypesAndDefaults() {
        let source = """
            func move(from start: Point, to end: Point, in view: View, _ animated: Bool = true) {}
            func configure(for key: String, default value: Int = 1 << 2, cache: [String: Int] = [:]) {}
            func map<T, E: Error>(_ transform: @escaping (Int) throws(E) -> T, values: Int...) rethrows -> [T] where T: Sendable {}
            func update(_ value: inout Dictionary<String, Int>, flag: Bool) async throws -> some View {}
            func typed() throws(LoadError) {}
            static func == (lhs: Self, rhs: Self) -> Bool { true }
            """
        #expect(
            outline(source) == [
                "func move(from start: Point, to end: Point, in view: View, _ animated: Bool = true)",
                "func configure(for key: String, default value: Int = 1 << 2, cache: [String: Int] = [:])",
                "func map<T, E: Error>(_ transform: @escaping (Int) throws(E) -> T, values: Int...) rethrows -> [T] where T: Sendable",
                "func update(_ value: inout Dictionary<String, Int>, flag: Bool) async throws -> some View",
                "func typed() throws(LoadError)",
                "func ==(lhs: Self, rhs: Self) -> Bool [static]",
            ])
        let move = SourceFileIndex(parsing: source).topLevelFunctions[0]
        #expect(move.selector == "move(from:to:in:_:)")
        #expect(move.parameters.map(\.label) == ["from", "to", "in", nil])
    }

    @Test func initializersOfEveryShape() {
        let source = """
            struct Model {
                init(service: any Service, @ViewBuilder content: () -> Content) {}
                public convenience init?(json: [String: Any]) throws {}
                required init!<T>(value: T) async where T: Codable {}
                init(
                    title: String,
                    // a comment between parameters
                    count: Int = 0
                ) {}
            }
            """
        #expect(
            outline(source) == [
                "struct Model",
                "  init(service: any Service, @ViewBuilder content: () -> Content)",
                "  init?(json: [String: Any]) throws [public convenience]",
                "  init!<T>(value: T) async where T: Codable [required]",
                "  init(title: String, count: Int = 0)",
            ])
    }

    @Test func protocolRequirementsWithoutBodies() {
        let source = """
            protocol Loader {
                func load(id: Int) async throws -> Item
                func cancel()
                init(config: Config)
                var isLoading: Bool { get }
            }
            """
        #expect(
            outline(source) == [
                "protocol Loader",
                "  func load(id: Int) async throws -> Item",
                "  func cancel()",
                "  init(config: Config)",
                "  var isLoading: Bool {computed}",
            ])
    }

    @Test func attributesAndModifiersOnFunctions() {
        let source = """
            extension View {
                @MainActor @discardableResult
                public nonisolated func track(_ event: String) -> Self { self }
                @available(*, deprecated, message: "use track")
                override class func legacy() {}
                mutating func reset() {}
                subscript(index: Int) -> Int { 0 }
                deinit {}
            }
            """
        #expect(
            outline(source) == [
                "extension View",
                "  func track(_ event: String) -> Self @MainActor @discardableResult [public nonisolated]",
                "  func legacy() @available(*, deprecated, message: \"use track\") [override class]",
                "  func reset() [mutating]",
            ])
    }

    @Test func genericAttributesAutoclosuresAndMultilineSignatures() {
        let source = """
            public final class Engine<State, Event> {
                @_spi(Testing) public var pending: [Event] = []
                public convenience init<R: Runner>(
                    seed: @autoclosure () -> R.State,
                    @RunnerBuilder<State, Event> runner: () -> R,
                    configure prepare: ((inout Settings) -> Void)? = nil
                ) where R.State == State, R.Event == Event {
                    self.init(seed: seed(), runner: runner())
                }
                public func map<Child, ChildEvent>(
                    state toChild: @escaping (_ state: State) -> Child,
                    event fromChild: @escaping (_ event: ChildEvent) ->
                        Event
                ) -> Engine<Wrapped<Child>, Wrapped<ChildEvent>> {
                    fatalError()
                }
            }
            """
        #expect(
            outline(source) == [
                "class Engine<State, Event> [public final]",
                "  var pending: [Event] = [] @_spi(Testing) [public]",
                "  init<R: Runner>(seed: @autoclosure () -> R.State, @RunnerBuilder runner: () -> R, "
                    + "configure prepare: ((inout Settings) -> Void)? = nil) where R.State == State, R.Event == Event "
                    + "[public convenience]",
                "  func map<Child, ChildEvent>(state toChild: @escaping (_ state: State) -> Child, "
                    + "event fromChild: @escaping (_ event: ChildEvent) ->\n            Event) "
                    + "-> Engine<Wrapped<Child>, Wrapped<ChildEvent>> [public]",
            ])
    }
}
