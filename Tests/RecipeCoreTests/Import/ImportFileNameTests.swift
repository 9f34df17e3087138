import Testing
@testable import RecipeCore

/// Naming the imported file after its title, inside the content folder.
@Suite struct ImportFileNameTests {
    @Test(arguments: [
        ("Grandma's Apple Crumble", "Grandma's Apple Crumble.recipe"),
        ("Salt/Pepper: the Basics", "Salt-Pepper- the Basics.recipe"),
        ("..Hidden\\Path", "Hidden-Path.recipe"),
        ("Tab\tand\u{7}bell", "Tab and-bell.recipe"),
        ("Crème Brûlée 🍮", "Crème Brûlée 🍮.recipe"),
        ("...", "Untitled Recipe.recipe"),
    ])
    func namesFollowTheTitle(title: String, expected: String) {
        #expect(RecipeFileName.fileName(forTitle: title) == expected)
    }

    @Test func longTitlesAreCut() {
        let name = RecipeFileName.fileName(forTitle: String(repeating: "é", count: 300))
        #expect(name.utf8.count <= 210)
        #expect(name.hasSuffix("é.recipe"))
    }

    @Test func pathsGoIntoTheRecipesFolder() throws {
        #expect(try RecipeFileName.relativePath(forTitle: "Soup", part: nil) == "recipes/Soup.recipe")
        #expect(try RecipeFileName.relativePath(forTitle: "Soup", part: " Winter ") == "recipes/Winter/Soup.recipe")
        #expect(throws: ImportError.unsafePart("../x")) { try RecipeFileName.relativePath(forTitle: "Soup", part: "../x") }
    }
}
