/// The name endings that tell a type's role: real apps call a repository `…RepositoryProtocol`,
/// `…RepositoryType` or `…Gateway`, a use case `…UseCaseType` or `…Interactor`. strata.json's
/// `names` replaces any of these lists; the defaults cover the spellings seen in public apps.
public struct NamingVocabulary: Sendable, Equatable {
    public var repository: [String]
    public var useCase: [String]
    public var dataSource: [String]
    public var viewModel: [String]

    public static let defaults = NamingVocabulary(
        repository: [
            "Repository", "RepositoryProtocol", "RepositoryType", "RepositoryImpl", "Gateway", "GatewayType",
            "GatewayProtocol", "GatewayImpl",
        ],
        useCase: ["UseCase", "UseCaseType", "UseCaseProtocol", "UseCaseImpl", "Interactor"],
        dataSource: ["DataSource", "DataSourceProtocol", "DataStore", "DataStoreProtocol"],
        viewModel: ["ViewModel", "Reactor"])

    /// The keys strata.json's `names` accepts.
    public static let roles = ["repository", "useCase", "dataSource", "viewModel"]

    /// The defaults with strata.json's lists in place of theirs.
    init(replacing lists: [String: [String]]) {
        let defaults = Self.defaults
        self.init(
            repository: lists["repository"] ?? defaults.repository, useCase: lists["useCase"] ?? defaults.useCase,
            dataSource: lists["dataSource"] ?? defaults.dataSource, viewModel: lists["viewModel"] ?? defaults.viewModel)
    }

    public init(repository: [String], useCase: [String], dataSource: [String], viewModel: [String]) {
        self.repository = repository
        self.useCase = useCase
        self.dataSource = dataSource
        self.viewModel = viewModel
    }

    /// Whether `name` ends with one of `endings`, after some other text (`Repository` alone is
    /// a word, not a repository).
    ///
    /// Rules ask this of every type name a file declares, for several lists. Endings and nearly
    /// all names are ASCII, where bytes are characters, so they are compared as bytes, the last
    /// byte first (`hasSuffix` compares by canonical equivalence and `count` walks the
    /// characters, hundreds of instructions a call).
    public static func name(_ name: String, endsWithOneOf endings: [String]) -> Bool {
        // `withUTF8` needs a variable; a native string's bytes are read in place, not copied.
        var readable = name
        let byBytes = readable.withUTF8 { nameBytes -> Bool? in
            guard nameBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var verdict: Bool? = false
            for ending in endings {
                switch Self.asciiName(nameBytes, endsWith: ending) {
                case true?: return true
                case false?: continue
                case nil: verdict = nil
                }
            }
            return verdict
        }
        return byBytes ?? endings.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// Whether an ASCII name's bytes end with `ending`'s after at least one more; nil when the
    /// ending is not ASCII.
    private static func asciiName(_ name: UnsafeBufferPointer<UInt8>, endsWith ending: String) -> Bool? {
        var readable = ending
        return readable.withUTF8 { ending -> Bool? in
            guard name.count > ending.count else { return ending.allSatisfy({ $0 < 0x80 }) ? false : nil }
            let start = name.count - ending.count
            if let last = ending.last, last < 0x80, last != name[name.count - 1] { return false }
            guard ending.allSatisfy({ $0 < 0x80 }) else { return nil }
            // `\r\n` is one character: an ending starting at its `\n` does not end the name.
            if ending.first == UInt8(ascii: "\n"), name[start - 1] == UInt8(ascii: "\r") { return false }
            return name[start...].elementsEqual(ending)
        }
    }

    public func isRepository(_ name: String) -> Bool { Self.name(name, endsWithOneOf: repository) }
    public func isUseCase(_ name: String) -> Bool { Self.name(name, endsWithOneOf: useCase) }
    public func isDataSource(_ name: String) -> Bool { Self.name(name, endsWithOneOf: dataSource) }
    public func isViewModel(_ name: String) -> Bool { Self.name(name, endsWithOneOf: viewModel) }

    /// A test or preview double (`StubCartViewModel`, `MockOrdersRepository`,
    /// `PreviewSearchRepository`): named like a role, standing in for it.
    public static func isDouble(_ name: String) -> Bool {
        // The prefixes' first letters, read as a byte, settle nearly every name.
        guard let first = name.utf8.first, first >= 0x80 || Self.doubleInitials.contains(first) else { return false }
        return ["Stub", "Mock", "Fake", "Preview", "Spy"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    private static let doubleInitials: [UInt8] = Array("SMFP".utf8)

    /// A UIKit or AppKit name (`UITableViewDataSource`): the platform's protocol, not an app's
    /// data source.
    public static func isPlatformName(_ name: String) -> Bool {
        ["UI", "NS"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }
}
