// The marker parser lives in StrataDiagnostics, where `strata rules test` reads a project's examples with it;
// every test that imports the kit gets it from here.
@_exported import struct StrataDiagnostics.MarkedText

/// What tests ask of their own marked text. A test that asks for a marker it never wrote is wrong
/// itself, so these stop the run instead of returning something to check.
extension MarkedText {
    /// The single marked place; tests that mark one place use this.
    public var position: Position {
        precondition(positions.count == 1, "expected exactly one marker, found \(positions.count)")
        return positions[0]
    }

    /// Where a named marker stood.
    public subscript(marker: Character) -> Position {
        precondition(!repeatedNames.contains(marker), "\(marker) marks two places")
        guard let position = named[marker] else { preconditionFailure("no \(marker) marker in the text") }
        return position
    }
}
