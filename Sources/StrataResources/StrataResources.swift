/// The knowledge base, templates and manifest as they were in the repository when this
/// binary was built: `files`, keyed by repository-relative paths such as `knowledge/rules.json`.
///
/// `files` is declared in the source the EmbedResources plugin generates, which shadows the empty
/// table below. The empty one exists because SwiftPM also compiles this target and its dependents
/// while it prepares a dependent package's plugin tools, without running build-tool plugins: they must
/// compile then, or every build of a package using Strata's plugins from source prints false errors.
/// A binary built that way is never run; `ResourceLibraryTests` checks the real table is embedded.
public enum StrataResources: EmbeddedResourceTable {}

/// The table a target has before its generated source is added.
public protocol EmbeddedResourceTable {}

extension EmbeddedResourceTable {
    public static var files: [String: String] { [:] }
}
