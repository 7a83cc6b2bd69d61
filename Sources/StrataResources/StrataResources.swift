/// The knowledge base, templates and manifest as they were in the repository when this
/// binary was built. Keys are repository-relative paths such as `knowledge/rules.json`.
public enum StrataResources {
    public static var files: [String: String] { embeddedResourceFiles }
}
