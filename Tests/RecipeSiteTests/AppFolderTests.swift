import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// The Grocery app's own folder, handed over as it is, builds every recipe in it; a folder with
/// no recipe at all is an error, never a silent empty site.
@Suite struct AppFolderTests {
    static func appFolder(_ content: TemporaryContent) throws {
        try content.write("Chai Tea Concentrate.recipe", "# Chai Tea Concentrate\n\n- Black tea | 8 bags\n\nSteep 5 minutes.\n")
        try content.write("Oyster Crackers.recipepackage/Oyster Crackers.recipe", "# Oyster Crackers\n\n![Crackers](crackers.jpeg)\n\nBake.\n")
        try content.write("Oyster Crackers.recipepackage/Photos/crackers.jpeg", bytes: TestImage.jpeg("crackers"))
        try content.write("Desserts/Chocolate Chip Cookies.recipe", "# Chocolate Chip Cookies\n\n- Flour | 2 cups\n\nMix.\n")
        try content.write("README.md", "# Our recipes\n\nExported from the app.\n")
        try content.write("guide/01-about.md", "# About\n\nHow we cook.\n")
        try content.write("stores/Corner Shop.md", "# Corner Shop\n\n## Produce\n\n## Dairy\n")
        try content.write("site.toml", "title = \"From the App\"\n")
    }

    @Test func theAppsFolderBuildsEveryRecipeWithSubFoldersAsParts() async throws {
        let content = try TemporaryContent()
        try Self.appFolder(content)
        let site = try await BuiltSite.build(content)
        #expect(site.report.recipes == 3)
        #expect(site.report.chapters == 1)
        #expect(!site.report.hasErrors, "\(site.report.diagnostics.map(\.description))")
        for slug in ["chai-tea-concentrate", "oyster-crackers", "chocolate-chip-cookies"] {
            #expect(site.exists("recipes/\(slug).html"), "no page for \(slug)")
        }
        #expect(!site.exists("recipes/our-recipes.html"), "README.md was read as a recipe")
        #expect(site.exists("parts/desserts/index.html"))
        #expect(try site.text("").contains("From the App"))
        #expect(try site.page("recipes/oyster-crackers.html").first("figure.photo") != nil)
    }

    @Test func theSameCommandsReadTheAppsFolder() async throws {
        let content = try TemporaryContent()
        try Self.appFolder(content)
        let loaded = try await ContentLoader(contentFolder: content.path).load()
        #expect(loaded.book.recipes.map(\.file).sorted() == [
            "Chai Tea Concentrate.recipe", "Desserts/Chocolate Chip Cookies.recipe", "Oyster Crackers.recipepackage/Oyster Crackers.recipe",
        ])
        #expect(loaded.book.recipes.first { $0.title == "Chocolate Chip Cookies" }?.part == "Desserts")
    }

    @Test(arguments: [
        ("", "no recipes/ folder, and no .recipe file or .recipepackage folder in the content folder or its sub-folders", "."),
        ("guide/01-only.md", "no recipes/ folder, and no .recipe file or .recipepackage folder in the content folder or its sub-folders", "."),
        ("recipes/notes.txt", "no .recipe or .md file and no .recipepackage folder in recipes/ or its sub-folders", "recipes"),
    ])
    func aFolderWithNoRecipeIsAnErrorSayingWhereItLooked(file: String, lookedFor: String, at place: String) async throws {
        let content = try TemporaryContent()
        if !file.isEmpty { try content.write(file, "# Only\n\nText.\n") }
        let loaded = try await ContentLoader(contentFolder: content.path).load()
        let problem = loaded.diagnostics.first { if case .noRecipes = $0.reason { true } else { false } }
        #expect(problem?.reason == .noRecipes(lookedFor: lookedFor))
        #expect(problem?.severity == .error)
        #expect(problem?.location.file == place)
    }
}
