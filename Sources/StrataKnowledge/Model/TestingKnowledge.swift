/// `testing.json`: Swift Testing conventions, per-role test plans, mocks and fixtures.
public struct TestingKnowledge: Codable, Sendable, Equatable {
    public let schemaVersion: Int
    public let version: String
    public let description: String
    public let conventions: [Guideline]
    public let naming: Naming
    public let plans: [Plan]
    public let mocks: TestDoubleConvention
    public let fixtures: TestDoubleConvention
    public let coverage: [Guideline]
    public let prohibitions: [Prohibition]

    public struct Naming: Codable, Sendable, Equatable {
        public let suite: String
        public let file: String
        public let function: String
        public let examples: [String]
    }

    /// What the test suite of one architectural role must cover.
    public struct Plan: Codable, Sendable, Equatable {
        public let id: String
        /// The `architecture.json` role whose types this plan tests.
        public let subjectRole: String
        public let layer: LayerID
        public let setup: String
        public let cases: [Case]
        public let skeleton: String

        public struct Case: Codable, Sendable, Equatable {
            public let id: String
            public let statement: String
        }
    }

    /// How a kind of test helper (mock or fixture) is named, placed and written.
    public struct TestDoubleConvention: Codable, Sendable, Equatable {
        public let id: String
        public let namePattern: String
        public let location: String
        public let requirements: [String]
        public let skeleton: String
    }
}
