import Foundation

/// What a generated package declares, read from its sources well enough to tell whether a name the
/// agent context uses exists: modules from Package.swift, type and member names from declarations,
/// the names of its files, and the raw sources for attributes, macros and what screens call.
struct PackageDeclarations {
    let modules: Set<String>
    let types: Set<String>
    let members: Set<String>
    let sources: String
    /// The last path component of every file (`Theme.swift`, `strata.json`).
    let files: Set<String>
    /// The name of every folder (`Support`, `Mocks`).
    let folders: Set<String>
    /// Every folder, relative to the package's root (`Sources/DemoDomain`).
    var folderPaths: Set<String> = []

    init(
        modules: Set<String>, types: Set<String>, members: Set<String>, sources: String, files: Set<String> = [],
        folders: Set<String> = []
    ) {
        self.modules = modules
        self.types = types
        self.members = members
        self.sources = sources
        self.files = files
        self.folders = folders
    }

    init(root: URL) throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var texts: [String] = []
        var files: Set<String> = []
        var folders: Set<String> = []
        var folderPaths: Set<String> = []
        let rootPath = root.standardizedFileURL.path
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = walker?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                folders.insert(url.lastPathComponent)
                folderPaths.insert(String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1)))
                continue
            }
            files.insert(url.lastPathComponent)
            if url.pathExtension == "swift", url.lastPathComponent != "Package.swift" {
                texts.append(try String(contentsOf: url, encoding: .utf8))
            }
        }
        let sources = texts.joined(separator: "\n")
        self.init(
            modules: Set(Self.captures(#"name: "(\w+)""#, in: manifest)),
            types: Set(Self.captures(#"\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)"#, in: sources)),
            members: Set(
                Self.captures(#"\b(?:func|var|let|case)\s+([A-Za-z_]\w*)"#, in: sources)
                    + Self.captures(#"\bcase\s+\w+(?:\([^)]*\))?((?:\s*,\s*\w+(?:\([^)]*\))?)+)"#, in: sources)
                    .flatMap {
                        $0.split(separator: ",").map {
                            String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != "(" })
                        }
                    }),
            sources: sources, files: files, folders: folders)
        self.folderPaths = folderPaths
    }

    func folderExists(_ path: String) -> Bool { folderPaths.contains(path) }

    /// The package names a text uses, in order of first use: `DemoX` modules and types,
    /// `theme.<member>` and `Theme.<member>`, screen, view-model and store factories (`makeXScreen`
    /// read as the walkthrough's `makeProfileScreen`; a bare `makeX()` is a placeholder, `makeStream()`
    /// the standard library's), `@autoclosure` and `#Preview`, the files it says to add to (`Theme.swift`)
    /// and what a screen's `.task` calls (`.task { await viewModel.appear() }`).
    static func names(in text: String) -> [String] {
        var names: [String] = []
        names += captures(#"\b(Demo[A-Z]\w*)"#, in: text)
        // A file the guidance tells agents to add something to must be one the package has.
        names += captures(#"\badd(?:ed)? [^.\n]*?\bto (\w+\.(?:json|swift))\b"#, in: text).map { "file " + $0 }
        // Any Swift file named outright (`Theme.swift`), not a pattern (`<Type>Tests.swift`, `{{entity}}.swift`) nor
        // the end of a template's output path, which names what the template would write.
        names += captures(#"(?<![\w>}+.*/-])([A-Z]\w*\.swift)\b"#, in: text).map { "file " + $0 }
        // Folders: `(Mocks/)`, `` `Support/` ``, "a Support folder".
        names += captures(#"[(`]([A-Z]\w*)/[)`]"#, in: text).map { "folder " + $0 }
        names += captures(#"\b([A-Z]\w*) folder\b"#, in: text).map { "folder " + $0 }
        names += captures(#"(\.task \{ await viewModel\.\w+\(\) \})"#, in: text)
        names += captures(#"\b(theme\.[a-z]\w*)"#, in: text).filter { $0 != "theme.json" }
        names += captures(#"\btheme\.[a-z]\w*\.([a-z]\w*)\b"#, in: text).map { "theme.*." + $0 }
        names += captures(#"\b(Theme\.[a-z]\w*)"#, in: text).filter { $0 != "Theme.swift" }
        names += captures(#"\b(make[A-Z]\w*(?:Screen|ViewModel|Store))\("#, in: text)
            .map { $0.replacingOccurrences(of: "makeX", with: "makeProfile") }
        names += ["@autoclosure", "#Preview"].filter(text.contains)
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// `text` without the code of counter-examples (❌ in Markdown, `"triggers": true` in context.json):
    /// they show what not to write, so they may name what the package must not have.
    static func withoutCounterExamples(_ text: String, path: String) -> String {
        guard path.hasSuffix(".json") else {
            return text.replacingOccurrences(
                of: #"(?m)^❌[^\n]*\n\n```[a-z]*\n[\s\S]*?\n```"#, with: "", options: .regularExpression)
        }
        return text.replacingOccurrences(
            of:
                #"\{\s*"code": "(?:[^"\\]|\\.)*",\s*"note": "(?:[^"\\]|\\.)*",(?:\s*"style": "[^"]*",)?\s*"triggers": true\s*\}"#,
            with: "",
            options: .regularExpression)
    }

    func declares(_ name: String) -> Bool {
        if name.hasPrefix("file ") { return files.contains(String(name.dropFirst("file ".count))) }
        if name.hasPrefix("folder ") { return folders.contains(String(name.dropFirst("folder ".count))) }
        if name.hasPrefix(".task") {
            // A store's screens send to the store and have no view model for the guidance to be wrong about.
            let calls = Self.taskCalls(in: sources)
            return calls.isEmpty || calls.contains(name)
        }
        if name.hasPrefix("@") || name.hasPrefix("#") { return sources.contains(name) }
        if let member = name.split(separator: ".").last, name.contains(".") { return members.contains(String(member)) }
        if name.hasPrefix("make") { return members.contains(name) }
        return modules.contains(name) || types.contains(name)
    }

    /// What the package's screens run in `.task`, in the one-line form guidance writes it.
    static func taskCalls(in sources: String) -> Set<String> {
        Set(captures(#"\.task \{\s*await (viewModel\.\w+)\(\)\s*\}"#, in: sources).map { ".task { await \($0)() }" })
    }

    static func captures(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The first two groups of each match, for a pattern that pairs a name with the text it governs.
    static func pairs(_ pattern: String, in text: String) -> [(String, String)] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            guard let first = Range(match.range(at: 1), in: text), let second = Range(match.range(at: 2), in: text)
            else { return nil }
            return (String(text[first]), String(text[second]))
        }
    }
}
