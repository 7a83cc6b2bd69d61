/// The version `strata --version` prints and generated files record.
public enum StrataVersion {
    public static let tool = "0.1.0"
}
