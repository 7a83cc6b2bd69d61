/// `Order` records as the server sends them: `sample` and `otherSample` are the test target's
/// `Order.sample` and `Order.otherSample`.
enum OrderJSON {
    static let sample = """
        {
          "id": "00000000-0000-0000-0000-000000000001",
          "title": "Sample title",
          "placed": "2023-11-14T22:13:20Z",
          "note": "Sample note",
          "status": "placeholder"
        }
        """

    static let otherSample = """
        {
          "id": "00000000-0000-0000-0000-000000000002",
          "title": "Ünïcödé title 東京 🎉",
          "placed": "2027-01-15T08:00:00Z",
          "note": null,
          "status": "placeholder"
        }
        """

    static let list = "[\(sample), \(otherSample)]"
}
