#if canImport(SwiftUI)
import SwiftUI

/// What a screen shows instead of content that is not there — nothing loaded yet, no search results, a failed
/// load: `ContentUnavailableView` where the system has it, and before that (this package supports iOS 16 and
/// macOS 13) the same image, title, description and actions stacked with the theme's tokens.
struct UnavailableContentView<Actions: View>: View {
    private let title: Text
    private let systemImage: String
    private let description: Text
    private let actions: Actions
    @Environment(\.theme) private var theme

    init(_ title: Text, systemImage: String, description: Text, @ViewBuilder actions: () -> Actions) {
        self.title = title
        self.systemImage = systemImage
        self.description = description
        self.actions = actions()
    }

    var body: some View {
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            ContentUnavailableView {
                Label {
                    title
                } icon: {
                    Image(systemName: systemImage)
                }
            } description: {
                description
            } actions: {
                actions
            }
        } else {
            VStack(spacing: theme.spacing.medium) {
                Image(systemName: systemImage)
                    .imageScale(.large)
                    .foregroundStyle(theme.colors.secondaryText)
                title
                    .font(theme.typography.headline)
                    .foregroundStyle(theme.colors.primaryText)
                description
                    .font(theme.typography.body)
                    .foregroundStyle(theme.colors.secondaryText)
                    .multilineTextAlignment(.center)
                actions
            }
            .padding(theme.spacing.large)
        }
    }
}

extension UnavailableContentView where Actions == EmptyView {
    /// Without actions: for an empty list, which pull to refresh already offers to look at again.
    init(_ title: Text, systemImage: String, description: Text) {
        self.init(title, systemImage: systemImage, description: description) { EmptyView() }
    }
}
#endif
