import StrataJSON

/// A readable document: a knowledge file or a template file. Text is captured when the
/// server starts, so a session sees one consistent knowledge version.
public struct MCPResource: Sendable {
    public var uri: String
    public var name: String
    public var title: String
    public var description: String
    public var mimeType: String
    public var text: String

    public init(uri: String, name: String, title: String, description: String, mimeType: String, text: String) {
        self.uri = uri
        self.name = name
        self.title = title
        self.description = description
        self.mimeType = mimeType
        self.text = text
    }

    var listing: JSON {
        [
            "uri": .string(uri),
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "mimeType": .string(mimeType),
            "size": .integer(text.utf8.count),
        ]
    }

    var contents: JSON {
        ["uri": .string(uri), "mimeType": .string(mimeType), "text": .string(text)]
    }
}

/// A family of resources read by filling in an RFC 6570 level-1 template such as `strata://rules/{id}`: what a
/// server offers when listing every member would be noise. `read` answers nil for a URI it does not know.
public struct MCPResourceTemplate: Sendable {
    public var uriTemplate: String
    public var name: String
    public var title: String
    public var description: String
    public var mimeType: String
    /// The values each template variable can take, for `completion/complete`.
    public var choices: [String: [String]]
    public var read: @Sendable (_ uri: String) -> MCPResource?

    public init(
        uriTemplate: String, name: String, title: String, description: String, mimeType: String,
        choices: [String: [String]] = [:], read: @escaping @Sendable (_ uri: String) -> MCPResource?
    ) {
        self.uriTemplate = uriTemplate
        self.name = name
        self.title = title
        self.description = description
        self.mimeType = mimeType
        self.choices = choices
        self.read = read
    }

    var listing: JSON {
        [
            "uriTemplate": .string(uriTemplate), "name": .string(name), "title": .string(title),
            "description": .string(description), "mimeType": .string(mimeType),
        ]
    }
}
