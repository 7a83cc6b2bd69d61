#if canImport(SwiftUI)
import DemoDomain
import SwiftUI

/// Every field of one `Profile`, pushed when a row of `ProfileScreen` is tapped.
public struct ProfileDetailScreen: View {
    // The entity is named with its module: SwiftUI declares many everyday type names, such as `Settings`.
    private let item: DemoDomain.Profile
    @Environment(\.theme) private var theme

    public init(item: DemoDomain.Profile) {
        self.item = item
    }

    /// Labels are string-catalog keys: add translations for them rather than editing the code.
    public var body: some View {
        Form {
            LabeledContent("name", value: describe(item.name))
            LabeledContent("age", value: describe(item.age))
        }
        .font(theme.typography.body)
        .foregroundStyle(theme.colors.primaryText)
        .navigationTitle("Profile")
    }

    /// A field's value as text, with a dash for a missing one.
    private func describe<Value>(_ value: Value?) -> String {
        value.map { String(describing: $0) } ?? "-"
    }
}
#endif
