import StrataJSON

/// A prompt template a client offers its user (for instance as a slash command).
public struct MCPPrompt: Sendable {
    public var name: String
    public var title: String
    public var description: String
    public var arguments: [Argument]
    /// Renders the prompt's user message; required arguments are present when it is called.
    public var render: @Sendable ([String: String]) -> String

    public struct Argument: Sendable {
        public var name: String
        public var description: String
        public var isRequired: Bool
        /// What `completion/complete` offers for the argument; empty for free text.
        public var choices: [String]

        public init(name: String, description: String, isRequired: Bool, choices: [String] = []) {
            self.name = name
            self.description = description
            self.isRequired = isRequired
            self.choices = choices
        }
    }

    public init(
        name: String, title: String, description: String, arguments: [Argument],
        render: @escaping @Sendable ([String: String]) -> String
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.arguments = arguments
        self.render = render
    }

    var listing: JSON {
        [
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "arguments": .array(
                arguments.map { argument in
                    [
                        "name": .string(argument.name),
                        "description": .string(argument.description),
                        "required": .bool(argument.isRequired),
                    ]
                }),
        ]
    }
}
