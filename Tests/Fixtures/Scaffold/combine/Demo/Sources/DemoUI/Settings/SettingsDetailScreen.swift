#if canImport(SwiftUI)
import DemoDomain
import SwiftUI

/// Every field of one `Settings`, pushed when a row of `SettingsScreen` is tapped.
public struct SettingsDetailScreen: View {
    // The entity is named with its module: SwiftUI declares many everyday type names, such as `Settings`.
    private let item: DemoDomain.Settings
    @Environment(\.theme) private var theme

    public init(item: DemoDomain.Settings) {
        self.item = item
    }

    /// Labels are string-catalog keys: add translations for them rather than editing the code.
    public var body: some View {
        Form {
            LabeledContent("theme", value: describe(item.theme))
            LabeledContent("notificationsEnabled", value: describe(item.notificationsEnabled))
        }
        .font(theme.typography.body)
        .foregroundStyle(theme.colors.primaryText)
        .navigationTitle("Settings")
    }

    /// A field's value as text, with a dash for a missing one.
    private func describe<Value>(_ value: Value?) -> String {
        value.map { String(describing: $0) } ?? "-"
    }
}
#endif
