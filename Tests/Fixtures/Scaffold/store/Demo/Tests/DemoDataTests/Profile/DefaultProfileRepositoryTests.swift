import DemoTestSupport
import Testing

@testable import DemoData
@testable import DemoDomain

struct DefaultProfileRepositoryTests {
    @Test func startsEmpty() async {
        let repository = DefaultProfileRepository()

        #expect(await repository.loadAll() == [])
    }

    @Test func loadsTheStoredProfilesInOrder() async {
        let store = InMemoryStore<Profile>(records: [.sample, .otherSample])
        let repository = DefaultProfileRepository(store: store)

        #expect(await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func loadsBackWhatItSaved() async {
        let repository = DefaultProfileRepository()

        await repository.save(.sample)
        await repository.save(.otherSample)

        #expect(await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func savingAnExistingIdentifierReplacesThatProfile() async {
        let store = InMemoryStore<Profile>(records: [.sample])
        let repository = DefaultProfileRepository(store: store)
        let edited = Profile(
            id: Profile.sample.id,
            name: Profile.otherSample.name,
            age: Profile.otherSample.age
        )

        await repository.save(edited)

        #expect(await repository.loadAll() == [edited])
    }

    @Test func deleteRemovesOnlyThatProfile() async {
        let store = InMemoryStore<Profile>(records: [.sample, .otherSample])
        let repository = DefaultProfileRepository(store: store)

        await repository.delete(id: Profile.sample.id)

        #expect(await repository.loadAll() == [.otherSample])
    }

    @Test func deletingAMissingProfileKeepsTheOthers() async {
        let store = InMemoryStore<Profile>(records: [.sample])
        let repository = DefaultProfileRepository(store: store)

        await repository.delete(id: Profile.otherSample.id)

        #expect(await repository.loadAll() == [.sample])
    }
}
