import Foundation
import Testing
@testable import RecipeCore

/// Whole recipes in the styles families paste them in, imported to the exact file.
@Suite struct ImportExampleTests {
    @Test(arguments: ImportFixtures.inputs)
    func importsToTheExactFile(input: String) throws {
        let text = try ImportFixtures.text(input)
        let written = try RecipeImporter.importedFile(text)
        #expect(written == (try ImportFixtures.expected(for: input)))
    }

    @Test(arguments: ImportFixtures.inputs)
    func theImportedFileChecksWithoutProblems(input: String) throws {
        let recipe = try RecipeImporter.importRecipe(try ImportFixtures.text(input), options: ImportOptions(part: "Imported"))
        let parsed = RecipeParser.parse(RecipeWriter.write(recipe), file: recipe.file, part: "Imported")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.description))")
        #expect(!parsed.diagnostics.contains { $0.severity == .error })
        #expect(parsed.recipe == recipe)
    }

    @Test(arguments: ImportFixtures.inputs)
    func interleavingKeepsEveryElementOnce(input: String) throws {
        let text = try ImportFixtures.text(input)
        let plain = try RecipeImporter.importRecipe(text).elements
        let interleaved = try RecipeImporter.importRecipe(text, options: ImportOptions(placement: .interleaved)).elements
        let withoutHeaders = { (elements: [RecipeElement]) in elements.filter { !$0.isHeader } }
        #expect(withoutHeaders(interleaved).count == withoutHeaders(plain).count)
        for element in withoutHeaders(plain) {
            #expect(interleaved.filter { $0 == element }.count == plain.filter { $0 == element }.count)
        }
        #expect(interleaved.filter { !$0.isItem } == plain.filter { !$0.isItem && keptHeader($0, in: interleaved) })
        let parsed = RecipeParser.parse(RecipeWriter.write(Recipe(title: "T", file: "t.recipe", slug: "t", part: nil,
                                                                   description: nil, tags: [], elements: interleaved)),
                                        file: "t.recipe")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.recipe.elements == interleaved)
    }

    @Test func theRecipeModelCarriesPathSlugDescriptionAndTags() throws {
        let recipe = try RecipeImporter.importRecipe(try ImportFixtures.text("10-markdown.md"),
                                                     options: ImportOptions(part: "Cookies"))
        #expect(recipe.title == "Brown Butter Chocolate Chip Cookies")
        #expect(recipe.file == "recipes/Cookies/Brown Butter Chocolate Chip Cookies.recipe")
        #expect(recipe.slug == "brown-butter-chocolate-chip-cookies")
        #expect(recipe.part == "Cookies")
        #expect(recipe.description == "*Crisp edges, chewy middles.* Our family's favourite.")
        #expect(recipe.tags == ["baking"])
    }

    @Test func aGivenTitleReplacesTheOneInTheText() throws {
        let written = try RecipeImporter.importedFile("Scones\n2 cups flour\n", options: ImportOptions(title: "Gran's Scones"))
        #expect(written == "# Gran's Scones\n\n- Flour | 2 cups | \n")
    }

    @Test func aGivenTitleNamesACardThatStartsWithIngredients() throws {
        let text = "2 cups flour\n1 cup milk\nMix and bake.\n"
        #expect(!RecipeImporter.findsTitle(in: text))
        #expect(try RecipeImporter.importedFile(text) == """
        # Untitled Recipe

        - Flour | 2 cups | 

        - Milk | 1 cup | 

        Mix and bake.

        """)
        let titled = try RecipeImporter.importRecipe(text, options: ImportOptions(title: "Pancakes"))
        #expect(titled.title == "Pancakes")
        #expect(titled.file == "recipes/Pancakes.recipe")
    }

    @Test func emptyInputIsAnError() {
        #expect(throws: ImportError.nothingToImport) { try RecipeImporter.importRecipe("  \n\n Jump to Recipe\n") }
    }

    @Test func anUnsafePartIsAnError() {
        for part in ["..", "../Elsewhere", "Desserts/Cakes", "", ".hidden", "a\\b"] {
            #expect(throws: ImportError.unsafePart(part)) {
                try RecipeImporter.importRecipe("Toast\n1 slice bread\n", options: ImportOptions(part: part))
            }
        }
    }

    /// Whether `element` (a header) is still in `elements`; every non-header is.
    private func keptHeader(_ element: RecipeElement, in elements: [RecipeElement]) -> Bool {
        !element.isHeader || elements.contains(element)
    }
}

extension RecipeElement {
    var isItem: Bool {
        if case .item = self { return true }
        return false
    }
}
