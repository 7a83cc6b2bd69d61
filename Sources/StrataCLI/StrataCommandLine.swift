import Foundation

/// The entry point the `strata` executable calls.
public enum StrataCommandLine {
    public static func main(arguments: [String]) -> Int32 {
        0
    }
}
