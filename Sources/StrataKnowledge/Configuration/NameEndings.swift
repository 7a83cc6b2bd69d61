/// A list of name endings (`Repository`, `RepositoryImpl`, …), ready to test names against.
public struct NameEndings: Sendable, Equatable {
    public let list: [String]

    public init(_ list: [String]) {
        self.list = list
    }

    public var isEmpty: Bool { list.isEmpty }

    /// Whether `name` ends with one of the endings after some other text (`Repository` alone is
    /// a word, not a repository), comparing characters.
    public func endOf(_ name: String) -> Bool {
        list.contains { name.hasSuffix($0) && name.count > $0.count }
    }
}
