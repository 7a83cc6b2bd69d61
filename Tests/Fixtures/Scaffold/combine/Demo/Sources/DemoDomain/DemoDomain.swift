// DemoDomain: the app's business entities and rules, and the protocols the outer layers implement
// (repositories) or call (use cases). It imports nothing but Foundation and knows no screen, storage or network,
// so everything in it is tested with plain values and mocks.
//
// `strata feature <Name>` adds one folder per feature here: the entity, its typed error, the repository protocol
// and one use case per operation. Code several features share goes in a `Support` folder.
//
// This file declares nothing. It is here so the target has a source file from the start, as SwiftPM expects of
// every target, and says what belongs in it.
