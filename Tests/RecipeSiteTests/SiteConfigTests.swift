import Testing
@testable import RecipeSite

@Suite struct SiteConfigTests {
    @Test func everyKeyIsRead() {
        let (config, diagnostics) = SiteConfig.parse("""
        title = "Oma's Kitchen"
        author = "The Millers"
        description = "Recipes"
        language = "de-CH"
        base_url = "https://example.com/book"
        theme = "Broccoli"
        """)
        #expect(diagnostics.isEmpty)
        #expect(config.title == "Oma's Kitchen")
        #expect(config.author == "The Millers")
        #expect(config.language == "de-CH")
        #expect(config.baseURL == "https://example.com/book/")
        #expect(config.theme == .broccoli)
    }

    @Test func badValuesAreErrorsAtTheirLineAndKeepTheDefault() {
        let (config, diagnostics) = SiteConfig.parse("title = \"Book\"\n\ntheme = \"purple\"\nlanguage = 42\nbase_url = \"example.com\"\n")
        #expect(config.theme == .light)
        #expect(config.language == "en")
        #expect(config.baseURL == nil)
        #expect(diagnostics.map(\.description) == [
            "site.toml:5:1: error: 'base_url' cannot be \"example.com\": it must be an address starting with https:// or http://; the default is used",
            "site.toml:4:1: error: 'language' cannot be 42: it must be a language tag such as \"en\" or \"de-CH\"; the default is used",
            "site.toml:3:1: error: 'theme' cannot be \"purple\": it must be one of light, dark, blueberry, eggplant, mustard, broccoli; the default is used",
        ])
    }

    @Test func unknownKeysAreWarningsThatListTheKnownOnes() {
        let (_, diagnostics) = SiteConfig.parse("titel = \"Typo\"\n")
        #expect(diagnostics.map(\.description) == [
            "site.toml:1:1: warning: unknown setting 'titel'; it is ignored\n"
                + "site.toml:1:1: note: the settings are: title, author, description, language, base_url, theme, image, icon, order, recipe_order",
        ])
    }

    @Test func invalidTOMLIsOneErrorWithItsPosition() {
        let (config, diagnostics) = SiteConfig.parse("title = \"Unclosed\n")
        #expect(config == SiteConfig())
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location.line == 1)
    }
}
