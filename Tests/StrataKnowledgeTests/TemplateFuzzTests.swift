import Foundation
import StrataTestSupport
import Testing

@testable import StrataKnowledge

/// The template engine on generated templates: whatever the text,
/// parsing and rendering return or fail with a positioned template error, within the limits.
@Suite("Fuzz: template engine")
struct TemplateFuzzTests {
    static let inputCount = 24_000
    static let seed: UInt64 = 0x7E3B_1A7E
    /// The inputs are generated in this many parts, each from its own seed, so the parts run side by side
    /// instead of one test holding a core for the suite's last seconds.
    static let parts = 4

    /// Pieces of template syntax, whole and broken.
    private static let fragments = [
        "{{", "}}", "{{ feature }}", "{{ feature | camelCase }}", "{{ feature | ", "{{#each fields as field}}",
        "{{#each fields as f}}{{ f.name }}", "{{/each}}", "{{#if flag}}", "{{#if style == \"store\"}}",
        "{{#unless flag}}", "{{else}}", "{{/if}}", "{{/unless}}", "{{ @index }}", "{{ @first }}", "{{!note}}",
        "\\{{", "{{ field.type }}", "{{#each operations as op}}", "{{ op | uppercase }}", "{{}}", "{{#with x}}",
        "\n", " ", "text", "é", "\u{0}", "{{ fields }}", "{{#each feature as x}}", "{{ missing }}",
    ]

    private static let context: [String: TemplateValue] = [
        "feature": "Profile", "flag": true, "style": "store", "operations": ["load", "save"],
        "fields": .list(try! FieldSpec.parse("id:UUID,name:String,age:Int?").map(\.templateValue)),
    ]

    @Test(arguments: 0..<parts)
    func generatedTemplatesParseRenderOrFailAtAPosition(part: Int) throws {
        let shipped = try Self.shippedTemplates()
        var generator = SplitMix64(seed: Self.seed &+ UInt64(part))
        var failures: [String] = []
        // Small limits: loops nested in loops are generated on purpose and stop at the first limit.
        let limits = TemplateLimits(maximumOutputBytes: 1 << 10, maximumDuration: .milliseconds(20))
        for round in 0..<Self.inputCount / Self.parts {
            let source: String
            // Nested sections cost the most to render (up to the limits), so they are one in six.
            switch round % 6 {
            case 0, 1, 2: source = Self.fragmentSoup(using: &generator)
            case 3, 4: source = Self.mutatedWindow(of: shipped, using: &generator)
            default: source = Self.nestedSections(using: &generator)
            }
            if let problem = TemplateLimits.$current.withValue(limits, operation: { Self.problem(with: source) }) {
                failures.append("\(problem): \(source.debugDescription)")
                if failures.count >= 5 { break }
            }
        }
        print(
            "fuzz: \(Self.inputCount / Self.parts) of \(Self.inputCount) generated templates "
                + "(seed 0x\(String(Self.seed &+ UInt64(part), radix: 16)))")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// What is wrong with how `source` was handled, or nil.
    private static func problem(with source: String) -> String? {
        do {
            let template = try Template(parsing: source, path: "fuzz.tmpl")
            _ = template.usage
            let traced = try template.renderTracingLines(context)
            // The plain render skips the line tracing, and must give the same text.
            guard try template.render(context) == traced.text else { return "render and renderTracingLines differ" }
            return nil
        } catch {
            guard case .template(_, let location) = error else { return "not a template error: \(error)" }
            return location.position.line >= 1 && location.position.column >= 1 ? nil : "error without a position"
        }
    }

    private static func fragmentSoup(using generator: inout SplitMix64) -> String {
        (0..<(1 + generator.next(below: 24))).map { _ in fragments[generator.next(below: fragments.count)] }.joined()
    }

    /// Sections opened up to twice the nesting limit, closed in a random order.
    private static func nestedSections(using generator: inout SplitMix64) -> String {
        let depth = generator.next(below: 2 * TemplateLimits.maximumNesting)
        let openers = ["{{#if flag}}", "{{#each fields as f}}", "{{#unless flag}}", "{{#each operations as op}}"]
        let closers = ["{{/if}}", "{{/each}}", "{{/unless}}", "{{/each}}"]
        var kinds = (0..<depth).map { _ in generator.next(below: openers.count) }
        let text = kinds.map { openers[$0] + "x" }.joined()
        if generator.next(below: 4) == 0 { kinds.shuffle(using: &generator) }
        return text + kinds.reversed().map { closers[$0] }.joined()
    }

    private static func mutatedWindow(of corpus: [[UInt8]], using generator: inout SplitMix64) -> String {
        let file = corpus[generator.next(below: corpus.count)]
        let length = min(file.count, 16 + generator.next(below: 400))
        let start = generator.next(below: file.count - length + 1)
        var bytes = Array(file[start..<start + length])
        for _ in 0..<(1 + generator.next(below: 4)) {
            let position = generator.next(below: bytes.count + 1)
            switch generator.next(below: 3) {
            case 0:
                bytes.insert(contentsOf: Array(fragments[generator.next(below: fragments.count)].utf8), at: position)
            case 1 where position < bytes.count: bytes.remove(at: position)
            default: bytes.insert(UInt8(truncatingIfNeeded: generator.next(below: 256)), at: position)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func shippedTemplates() throws -> [[UInt8]] {
        let templates = RepositoryKnowledge.root.appendingPathComponent("Templates")
        let files =
            (FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            ?? [])
            .filter { $0.pathExtension == "tmpl" }.sorted { $0.path < $1.path }
        #expect(files.count >= 10)
        return try files.map { Array(try Data(contentsOf: $0)) }
    }
}

extension SplitMix64: RandomNumberGenerator {
    mutating func next(below bound: Int) -> Int {
        bound <= 1 ? 0 : Int(next() % UInt64(bound))
    }
}
