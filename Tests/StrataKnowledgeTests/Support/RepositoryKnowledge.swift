import Foundation
import StrataKnowledge
import StrataTestSupport

/// The knowledge files as they are in this repository, decoded with Foundation's JSONDecoder.
enum RepositoryKnowledge {
    static let root: URL = repositoryRoot

    static func url(of file: KnowledgeFile) -> URL {
        root.appendingPathComponent(file.path)
    }

    static func data(of file: KnowledgeFile) throws -> Data {
        try Data(contentsOf: url(of: file))
    }

    static func decode<Model: Decodable>(_ type: Model.Type, from file: KnowledgeFile) throws -> Model {
        try JSONDecoder().decode(type, from: data(of: file))
    }

    /// Loaded once per test process by the loader the tool uses, so the rules' examples are read
    /// from their files; a loading failure is rethrown to every test that asks.
    private static let cached = Result { () throws -> KnowledgeBase in
        try KnowledgeBase.load(from: ResourceLibrary.directory(at: root.path))
    }

    static func load() throws -> KnowledgeBase {
        try cached.get()
    }

    /// Decodes `file` into its model and encodes it again, as a JSON object tree.
    static func reencoded(_ file: KnowledgeFile) throws -> Any {
        let encoder = JSONEncoder()
        let data: Data
        switch file {
        case .architecture: data = try encoder.encode(decode(ArchitectureKnowledge.self, from: file))
        case .stateManagement: data = try encoder.encode(decode(StateManagementKnowledge.self, from: file))
        case .dependencyInjection: data = try encoder.encode(decode(DependencyInjectionKnowledge.self, from: file))
        case .testing: data = try encoder.encode(decode(TestingKnowledge.self, from: file))
        case .theme: data = try encoder.encode(decode(ThemeKnowledge.self, from: file))
        case .rules: data = try encoder.encode(decode(RuleCatalog.self, from: file))
        case .naming: data = try encoder.encode(decode(NamingKnowledge.self, from: file))
        }
        return try JSONSerialization.jsonObject(with: data)
    }
}
