import Testing
@testable import RecipeCore

/// Random mixes of the lines people paste: whatever the mix, the imported file reads back as
/// the same recipe without a single diagnostic, and interleaving keeps every element once.
@Suite struct ImportPropertyTests {
    private static let lines = [
        "2 cups flour, sifted", "1 (15 oz) can beans", "Salt and pepper to taste", "½ lb butter", "Ingredients",
        "Directions", "Notes", "For the sauce:", "## Topping", "# Cake", "1. Mix well.", "2) Bake 20 minutes [Oven].",
        "Step 3", "- 3 eggs", "* milk", "> tip", ">", "Serves 4", "Prep time: 10 min", "http://x.com/a#b", "Love, Mom",
        "Hi there,", "Jump to Recipe", "", "", "Stir it all together until smooth and", "glossy, then rest.", "FILLING",
        "**Glaze**", "juice of 1 lemon", "![pic](a.jpg)", "Subject: Re: Pie", "a pinch of salt", "Pipes | in | text",
        "- flour | 1 cup | ", "#hashtag note", "Tip: chill #vegan", "-5 degrees is cold", "* * *", "---", "\u{0}\u{7}",
        "1/2 cup sugar.", "Add the sugar and the salt.", "3 large eggs, beaten", "\t  ", "Crème fraîche, 2 tbsp",
    ]

    /// A small deterministic generator, so a failure always reproduces.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Where two recipes first differ, for a readable failure.
    private static func firstDifference(_ parsed: Recipe, _ imported: Recipe) -> String {
        let pairs = zip(parsed.elements, imported.elements)
        if let index = pairs.enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            return "element \(index): read back \(parsed.elements[index]), imported \(imported.elements[index])"
        }
        return "counts \(parsed.elements.count) and \(imported.elements.count), titles \(parsed.title) and \(imported.title)"
    }

    @Test func anyMixRoundTripsThroughTheParser() throws {
        var generator = Generator(state: 2024)
        for _ in 0..<300 {
            let count = 1 + generator.next(25)
            let text = (0..<count).map { _ in Self.lines[generator.next(Self.lines.count)] }.joined(separator: "\n")
            for placement in [IngredientPlacement.asWritten, .interleaved] {
                guard let recipe = try? RecipeImporter.importRecipe(text, options: ImportOptions(placement: placement)) else {
                    continue
                }
                let parsed = RecipeParser.parse(RecipeWriter.write(recipe), file: recipe.file)
                #expect(parsed.diagnostics.isEmpty, "\(text)")
                #expect(parsed.recipe == recipe, "\(text)\n\(Self.firstDifference(parsed.recipe, recipe))")
            }
            let plain = (try? RecipeImporter.importRecipe(text))?.elements ?? []
            let moved = (try? RecipeImporter.importRecipe(text, options: ImportOptions(placement: .interleaved)))?.elements ?? []
            #expect(plain.filter { !$0.isHeader }.count == moved.filter { !$0.isHeader }.count, "\(text)")
            for element in plain where !element.isHeader {
                #expect(plain.filter { $0 == element }.count == moved.filter { $0 == element }.count, "\(text)")
            }
        }
    }
}
