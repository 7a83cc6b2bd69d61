/// `Settings` records as the server sends them: `sample` and `otherSample` are the test target's
/// `Settings.sample` and `Settings.otherSample`.
enum SettingsJSON {
    static let sample = """
        {
          "id": "00000000-0000-0000-0000-000000000001",
          "theme": "Sample theme",
          "notificationsEnabled": true
        }
        """

    static let otherSample = """
        {
          "id": "00000000-0000-0000-0000-000000000002",
          "theme": "Ünïcödé theme 東京 🎉",
          "notificationsEnabled": false
        }
        """
}
