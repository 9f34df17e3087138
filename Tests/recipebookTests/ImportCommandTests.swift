import Foundation
import Testing

/// `recipebook import` and `recipebook clean-up`, run as a user would.
@Suite struct ImportCommandTests {
    private let card = """
    Gran's Scones
    2 cups flour, sifted
    1/2 tsp salt
    Rub in the butter. Bake 12 minutes.

    """

    private let expected = """
    # Gran's Scones

    - Flour | 2 cups | Sifted

    - Salt | 1/2 tsp | 

    Rub in the butter. Bake 12 minutes.

    """

    @Test func writesTheRecipeIntoItsPartAndChecksCleanly() throws {
        let folder = try ScratchFolder()
        try folder.write("card.txt", card)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        let outcome = try CommandRunner.run(["import", "card.txt", "--part", "Baking"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.output == "wrote recipes/Baking/Gran's Scones.recipe\n")
        let file = folder.url.appendingPathComponent("Content/recipes/Baking/Gran's Scones.recipe")
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.status == 0)
        #expect(check.output == "")
        #expect(check.errors == "checked 1 recipe and 0 chapters: 0 errors, 0 warnings\n")
    }

    @Test func neverOverwritesARecipe() throws {
        let folder = try ScratchFolder()
        try folder.write("card.txt", card)
        try folder.write("Content/recipes/Gran's Scones.recipe", "# Gran's Scones\n\nMine.\n")
        let outcome = try CommandRunner.run(["import", "card.txt", "--content", "Content"], in: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.errors == """
        error: 'recipes/Gran's Scones.recipe' already exists; it was not overwritten
        note: use --dry-run to see the recipe, or --title to give it another name

        """)
        let file = folder.url.appendingPathComponent("Content/recipes/Gran's Scones.recipe")
        #expect(try String(contentsOf: file, encoding: .utf8) == "# Gran's Scones\n\nMine.\n")
        let renamed = try CommandRunner.run(["import", "card.txt", "--title", "Gran's Scones II"], in: folder.url)
        #expect(renamed.status == 0)
        #expect(renamed.output == "wrote recipes/Gran's Scones II.recipe\n")
    }

    @Test func dryRunPrintsAndWritesNothing() throws {
        let folder = try ScratchFolder()
        try folder.write("card.txt", card)
        let outcome = try CommandRunner.run(["import", "--dry-run", "--interleave", "card.txt"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.output == expected)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Content").path))
    }

    @Test(arguments: [["--part", "../Elsewhere"], ["--part", "a/b"], ["--title", " "]])
    func unusableArgumentsExitTwo(arguments: [String]) throws {
        let folder = try ScratchFolder()
        try folder.write("card.txt", card)
        let outcome = try CommandRunner.run(["import", "card.txt"] + arguments, in: folder.url)
        #expect(outcome.status == 2)
        #expect(outcome.errors.hasPrefix("error: "))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Elsewhere").path))
    }

    @Test func problemsWithTheInputOrTheBookExitOneOrTwo() throws {
        let folder = try ScratchFolder()
        let missing = try CommandRunner.run(["import", "nowhere.txt"], in: folder.url)
        #expect(missing.status == 1)
        #expect(missing.errors.hasPrefix("error: cannot read 'nowhere.txt'"))
        let empty = try CommandRunner.run(["import", "-"], in: folder.url)
        #expect(empty.status == 1)
        #expect(empty.errors == "error: there is no recipe in the input: it is empty\n")
        try folder.write("card.txt", card)
        let noBook = try CommandRunner.run(["import", "card.txt", "--content", "Nowhere"], in: folder.url)
        #expect(noBook.status == 2)
        #expect(noBook.errors == "error: content folder 'Nowhere' does not exist\n")
    }

    @Test func aCardWithoutATitleIsNamedAndWarnedAbout() throws {
        let folder = try ScratchFolder()
        try folder.write("card.txt", "2 eggs\n1 cup milk\n")
        let outcome = try CommandRunner.run(["import", "--dry-run", "card.txt"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("# Untitled Recipe\n"))
        #expect(outcome.errors == "warning: no title found; using 'Untitled Recipe' (give one with --title)\n")
    }

    @Test func cleanUpPrintsTheItems() throws {
        let folder = try ScratchFolder()
        try folder.write("list.txt", "• 2 cups flour, sifted\n\n\n* .5 cup sugar\n")
        let outcome = try CommandRunner.run(["clean-up", "list.txt"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.output == "- Flour | 2 cups | Sifted\n\n- Sugar | 1/2 cup | \n")
    }

    @Test func importAndCleanUpReadTheBooksLanguage() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/site.toml", "title = \"Omas Rezepte\"\nlanguage = \"de\"\n")
        try folder.write("karte.txt", "Kartoffelsalat\n1 kg Kartoffeln\n1 Prise Salz\n2 EL Essig\n")
        let imported = try CommandRunner.run(["import", "--dry-run", "karte.txt"], in: folder.url)
        #expect(imported.status == 0)
        #expect(imported.output == "# Kartoffelsalat\n\n- Kartoffeln | 1 kg | \n\n- Salz | 1 Prise | \n\n- Essig | 2 EL | \n")
        try folder.write("liste.txt", "eine Prise Salz\n2 EL Essig\n")
        let cleaned = try CommandRunner.run(["clean-up", "liste.txt"], in: folder.url)
        #expect(cleaned.status == 0)
        #expect(cleaned.output == "- Salz | eine Prise | \n\n- Essig | 2 EL | \n")
    }
}
