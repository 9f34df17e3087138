import Foundation
import Testing

@Suite struct StartingCommandTests {
    @Test func initMakesABookThatBuildsAndChecksCleanly() throws {
        let folder = try ScratchFolder()
        let made = try CommandRunner.run(["init", "book", "--title", "Our Book"], in: folder.url)
        #expect(made.status == 0)
        let book = folder.url.appendingPathComponent("book")
        for path in ["Content/site.toml", "Content/recipes/Breakfast/Pancakes.recipe", "Content/guide/01-welcome.md", ".gitignore"] {
            #expect(FileManager.default.fileExists(atPath: book.appendingPathComponent(path).path), "\(path)")
        }
        // The workflow that publishes the book installs this very version's package.
        let workflow = try String(contentsOf: book.appendingPathComponent(".github/workflows/publish.yml"), encoding: .utf8)
        let version = try CommandRunner.run(["--version"], in: folder.url).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(workflow.contains("RECIPEBOOK_VERSION: \"\(version)\""), "\(workflow)")
        #expect(workflow.contains("actions/deploy-pages"))
        let check = try CommandRunner.run(["check"], in: book)
        #expect(check.status == 0)
        #expect(check.errors.hasSuffix("0 errors, 0 warnings\n"))
        let build = try CommandRunner.run(["build"], in: book)
        #expect(build.status == 0)
        let home = try String(contentsOf: book.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(home.contains("<title>Our Book</title>"))

        let again = try CommandRunner.run(["init", "book"], in: folder.url)
        #expect(again.status == 1)
        #expect(again.errors.contains("already exists and is not empty; nothing was written"))
    }

    @Test(arguments: [
        ("de", "Unser Familienkochbuch", "Content/recipes/Frühstück/Pfannkuchen.recipe", "Content/guide/01-willkommen.md",
         "Alle Rezepte von A bis Z"),
        ("fr", "Le livre de recettes de la famille", "Content/recipes/Petit-déjeuner/Crêpes.recipe",
         "Content/guide/01-bienvenue.md", "Toutes les recettes de A à Z"),
        ("it", "Il ricettario di famiglia", "Content/recipes/Colazione/Pancake.recipe", "Content/guide/01-benvenuto.md",
         "Tutte le ricette dalla A alla Z"),
    ])
    func initStartsABookInItsLanguage(code: String, title: String, recipe: String, chapter: String, allRecipes: String) throws {
        let folder = try ScratchFolder()
        let made = try CommandRunner.run(["init", "book", "--language", code, "--no-workflow"], in: folder.url)
        #expect(made.status == 0)
        let book = folder.url.appendingPathComponent("book")
        let config = try String(contentsOf: book.appendingPathComponent("Content/site.toml"), encoding: .utf8)
        #expect(config.contains("title = \"\(title)\"\n"))
        #expect(config.contains("language = \"\(code)\"\n"))
        for path in [recipe, chapter] {
            #expect(FileManager.default.fileExists(atPath: book.appendingPathComponent(path).path), "\(path)")
        }
        let welcome = try String(contentsOf: book.appendingPathComponent(chapter), encoding: .utf8)
        #expect(welcome.contains("*\(title)*"))
        let check = try CommandRunner.run(["check"], in: book)
        #expect(check.status == 0)
        #expect(check.output == "")
        #expect(check.errors.hasSuffix("0 errors, 0 warnings\n"))
        #expect(try CommandRunner.run(["build"], in: book).status == 0)
        let home = try String(contentsOf: book.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(home.contains("<html lang=\"\(code)\""))
        // The home page's link to the A–Z list of a one-recipe book: no "1 recipes".
        #expect(home.contains(">\(allRecipes)</a>"), "\(home)")
    }

    @Test func initKeepsARegionAndStartsInItsLanguage() throws {
        let folder = try ScratchFolder()
        #expect(try CommandRunner.run(["init", "book", "--language", "de-CH", "--no-workflow"], in: folder.url).status == 0)
        let book = folder.url.appendingPathComponent("book")
        let config = try String(contentsOf: book.appendingPathComponent("Content/site.toml"), encoding: .utf8)
        #expect(config.contains("language = \"de-CH\"\n"))
        #expect(FileManager.default.fileExists(atPath: book.appendingPathComponent("Content/recipes/Frühstück/Pfannkuchen.recipe").path))
    }

    @Test func initRefusesALanguageWithoutWords() throws {
        let folder = try ScratchFolder()
        let made = try CommandRunner.run(["init", "book", "--language", "pt"], in: folder.url)
        #expect(made.status == 2)
        #expect(made.errors == "error: 'pt' is not a language the book can be written in: use one of en, de, fr, es, nl, it\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("book").path))
    }

    @Test func initLeavesTheWorkflowOutWhenAsked() throws {
        let folder = try ScratchFolder()
        #expect(try CommandRunner.run(["init", "book", "--no-workflow"], in: folder.url).status == 0)
        let book = folder.url.appendingPathComponent("book")
        #expect(FileManager.default.fileExists(atPath: book.appendingPathComponent("Content/site.toml").path))
        #expect(!FileManager.default.fileExists(atPath: book.appendingPathComponent(".github").path))
    }

    @Test func newRecipeWritesASkeletonNamedAfterItsTitleAndNeverOverwrites() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/.keep", "")
        let made = try CommandRunner.run(["new", "recipe", "Mum's Soup: Winter", "--part", "Soups"], in: folder.url)
        #expect(made.status == 0)
        #expect(made.output == "Content/recipes/Soups/Mum's Soup- Winter.recipe\n")
        let file = folder.url.appendingPathComponent("Content/recipes/Soups/Mum's Soup- Winter.recipe")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("# Mum's Soup: Winter\n\n> "))
        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.status == 0)

        let again = try CommandRunner.run(["new", "recipe", "Mum's Soup: Winter", "--part", "Soups"], in: folder.url)
        #expect(again.status == 1)
        #expect(again.errors.contains("already exists; it was not overwritten"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)

        let escape = try CommandRunner.run(["new", "recipe", "X", "--part", "../../etc"], in: folder.url)
        #expect(escape.status == 2)
    }

    @Test func aNewRecipeIsASkeletonInTheBooksLanguage() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/site.toml", "language = \"de\"\n")
        try folder.write("Content/i18n/de.toml", "\"newRecipe.step\" = \"Omas erster Schritt.\"\n")
        let made = try CommandRunner.run(["new", "recipe", "Apfelstrudel"], in: folder.url)
        #expect(made.status == 0)
        let file = folder.url.appendingPathComponent("Content/recipes/Apfelstrudel.recipe")
        #expect(try String(contentsOf: file, encoding: .utf8) == """
        # Apfelstrudel

        > Ein Satz über das Gericht: woher es kommt, wer es liebt. #familie

        - Zutat | 200 g | Gehackt

        Omas erster Schritt.

        """)
        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.status == 0)
        #expect(check.output == "")
    }
}
