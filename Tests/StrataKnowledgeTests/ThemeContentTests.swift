import StrataKnowledge
import Testing

struct ThemeContentTests {
    static var hexColor: Regex<(Substring, Substring?)> { /#[0-9A-F]{6}([0-9A-F]{2})?/ }

    @Test func everyThemeDefinesExactlyTheColorRoles() throws {
        let tokens = try RepositoryKnowledge.load().theme.tokens
        let roles = tokens.colorRoles.map(\.name)
        #expect(roles.count == Set(roles).count)
        #expect(tokens.themes.count >= 2, "a single theme cannot show the id as state")
        for theme in tokens.themes {
            #expect(theme.colors.map(\.name) == roles, "\(theme.id) colors differ from the roles")
        }
    }

    @Test func colorValuesAreUppercaseHex() throws {
        for theme in try RepositoryKnowledge.load().theme.tokens.themes {
            for color in theme.colors {
                #expect(color.light.wholeMatch(of: Self.hexColor) != nil, "\(theme.id).\(color.name).light")
                #expect(color.dark.wholeMatch(of: Self.hexColor) != nil, "\(theme.id).\(color.name).dark")
            }
        }
    }

    @Test func themeIDsAreUniqueAndTheDefaultExists() throws {
        let theme = try RepositoryKnowledge.load().theme
        let ids = theme.tokens.themes.map(\.id)
        #expect(ids.count == Set(ids).count)
        #expect(theme.theme(theme.defaultThemeID) != nil)
        #expect(theme.theme(theme.defaultThemeID)?.color("accent") != nil)
    }

    @Test func metricScalesAreUniqueAscendingAndPositive() throws {
        let tokens = try RepositoryKnowledge.load().theme.tokens
        for (name, scale) in [("spacing", tokens.spacing), ("radii", tokens.radii)] {
            #expect(scale.map(\.name).count == Set(scale.map(\.name)).count, "\(name)")
            #expect(zip(scale, scale.dropFirst()).allSatisfy { $0.value < $1.value }, "\(name) not ascending")
            #expect(scale.allSatisfy { $0.value > 0 }, "\(name)")
        }
        let fonts = tokens.typography
        #expect(fonts.map(\.name).count == Set(fonts.map(\.name)).count)
        #expect(fonts.allSatisfy { $0.size > 0 })
    }

    @Test func usageExamplesOnlyNameExistingTokens() throws {
        let theme = try RepositoryKnowledge.load().theme
        let tokens = theme.tokens
        let known: [String: Set<String>] = [
            "colors": Set(tokens.colorRoles.map(\.name)), "typography": Set(tokens.typography.map(\.name)),
            "spacing": Set(tokens.spacing.map(\.name)), "radii": Set(tokens.radii.map(\.name)),
        ]
        var texts = theme.access.usage + theme.access.prohibitions.map(\.instead)
        let catalog = try RepositoryKnowledge.load().rules
        texts += try #require(catalog.rule("theme-tokens")).examples.nonTriggering.map(\.code)
        var checked = 0
        for text in texts {
            for match in text.matches(of: /theme\.(colors|typography|spacing|radii)\.([A-Za-z]+)/) {
                checked += 1
                #expect(
                    known[String(match.output.1)]?.contains(String(match.output.2)) == true,
                    "unknown token \(match.output.0)")
            }
        }
        #expect(checked > 0)
        #expect(theme.access.declaration.contains("var \(theme.access.environmentKey):"))
    }
}
