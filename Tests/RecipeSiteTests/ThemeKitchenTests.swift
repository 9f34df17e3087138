import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// A theme's own `kitchen.json` rules the lists a build makes as well as the page scripts, and
/// one that cannot be read is an error naming it, never passed over.
@Suite struct ThemeKitchenTests {
    /// A German book whose plan asks for the potato salad four times: 16 EL of oil.
    static func book() throws -> TemporaryContent {
        let content = try TemporaryContent()
        try LanguageFixture.copy("de", into: content)
        try content.write("plans/Grillabend.md", "# Grillabend\n\n- Kartoffelsalat x4\n")
        return content
    }

    static func oil(_ site: BuiltSite) throws -> String? {
        let lines = try site.page("plans/grillabend/").all(".shopping-line")
        return lines.first { $0.inside.first(".line-name")?.text == "Öl" }?.inside.first(".line-amount")?.text
    }

    @Test func theDefaultRulesKeepGermanSpoonsSpoons() async throws {
        let site = try await BuiltSite.build(try Self.book())
        #expect(try Self.oil(site) == "16 EL")
    }

    @Test func aThemesRulesGovernTheListsTheBuildMakes() async throws {
        let content = try Self.book()
        let rules = try #require(DefaultTheme.files["kitchen.json"])
        let cupsInGerman = rules.replacingOccurrences(of: "\"cupLanguages\": [\"en\"]", with: "\"cupLanguages\": [\"en\", \"de\"]")
        #expect(cupsInGerman != rules)
        try content.write("../Templates/kitchen.json", cupsInGerman)
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        #expect(try Self.oil(site) == "1 Tasse")
        #expect(try site.asset("units.js").contains("\"cupLanguages\": [\"en\", \"de\"]"))
    }

    @Test func aBrokenRulesFileIsAnErrorAndTheDefaultsServe() async throws {
        let content = try Self.book()
        try content.write("../Templates/kitchen.json", "{\"cupLanguages\": \"de\"}")
        let site = try await BuiltSite.build(content)
        let problems = site.report.diagnostics.filter { $0.location.file.hasSuffix("Templates/kitchen.json") }
        #expect(problems.count == 1, "\(site.report.diagnostics)")
        #expect(problems.first?.reason.message.contains("kitchen rules cannot be read") == true, "\(problems)")
        #expect(problems.first?.severity == .error)
        #expect(try Self.oil(site) == "16 EL")
        #expect(try site.asset("units.js").contains("\"cupLanguages\": [\"en\"]"))
    }
}
