#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import SwiftUI

/// Lists `Settings` values, with progress while they load and an error with a way to retry.
///
/// It renders the view model's state and forwards user actions; every decision lives in `SettingsViewModel`.
public struct SettingsScreen: View {
    @State private var viewModel: SettingsViewModel
    @Environment(\.theme) private var theme

    public init(viewModel: SettingsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        content
            .navigationTitle("Settings")
            .task {
                if viewModel.state == .idle {
                    await viewModel.load()
                }
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView()
        case .loaded(let items):
            list(of: items)
        case .failed(let message):
            failure(message)
        }
    }

    // Types are named with their module where the other side declares the name too: SwiftUI declares everyday
    // names such as `Settings`, and a package may declare its own `List` or `Task`.
    private func list(of items: [DemoDomain.Settings]) -> some View {
        SwiftUI.List {
            ForEach(items) { item in
                NavigationLink(value: item) {
                    row(for: item)
                }
            }
        }
        .overlay {
            if items.isEmpty {
                Text("Nothing here yet")
                    .font(theme.typography.body)
                    .foregroundStyle(theme.colors.secondaryText)
            }
        }
        .navigationDestination(for: DemoDomain.Settings.self) { item in
            SettingsDetailScreen(item: item)
        }
        .refreshable {
            await viewModel.refresh()
        }
    }

    /// Labels are string-catalog keys: add translations for them rather than editing the code.
    private func row(for item: DemoDomain.Settings) -> some View {
        VStack(alignment: .leading, spacing: theme.spacing.small) {
            LabeledContent("theme", value: describe(item.theme))
            LabeledContent("notificationsEnabled", value: describe(item.notificationsEnabled))
        }
        .font(theme.typography.body)
        .foregroundStyle(theme.colors.primaryText)
    }

    /// A field's value as text, with a dash for a missing one.
    private func describe<Value>(_ value: Value?) -> String {
        value.map { String(describing: $0) } ?? "-"
    }

    private func failure(_ message: String) -> some View {
        VStack(spacing: theme.spacing.medium) {
            Text(message)
                .font(theme.typography.body)
                .foregroundStyle(theme.colors.error)
                .multilineTextAlignment(.center)
            Button("Try Again") {
                _Concurrency.Task {
                    await viewModel.load()
                }
            }
            .font(theme.typography.headline)
            .tint(theme.colors.accent)
        }
        .padding(theme.spacing.large)
    }
}
#endif
