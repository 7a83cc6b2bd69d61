/// `state_management.json`: the view-model styles, the rules they share, the `LoadState` shape
/// and the migration maps from RxSwift, TCA and `ObservableObject`.
public struct StateManagementKnowledge: Codable, Sendable, Equatable {
    public let schemaVersion: Int
    public let version: String
    public let description: String
    public let defaultStyle: ViewModelStyleID
    public let commonRules: [Guideline]
    public let styles: [ViewModelStyle]
    public let stateShape: StateShape
    public let migrationMaps: [MigrationMap]

    public func style(_ id: ViewModelStyleID) -> ViewModelStyle? {
        styles.first { $0.id == id }
    }

    /// The enum every view model uses for independently loaded data.
    public struct StateShape: Codable, Sendable, Equatable {
        public let id: String
        public let typeName: String
        public let path: String
        public let cases: [Case]
        /// The Swift declaration of the type.
        public let declaration: String
        public let guidelines: [String]

        public struct Case: Codable, Sendable, Equatable {
            public let name: String
            /// The associated value as written in the declaration, e.g. `message: String`.
            public let payload: String?
            public let meaning: String
        }
    }
}
