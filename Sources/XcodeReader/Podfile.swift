/// A CocoaPods `Podfile`, read in the forms its documentation shows: `target` and `abstract_target`
/// blocks (nested), `inherit!`, `use_frameworks!`, `project`, `pod`, and `def` blocks of pods used by
/// name inside targets. Other Ruby (`post_install do … end`, `if … end`) is skipped as a block.
public struct Podfile: Sendable, Equatable {
    public struct Pod: Sendable, Hashable {
        /// As written: `Firebase/Analytics` names a subspec.
        public var name: String
        /// The module the pod builds: its name before any `/`.
        public var moduleName: String { String(name.split(separator: "/").first ?? Substring(name)) }
        /// `:path => '…'`: a pod from a folder of the project rather than a third party's.
        public var path: String?
        /// The line of its `pod` statement (in a `def`, the line inside the definition), 0 when unknown.
        public var line: Int

        public init(name: String, path: String? = nil, line: Int = 0) {
            self.name = name
            self.path = path
            self.line = line
        }
    }

    /// What a nested target takes from its parent (`inherit!`): everything, or only the search
    /// paths (a test bundle hosted by its app), or nothing.
    public enum Inheritance: String, Sendable, Equatable {
        case complete
        case searchPaths = "search_paths"
        case none
    }

    public struct Target: Sendable, Equatable {
        public var name: String
        public var isAbstract: Bool
        /// The enclosing target's name, nil at the top level.
        public var parent: String?
        public var inheritance: Inheritance
        /// The pods its own block names (a `def`'s pods included where it is used).
        public var pods: [Pod]
        /// `use_frameworks!` here or in an enclosing block.
        public var usesFrameworks: Bool
        /// `project '…'` here or in an enclosing block.
        public var project: String?
    }

    /// Every target and abstract target, in the order the file opens them.
    public var targets: [Target]

    /// The pods a target links: its own, and its parent's when it inherits completely. Abstract
    /// targets are never built; the pods they name are linked by the targets inside them.
    public func linkedPods(of name: String) -> [Pod] {
        guard let target = targets.first(where: { $0.name == name }) else { return [] }
        var pods = target.pods
        if target.inheritance == .complete, let parent = target.parent {
            for pod in linkedPods(of: parent) where !pods.contains(where: { $0.name == pod.name }) {
                pods.append(pod)
            }
        }
        return pods
    }

    /// Reads the text of a Podfile; `file` names it in errors.
    public static func read(_ text: String, file: String) throws(XcodeReadError) -> Podfile {
        var reader = PodfileReader(file: file)
        return try reader.read(text)
    }
}

private struct PodfileReader {
    enum Block {
        case target(index: Int)
        case definition(name: String)
        case other
    }

    struct Statement {
        var words: [String]
        var line: Int
    }

    let file: String
    var targets: [Podfile.Target] = []
    var blocks: [(block: Block, line: Int)] = []
    var definitions: [String: [Statement]] = [:]
    var topLevelFrameworks = false
    /// Blocks open inside the `def` being recorded, so its own `end` is told from theirs.
    var definitionDepth = 0

    init(file: String) {
        self.file = file
    }

    mutating func read(_ text: String) throws(XcodeReadError) -> Podfile {
        for statement in Self.statements(of: text) { try run(statement, expanding: []) }
        if let open = blocks.last {
            throw failure("the block opened here is never closed with 'end'", line: open.line)
        }
        return Podfile(targets: targets)
    }

    private var currentTarget: Int? {
        for entry in blocks.reversed() {
            if case .target(let index) = entry.block { return index }
        }
        return nil
    }

    private mutating func run(_ statement: Statement, expanding: Set<String>) throws(XcodeReadError) {
        let words = statement.words
        guard let keyword = words.first else { return }
        // Inside a `def`, statements are recorded to be run where the definition is used.
        if let last = blocks.last, case .definition(let name) = last.block {
            if keyword == "end" && definitionDepth == 0 {
                blocks.removeLast()
                return
            }
            if keyword == "end" { definitionDepth -= 1 }
            if Self.opensBlock(words) { definitionDepth += 1 }
            definitions[name, default: []].append(statement)
            return
        }
        if let last = blocks.last, case .other = last.block {
            if keyword == "end" {
                blocks.removeLast()
            } else if Self.opensBlock(words) {
                blocks.append((.other, statement.line))
            }
            return
        }
        switch keyword {
        case "target", "abstract_target":
            guard words.count > 1, let name = Self.literal(words[1]) else {
                throw failure(
                    "'\(keyword)' needs the target's name in quotes, as in \(keyword) 'App' do", line: statement.line)
            }
            let parent = currentTarget.map { targets[$0] }
            targets.append(
                Podfile.Target(
                    name: name, isAbstract: keyword == "abstract_target", parent: parent?.name,
                    inheritance: .complete, pods: [], usesFrameworks: parent?.usesFrameworks ?? topLevelFrameworks,
                    project: parent?.project))
            blocks.append((.target(index: targets.count - 1), statement.line))
        case "def":
            guard words.count > 1 else { throw failure("'def' needs a name", line: statement.line) }
            definitions[words[1]] = []
            definitionDepth = 0
            blocks.append((.definition(name: words[1]), statement.line))
        case "end":
            guard !blocks.isEmpty else { throw failure("'end' closes no block", line: statement.line) }
            blocks.removeLast()
        case "pod":
            guard words.count > 1, let name = Self.literal(words[1]) else {
                throw failure("'pod' needs the pod's name in quotes, as in pod 'RxSwift'", line: statement.line)
            }
            let path = words.firstIndex(where: { $0 == ":path" || $0 == "path:" }).flatMap { index in
                words.dropFirst(index + 1).first { $0 != "=>" }.flatMap(Self.literal)
            }
            if let index = currentTarget {
                targets[index].pods.append(Podfile.Pod(name: name, path: path, line: statement.line))
            }
        case "inherit!":
            let mode = words.count > 1 ? String(words[1].drop { $0 == ":" }) : ""
            guard let inheritance = Podfile.Inheritance(rawValue: mode) else {
                throw failure("'inherit!' takes :complete, :search_paths or :none", line: statement.line)
            }
            if let index = currentTarget { targets[index].inheritance = inheritance }
        case "use_frameworks!":
            let disabled = words.contains("false")
            if let index = currentTarget {
                targets[index].usesFrameworks = !disabled
            } else {
                topLevelFrameworks = !disabled
            }
        case "project", "xcodeproj":
            if let index = currentTarget, words.count > 1 { targets[index].project = Self.literal(words[1]) }
        default:
            if words.count == 1, let body = definitions[keyword] {
                guard !expanding.contains(keyword) else {
                    throw failure("'\(keyword)' uses itself", line: statement.line)
                }
                for inner in body { try run(inner, expanding: expanding.union([keyword])) }
            } else if Self.opensBlock(words) {
                blocks.append((.other, statement.line))
            }
        }
    }

    /// A statement that needs an `end`: one ending in `do` (with or without `|arguments|`), or one
    /// starting with a Ruby keyword that opens a block.
    private static func opensBlock(_ words: [String]) -> Bool {
        guard let first = words.first else { return false }
        if ["if", "unless", "case", "begin", "while", "until", "for", "def", "class", "module"].contains(first) {
            return true
        }
        if words.last == "do" { return true }
        if let doIndex = words.lastIndex(of: "do"),
            words[(doIndex + 1)...].allSatisfy({ $0.hasPrefix("|") || $0.hasSuffix("|") })
        {
            return true
        }
        return false
    }

    /// The text of a quoted string word, or nil when the word is not one.
    private static func literal(_ word: String) -> String? {
        guard word.count >= 2, let first = word.first, first == "'" || first == "\"", word.last == first else {
            return nil
        }
        return String(word.dropFirst().dropLast())
    }

    /// The file's statements as words: comments dropped, `;` splitting statements, a line ending in
    /// `,` or `\` joined to the next, parentheses and commas separating words, strings kept whole.
    private static func statements(of text: String) -> [Statement] {
        var statements: [Statement] = []
        var words: [String] = []
        var startLine = 1
        var line = 1
        var word = ""
        var quote: Character?
        var continues = false
        func endWord() {
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        func endStatement() {
            endWord()
            if !words.isEmpty { statements.append(Statement(words: words, line: startLine)) }
            words = []
        }
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if let open = quote {
                word.append(character)
                if character == "\\", let escaped = characters.popFirst() {
                    word.append(escaped)
                } else if character == open {
                    quote = nil
                    endWord()
                }
                if character == "\n" { line += 1 }
                continue
            }
            switch character {
            case "'", "\"":
                endWord()
                word.append(character)
                quote = character
                continues = false
            case "#":
                while let next = characters.first, next != "\n" { characters.removeFirst() }
            case "\n":
                line += 1
                if !continues {
                    endStatement()
                    startLine = line
                } else {
                    endWord()
                }
                continues = false
            case ";":
                endStatement()
                startLine = line
            case ",", "\\":
                endWord()
                continues = true
            case "(", ")", " ", "\t", "\r":
                endWord()
            default:
                if words.isEmpty && word.isEmpty { startLine = line }
                word.append(character)
                continues = false
            }
        }
        endStatement()
        return statements
    }

    private func failure(_ message: String, line: Int) -> XcodeReadError {
        XcodeReadError(file: file, line: line, message: message, fix: "fix the Podfile so that `pod install` reads it")
    }
}
