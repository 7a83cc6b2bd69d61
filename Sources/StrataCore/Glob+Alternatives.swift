extension Glob {
    /// The brace-free patterns `pattern` stands for: `a/{b,c}/d` → `a/b/d`, `a/c/d`. For readers that
    /// take several globs as one comma-separated string, where a brace group's comma would split it.
    public static func braceAlternatives(of pattern: String) -> [String] {
        expandBraces(pattern)
    }
}
