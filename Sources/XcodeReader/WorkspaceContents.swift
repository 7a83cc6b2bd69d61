/// The items a workspace's `contents.xcworkspacedata` lists: `<FileRef location="group:App.xcodeproj">`
/// inside nested `<Group>`s, each location resolved to a path relative to the root the workspace was
/// read against. A small scanner for the few elements Xcode writes; no XML library needed.
struct WorkspaceContents {
    /// Every `FileRef`'s path, in the order the file lists them.
    var references: [String] = []

    /// `workspaceFolder` is the folder holding the `.xcworkspace` (where `container:` and a top-level
    /// `group:` start); `file` is the data file's path, for errors.
    static func read(_ text: String, workspaceFolder: String, file: String) throws(XcodeReadError) -> WorkspaceContents
    {
        var contents = WorkspaceContents()
        var groups: [String] = [workspaceFolder]
        var scanner = TagScanner(text: Array(text.utf8))
        func failure(_ message: String, at offset: Int) -> XcodeReadError {
            let (line, column) = scanner.lineAndColumn(of: offset)
            return XcodeReadError(
                file: file, line: line, column: column, message: message,
                fix: "open the workspace in Xcode, or restore contents.xcworkspacedata from version control")
        }
        var sawWorkspace = false
        while let tag = try scanner.nextTag(file: file) {
            switch (tag.name, tag.isClosing) {
            case ("Workspace", false): sawWorkspace = true
            case ("Group", false):
                let location = tag.attributes["location"] ?? "container:"
                guard let folder = resolve(location, group: groups.last!, workspaceFolder: workspaceFolder) else {
                    throw failure("the group's location '\(location)' is not one Xcode writes", at: tag.offset)
                }
                if !tag.isSelfClosing { groups.append(folder) }
            case ("Group", true):
                guard groups.count > 1 else { throw failure("'</Group>' closes no group", at: tag.offset) }
                groups.removeLast()
            case ("FileRef", false):
                guard let location = tag.attributes["location"] else {
                    throw failure("a FileRef has no location", at: tag.offset)
                }
                guard let path = resolve(location, group: groups.last!, workspaceFolder: workspaceFolder) else {
                    throw failure("the location '\(location)' is not one Xcode writes", at: tag.offset)
                }
                contents.references.append(path)
            default: continue
            }
        }
        guard sawWorkspace else { throw failure("there is no <Workspace> element", at: 0) }
        guard groups.count == 1 else { throw failure("the file ends inside a <Group>", at: scanner.offset) }
        return contents
    }

    /// `group:` is relative to the enclosing group, `container:` to the workspace's folder,
    /// `absolute:` to the disk's root; `self:` (a project's own workspace) is the project's folder.
    private static func resolve(_ location: String, group: String, workspaceFolder: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return ProjectPath.join(group, path)
        case "container": return ProjectPath.join(workspaceFolder, path)
        case "absolute": return ProjectPath.normalize(path.hasPrefix("/") ? path : "/" + path)
        case "self": return ProjectPath.join(workspaceFolder, path)
        case "developer": return ProjectPath.normalize("$(DEVELOPER_DIR)/" + path)
        default: return nil
        }
    }
}

/// Walks the tags of an XML document, reading each tag's name and quoted attributes and skipping
/// the prolog, comments and text.
private struct TagScanner {
    struct Tag {
        var name: String
        var attributes: [String: String]
        var isClosing: Bool
        var isSelfClosing: Bool
        var offset: Int
    }

    let text: [UInt8]
    var offset = 0

    init(text: [UInt8]) {
        self.text = text
    }

    mutating func nextTag(file: String) throws(XcodeReadError) -> Tag? {
        while offset < text.count, text[offset] != UInt8(ascii: "<") { offset += 1 }
        guard offset < text.count else { return nil }
        let start = offset
        if starts(with: "<!--") {
            guard let end = find("-->", from: offset) else { throw failure(file, "a comment is never closed", start) }
            offset = end + 3
            return try nextTag(file: file)
        }
        if starts(with: "<?") || starts(with: "<!") {
            guard let end = find(">", from: offset) else { throw failure(file, "a declaration is never closed", start) }
            offset = end + 1
            return try nextTag(file: file)
        }
        offset += 1
        let isClosing = offset < text.count && text[offset] == UInt8(ascii: "/")
        if isClosing { offset += 1 }
        let name = readName()
        guard !name.isEmpty else { throw failure(file, "a '<' starts no element", start) }
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard offset < text.count else { throw failure(file, "the <\(name)> tag is never closed", start) }
            if text[offset] == UInt8(ascii: ">") {
                offset += 1
                return Tag(
                    name: name, attributes: attributes, isClosing: isClosing, isSelfClosing: false, offset: start)
            }
            if starts(with: "/>") {
                offset += 2
                return Tag(name: name, attributes: attributes, isClosing: isClosing, isSelfClosing: true, offset: start)
            }
            let attributeStart = offset
            let attribute = readName()
            skipSpace()
            guard !attribute.isEmpty, offset < text.count, text[offset] == UInt8(ascii: "=") else {
                throw failure(file, "expected an attribute such as location = \"…\" in <\(name)>", attributeStart)
            }
            offset += 1
            skipSpace()
            guard offset < text.count, text[offset] == UInt8(ascii: "\"") || text[offset] == UInt8(ascii: "'") else {
                throw failure(file, "the value of '\(attribute)' is not quoted", offset)
            }
            let quote = text[offset]
            offset += 1
            let valueStart = offset
            while offset < text.count, text[offset] != quote { offset += 1 }
            guard offset < text.count else {
                throw failure(file, "the value of '\(attribute)' is never closed", valueStart)
            }
            attributes[attribute] = Self.unescape(String(decoding: text[valueStart..<offset], as: UTF8.self))
            offset += 1
        }
    }

    private static func unescape(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var result = value
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")] {
            result = result.replacing(entity, with: character)
        }
        return result
    }

    private mutating func readName() -> String {
        let start = offset
        while offset < text.count {
            let byte = text[offset]
            let isNameByte =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
            guard isNameByte else { break }
            offset += 1
        }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }

    private mutating func skipSpace() {
        while offset < text.count, [0x20, 0x0A, 0x0D, 0x09].contains(text[offset]) { offset += 1 }
    }

    private func starts(with prefix: String) -> Bool {
        let bytes = Array(prefix.utf8)
        return offset + bytes.count <= text.count && Array(text[offset..<offset + bytes.count]) == bytes
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        let bytes = Array(needle.utf8)
        var index = start
        while index + bytes.count <= text.count {
            if Array(text[index..<index + bytes.count]) == bytes { return index }
            index += 1
        }
        return nil
    }

    func lineAndColumn(of target: Int) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(target, text.count) where text[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, target - lineStart + 1)
    }

    private func failure(_ file: String, _ message: String, _ at: Int) -> XcodeReadError {
        let (line, column) = lineAndColumn(of: at)
        return XcodeReadError(
            file: file, line: line, column: column, message: message,
            fix: "open the workspace in Xcode, or restore contents.xcworkspacedata from version control")
    }
}
