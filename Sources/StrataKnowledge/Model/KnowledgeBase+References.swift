extension KnowledgeBase {
    /// Every id a `seeAlso` may point at, in file order, duplicates kept so that they can be
    /// detected: principles, layers, roles, style rules, styles, the state shape, migration maps,
    /// DI sections, test conventions, plans and helpers, theme sections and naming guidelines.
    public var referenceableIDs: [String] {
        var ids: [String] = []
        ids += architecture.principles.map(\.id)
        ids += architecture.layers.map(\.id.rawValue)
        ids += architecture.roles.map(\.id)
        ids += stateManagement.commonRules.map(\.id)
        ids += stateManagement.styles.map(\.id.rawValue)
        ids.append(stateManagement.stateShape.id)
        ids += migrationMaps.map(\.id)
        ids += dependencyInjection.principles.map(\.id)
        ids.append(dependencyInjection.compositionRoot.id)
        ids += dependencyInjection.scopes.map(\.id)
        ids += dependencyInjection.testSubstitution.map(\.id)
        ids += testing.conventions.map(\.id)
        ids += testing.plans.map(\.id)
        ids += [testing.mocks.id, testing.fixtures.id]
        ids += testing.coverage.map(\.id)
        ids += theme.state.map(\.id)
        ids += [theme.tokens.id, theme.access.id]
        ids += naming.guidelines.map(\.id)
        return ids
    }
}
