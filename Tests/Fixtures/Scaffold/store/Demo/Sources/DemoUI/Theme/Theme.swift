#if canImport(SwiftUI)
import SwiftUI

/// The design tokens screens read instead of literal colors, fonts and sizes, so restyling the app means
/// changing a value here, or injecting another theme, rather than editing every screen.
public struct Theme: Sendable {
    public struct Colors: Sendable {
        public var primaryText: Color
        public var secondaryText: Color
        public var accent: Color
        public var error: Color

        public init(primaryText: Color, secondaryText: Color, accent: Color, error: Color) {
            self.primaryText = primaryText
            self.secondaryText = secondaryText
            self.accent = accent
            self.error = error
        }
    }

    public struct Typography: Sendable {
        public var headline: Font
        public var body: Font
        public var caption: Font

        public init(headline: Font, body: Font, caption: Font) {
            self.headline = headline
            self.body = body
            self.caption = caption
        }
    }

    public struct Spacing: Sendable {
        public var small: CGFloat
        public var medium: CGFloat
        public var large: CGFloat

        public init(small: CGFloat, medium: CGFloat, large: CGFloat) {
            self.small = small
            self.medium = medium
            self.large = large
        }
    }

    public var colors: Colors
    public var typography: Typography
    public var spacing: Spacing

    public init(colors: Colors, typography: Typography, spacing: Spacing) {
        self.colors = colors
        self.typography = typography
        self.spacing = spacing
    }

    /// System colors and Dynamic Type styles, so the app follows Dark Mode and text-size settings from day one.
    public static let standard = Theme(
        colors: Colors(primaryText: .primary, secondaryText: .secondary, accent: .accentColor, error: .red),
        typography: Typography(headline: .headline, body: .body, caption: .caption),
        spacing: Spacing(small: 8, medium: 16, large: 24)
    )
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.standard
}

extension EnvironmentValues {
    /// The theme screens read; set it with `.environment(\.theme, ...)` at the root of the app.
    public var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
#endif
