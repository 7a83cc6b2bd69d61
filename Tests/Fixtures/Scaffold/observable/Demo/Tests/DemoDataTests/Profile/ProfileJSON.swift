/// `Profile` records as the server sends them: `sample` and `otherSample` are the test target's
/// `Profile.sample` and `Profile.otherSample`.
enum ProfileJSON {
    static let sample = """
        {
          "id": "00000000-0000-0000-0000-000000000001",
          "name": "Sample name",
          "age": 42
        }
        """

    static let otherSample = """
        {
          "id": "00000000-0000-0000-0000-000000000002",
          "name": "Ünïcödé name 東京 🎉",
          "age": null
        }
        """

    static let list = "[\(sample), \(otherSample)]"
}
