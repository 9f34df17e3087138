import Foundation
import Testing
@testable import RecipeSite

/// The recipe's JSON-LD: what it describes, plain steps, and a script element it cannot close.
@Suite struct RecipeJSONLDTests {
    @Test func jsonLDDescribesTheRecipe() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Layered Cake.recipe", RecipePageTests.layeredCake)
        let site = try await BuiltSite.build(content)
        let page = try site.page("recipes/layered-cake.html")
        let scripts = page.all("script[type=application/ld+json]")
        #expect(scripts.count == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data((scripts.first?.innerHTML ?? "").utf8)) as? [String: Any])
        #expect(json["@type"] as? String == "Recipe")
        #expect(json["name"] as? String == "Layered Cake")
        #expect(json["keywords"] as? String == "Vegan, quick")
        #expect(json["totalTime"] as? String == "PT40M")
        #expect(json["recipeYield"] as? String == "4")
        let ingredients = json["recipeIngredient"] as? [String] ?? []
        #expect(ingredients.count == 3)
        #expect(ingredients.first?.contains("Flour") == true)
        #expect(ingredients.first?.contains("1 1/2 cups") == true)

        let instructions = json["recipeInstructions"] as? [[String: Any]] ?? []
        #expect(instructions.map { $0["@type"] as? String } == ["HowToStep", "HowToSection", "HowToSection", "HowToSection"])
        #expect(instructions.first?["text"] as? String == "Heat the oven.")
        #expect(instructions.dropFirst().map { $0["name"] as? String } == ["Sponge", "Filling", "Icing"])
        let sectionSteps = instructions.dropFirst().map { section in
            (section["itemListElement"] as? [[String: Any]] ?? []).map { "\($0["@type"] ?? "")|\($0["text"] ?? "")" }
        }
        #expect(sectionSteps == [
            ["HowToStep|Mix the flour."],
            ["HowToStep|Whip the cream."],
            ["HowToStep|Bake 40 minutes."],
        ])
    }

    @Test func jsonLDStepsArePlainText() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Apple Pie.recipe", "# Apple Pie\n\nRoll out the [Pie Crust](Pie%20Crust.recipe) *thinly*.\n")
        try content.write("recipes/Pie Crust.recipe", "# Pie Crust\n\nRub the butter into the flour.\n")
        let site = try await BuiltSite.build(content)
        let script = try site.page("recipes/apple-pie.html").first("script[type=application/ld+json]")
        let json = try #require(try JSONSerialization.jsonObject(with: Data((script?.innerHTML ?? "").utf8)) as? [String: Any])
        let steps = (json["recipeInstructions"] as? [[String: Any]] ?? []).map { $0["text"] as? String }
        // schema.org text is read as plain text by search engines and recipe apps: no Markdown,
        // and no link to a source file that is not published.
        #expect(steps == ["Roll out the Pie Crust thinly."])
    }

    @Test func jsonLDCannotCloseItsScriptElement() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Tricky.recipe", "# Tricky </script><script>alert(1)</script> Title\n\nStir.\n")
        let site = try await BuiltSite.build(content)
        let pages = try site.htmlFiles().filter {
            $0.hasPrefix("recipes/") && $0 != "recipes/index.html" && !$0.hasSuffix("/shopping.html")
        }
        #expect(pages.count == 1)
        let html = try site.text(pages.first ?? "")
        let start = try #require(html.range(of: "<script type=\"application/ld+json\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        #expect(json.contains(#"Tricky \u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e Title"#))
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?["name"] as? String == "Tricky </script><script>alert(1)</script> Title")
    }
}
