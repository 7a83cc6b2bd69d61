import DemoTestSupport
import Testing

@testable import DemoData
@testable import DemoDomain

struct DefaultSettingsRepositoryTests {
    @Test func startsEmpty() async {
        let repository = DefaultSettingsRepository()

        #expect(await repository.loadAll() == [])
    }

    @Test func loadsTheStoredSettingsInOrder() async {
        let store = InMemoryStore<Settings>(records: [.sample, .otherSample])
        let repository = DefaultSettingsRepository(store: store)

        #expect(await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func loadsBackWhatItSaved() async {
        let repository = DefaultSettingsRepository()

        await repository.save(.sample)
        await repository.save(.otherSample)

        #expect(await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func savingAnExistingIdentifierReplacesThatSettings() async {
        let store = InMemoryStore<Settings>(records: [.sample])
        let repository = DefaultSettingsRepository(store: store)
        let edited = Settings(
            id: Settings.sample.id,
            theme: Settings.otherSample.theme,
            notificationsEnabled: Settings.otherSample.notificationsEnabled
        )

        await repository.save(edited)

        #expect(await repository.loadAll() == [edited])
    }
}
