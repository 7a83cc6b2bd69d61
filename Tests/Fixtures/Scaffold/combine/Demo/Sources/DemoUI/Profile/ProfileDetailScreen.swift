#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import SwiftUI

/// Every field of one `Profile`, pushed when a row of `ProfileScreen` is tapped, labelled and formatted
/// as the list's rows are.
public struct ProfileDetailScreen: View {
    // The entity is named with its module: SwiftUI declares many everyday type names, such as `Settings`.
    private let item: DemoDomain.Profile
    @Environment(\.theme) private var theme

    public init(item: DemoDomain.Profile) {
        self.item = item
    }

    /// Labels are String Catalog keys, the same as the list's rows: translate them there rather than in the code.
    public var body: some View {
        SwiftUI.Form {
            LabeledContent {
                Text(item.name.displayText)
            } label: {
                Text(
                    "Name", bundle: .module,
                    comment: "Label of the field Profile.name")
            }
            LabeledContent {
                Text(item.age.displayText)
            } label: {
                Text(
                    "Age", bundle: .module,
                    comment: "Label of the field Profile.age")
            }
        }
        .font(theme.typography.body)
        .foregroundStyle(theme.colors.primaryText)
        .navigationTitle(
            Text("Profile", bundle: .module, comment: "Title of one Profile's details")
        )
    }
}
#endif
