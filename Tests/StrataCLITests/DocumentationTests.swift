import Foundation
import StrataTestSupport
import Testing

/// README.md is the front door and `docs/` the reference: the README stays short enough to read in
/// five minutes, and no link in either leads to a missing file or section.
@Suite struct DocumentationTests {
    static let readmeByteLimit = 12 * 1024

    @Test func readmeStaysWithinTwelveKilobytes() throws {
        let size = try Data(contentsOf: repositoryRoot.appendingPathComponent("README.md")).count
        #expect(size <= Self.readmeByteLimit, "README.md is \(size) bytes; move reference text into docs/")
    }

    @Test func everyRelativeLinkResolves() throws {
        let pages = try ["README.md"] + markdownFiles(in: "docs")
        #expect(pages.count > 5, "docs/ should hold the reference pages")
        for page in pages {
            let text = try read(page)
            for target in MarkdownLinks.targets(in: text) where !MarkdownLinks.isExternal(target) {
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = String(parts[0])
                let anchor = parts.count > 1 ? String(parts[1]) : nil
                let resolved = file.isEmpty ? page : normalized((page as NSString).deletingLastPathComponent, file)
                let url = repositoryRoot.appendingPathComponent(resolved)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    Issue.record("\(page): link to \(target): no file \(resolved)")
                    continue
                }
                if let anchor, resolved.hasSuffix(".md") {
                    if !MarkdownLinks.anchors(in: try read(resolved)).contains(anchor) {
                        Issue.record("\(page): link to \(target): no heading with that anchor in \(resolved)")
                    }
                }
            }
        }
    }

    /// The checker itself: a broken link must be seen as broken.
    @Test func theLinkCheckerReadsLinksAndAnchorsAsGitHubDoes() {
        let text = """
            # Adopt on an existing app
            ## `strata.json`
            ## Exit codes
            ## Exit codes
            See [the rules](docs/rules.md#layer-dependency), [site](https://example.com) and ![logo](img.png).
            ```
            [not a link](nowhere.md)
            ```
            """
        #expect(
            MarkdownLinks.targets(in: text) == ["docs/rules.md#layer-dependency", "https://example.com", "img.png"])
        #expect(
            MarkdownLinks.anchors(in: text)
                == ["adopt-on-an-existing-app", "stratajson", "exit-codes", "exit-codes-1"])
    }

    private func markdownFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// `base/target` with `.` and `..` components resolved, relative to the repository root.
    private func normalized(_ base: String, _ target: String) -> String {
        var components: [String] = base.isEmpty ? [] : base.split(separator: "/").map(String.init)
        for component in target.split(separator: "/").map(String.init) {
            if component == ".." { _ = components.popLast() } else if component != "." { components.append(component) }
        }
        return components.joined(separator: "/")
    }
}

/// Links and heading anchors of a Markdown page, outside fenced code blocks and code spans.
enum MarkdownLinks {
    static func isExternal(_ target: String) -> Bool {
        ["http://", "https://", "mailto:"].contains { target.hasPrefix($0) }
    }

    static func targets(in text: String) -> [String] {
        var targets: [String] = []
        for line in proseLines(of: text) {
            var rest = Substring(withoutCodeSpans(line))
            while let close = rest.range(of: "](") {
                let after = rest[close.upperBound...]
                guard let end = after.firstIndex(of: ")") else { break }
                let target = after[..<end].split(separator: " ").first.map(String.init) ?? ""
                targets.append(target)
                rest = after[after.index(after: end)...]
            }
        }
        return targets
    }

    /// GitHub's anchors: the heading's text lowercased, punctuation but `-` and `_` dropped, spaces
    /// as hyphens, and `-1`, `-2`… for repeated headings.
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        var anchors: [String] = []
        for line in proseLines(of: text) where line.hasPrefix("#") {
            let heading = line.drop { $0 == "#" }.drop { $0 == " " }
            var slug = ""
            for character in heading.lowercased() {
                if character == " " {
                    slug.append("-")
                } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.append(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    private static func proseLines(of text: String) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " }).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                lines.append(String(line))
            }
        }
        return lines
    }

    private static func withoutCodeSpans(_ line: String) -> String {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
    }
}
