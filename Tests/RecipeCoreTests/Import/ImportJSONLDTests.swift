import Foundation
import Testing
@testable import RecipeCore

/// Saved web pages: the schema.org recipe in their JSON-LD, and the small readers it needs.
@Suite struct ImportJSONLDTests {
    private func page(_ json: String) -> String {
        "<html><head><script type=\"application/ld+json\">\(json)</script></head><body></body></html>"
    }

    @Test func aRecipeInsideGraphWithSectionsAndTips() throws {
        let written = try RecipeImporter.importedFile(try ImportFixtures.text("09-json-ld-page.html"))
        #expect(written.hasPrefix("# Rosemary Focaccia & Sea Salt\n"))
        #expect(written.contains("\n## The night before\n"))
        #expect(written.contains("\n> If the dough springs back, rest it 10 minutes and try again.\n"))
    }

    @Test func instructionsAsPlainStringsAndATitleOverride() throws {
        let html = page("""
        {"@context":"https://schema.org","@type":"Recipe","name":"Toast",
         "recipeIngredient":["2 slices bread","1 tbsp butter"],
         "recipeInstructions":["1. Toast the bread.","Step 2: Butter it."]}
        """)
        #expect(try RecipeImporter.importedFile(html, options: ImportOptions(title: "Buttered Toast")) == """
        # Buttered Toast

        - Bread | 2 slices | 

        - Butter | 1 tbsp | 

        Toast the bread.

        Butter it.

        """)
    }

    @Test func rawLineBreaksInsideJSONStringsAreTolerated() throws {
        let html = page("{\"@type\":\"Recipe\",\"name\":\"Tea\",\n\"recipeInstructions\":\"Boil the water.\nSteep 3 minutes.\"}")
        #expect(try RecipeImporter.importedFile(html) == "# Tea\n\nBoil the water. Steep 3 minutes.\n")
    }

    @Test func ingredientGroupHeadingsBecomeSections() throws {
        let html = page("""
        {"@type":"Recipe","name":"Pie","recipeIngredient":["For the crust:","1 cup flour","For the filling:","4 apples"]}
        """)
        #expect(try RecipeImporter.importedFile(html) == """
        # Pie

        ## For the crust

        - Flour | 1 cup | 

        ## For the filling

        - Apples | 4 | 

        """)
    }

    @Test func aPageWithoutARecipeIsReadAsText() throws {
        let html = page("{\"@type\":\"WebSite\",\"name\":\"Blog\"}")
        #expect(JSONLDRecipe.card(fromHTML: html) == nil)
    }

    @Test(arguments: [
        ("PT1H15M", "1 hour 15 minutes"), ("PT90M", "1 hour 30 minutes"), ("P0DT13H45M", "13 hours 45 minutes"),
        ("PT45S", "45 seconds"), ("P1DT2H", "1 day 2 hours"), ("PT2H", "2 hours"), ("PT1M", "1 minute"),
        ("PT0.5H", "30 minutes"), ("20 mins", "20 mins"),
    ])
    func isoDurationsAreSpoken(written: String, spoken: String) {
        #expect(ISODuration.spoken(written) == spoken)
    }

    @Test func zeroDurationsAreLeftOut() {
        #expect(ISODuration.spoken("PT0S") == nil)
        #expect(ISODuration.spoken("P0D") == nil)
        #expect(ISODuration.seconds(in: "PT") == 0)
        #expect(ISODuration.seconds(in: "P1Y") == nil)
    }

    /// A cooking time too long to count in seconds used to stop the import ("Double value
    /// cannot be converted to Int"); now it is kept as written, like any time that is not ISO.
    /// An absurd amount is still split off its ingredient, for `check` to warn about.
    @Test func aTimeTooLongToCountIsKeptAsWritten() throws {
        #expect(ISODuration.spoken("PT99999999999999999999H") == "PT99999999999999999999H")
        #expect(ISODuration.seconds(in: "P99999999999999999999W") == nil)
        let html = page("""
        {"@type":"Recipe","name":"Jam","totalTime":"PT99999999999999999999H",
         "recipeIngredient":["99999999999999999999 g sugar","1 kg plums"]}
        """)
        let written = try RecipeImporter.importedFile(html)
        #expect(written.contains("PT99999999999999999999H"))
        #expect(written.contains("- Sugar | 99999999999999999999 g | "))
        #expect(written.contains("- Plums | 1 kg | "))
    }

    @Test func entitiesAreDecoded() {
        #expect(HTMLEntities.decoded("Mac &amp; Cheese &frac12; cup &#8217;n&#x2019; 350&deg;F") == "Mac & Cheese ½ cup ’n’ 350°F")
        #expect(HTMLEntities.decoded("Tom&amp;#39;s") == "Tom's")
        #expect(HTMLEntities.decoded("AT&T &unknown; & more") == "AT&T &unknown; & more")
    }

    @Test func pagesBecomeLinesOfText() {
        let html = "<div><h2>Ingredients</h2><ul><li>1 cup <b>flour</b></li><li>a < b</li></ul><!-- x --><p>Mix&nbsp;it.</p></div>"
        #expect(HTMLText.plainText(fromHTML: html).split(separator: "\n").map(String.init) == [
            "## Ingredients", "- 1 cup flour", "- a < b", "Mix it.",
        ])
    }

    @Test func theRecipeIsFoundAnywhere() throws {
        let nested: Any = ["@context": "https://schema.org",
                           "mainEntity": ["@type": ["Thing", "schema:Recipe"], "name": "Deep"]]
        #expect(JSONLDRecipe.findRecipe(in: nested)?["name"] as? String == "Deep")
        #expect(JSONLDRecipe.findRecipe(in: [["@type": "Person"], ["@type": "Recipe", "name": "Second"]])?["name"] as? String == "Second")
    }
}
