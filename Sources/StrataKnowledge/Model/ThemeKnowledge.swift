/// `theme.json`: the theme id as business state, the design tokens, and how views read them.
public struct ThemeKnowledge: Codable, Sendable, Equatable {
    public let schemaVersion: Int
    public let version: String
    public let description: String
    /// Where the theme id lives and how it becomes a theme.
    public let state: [Guideline]
    public let defaultThemeID: String
    public let tokens: DesignTokens
    public let access: Access

    public func theme(_ id: String) -> ThemeDefinition? {
        tokens.themes.first { $0.id == id }
    }

    /// How views reach the theme, and which literals they must not use instead.
    public struct Access: Codable, Sendable, Equatable {
        public let id: String
        public let path: String
        /// The `EnvironmentValues` property name, read as `@Environment(\.theme)`.
        public let environmentKey: String
        public let declaration: String
        public let usage: [String]
        public let prohibitions: [Prohibition]
    }
}

/// Colors, typography, spacing and radii as data; themes differ only in their colors.
public struct DesignTokens: Codable, Sendable, Equatable {
    public let id: String
    /// The semantic color names every theme defines, with what each is for.
    public let colorRoles: [ColorRole]
    public let themes: [ThemeDefinition]
    public let typography: [TypographyToken]
    public let typographyNote: String
    public let spacing: [MetricToken]
    public let radii: [MetricToken]

    public struct ColorRole: Codable, Sendable, Equatable {
        public let name: String
        public let usage: String
    }

    public struct TypographyToken: Codable, Sendable, Equatable {
        public let name: String
        /// Point size at the default Dynamic Type size.
        public let size: Double
        public let weight: FontWeight
        /// The Dynamic Type style the font scales with.
        public let textStyle: TextStyle
        public let usage: String
    }

    public struct MetricToken: Codable, Sendable, Equatable {
        public let name: String
        /// Points.
        public let value: Double
    }

    public enum FontWeight: String, CaseIterable, Codable, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// SwiftUI's `Font.TextStyle` cases.
    public enum TextStyle: String, CaseIterable, Codable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}

/// One selectable theme: a light and a dark value for every color role.
public struct ThemeDefinition: Codable, Sendable, Equatable {
    public let id: String
    public let name: String
    public let colors: [ColorValue]

    public func color(_ role: String) -> ColorValue? {
        colors.first { $0.name == role }
    }

    public struct ColorValue: Codable, Sendable, Equatable {
        /// The color role this value is for.
        public let name: String
        /// `#RRGGBB` or `#RRGGBBAA`.
        public let light: String
        public let dark: String
    }
}
