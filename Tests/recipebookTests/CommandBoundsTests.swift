import Foundation
import Testing

/// Commands that take what a user types or pipes in: each keeps its bound, writes where the
/// book's layout reads, and writes nothing `check` would refuse.
@Suite struct CommandBoundsTests {
    @Test func endlessStandardInputIsRefusedWithoutReadingItAll() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        for command in [["import", "-"], ["clean-up"]] {
            let outcome = try CommandRunner.run(command, in: folder.url, input: "/dev/zero")
            #expect(outcome.status == 1, "\(command): exits with an error, not a signal")
            #expect(outcome.errors.contains("over the limit of \(16 << 20) bytes; it was not read"), "\(outcome.errors)")
        }
    }

    @Test func importWritesNoRecipeThatCheckWouldRefuse() throws {
        let folder = try ScratchFolder()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Content"), withIntermediateDirectories: true)
        let steps = (1...40_000).map { "Stir the pot \($0) times and taste it." }.joined(separator: "\n")
        try folder.write("card.txt", "Long Soup\n2 cups water\n" + steps + "\n")
        let outcome = try CommandRunner.run(["import", "card.txt"], in: folder.url)
        #expect(outcome.status == 1)
        #expect(outcome.errors.contains("over the limit of \(1 << 20) bytes a recipe file may have; nothing was written"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Content/recipes").path))
    }

    /// The Grocery app's folder has no `recipes/`: a new recipe goes beside the others, where
    /// the app and the build read it, and every recipe is still in the book.
    @Test func newAndImportWriteWhereTheAppKeepsRecipes() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/Soups/Soup.recipe", "# Soup\n\n- Water | 1 l |\n\n1. Boil.\n")
        try folder.write("Content/Tea.recipe", "# Tea\n\n1. Brew.\n")
        try folder.write("card.txt", "Gran's Scones\n2 cups flour\nBake 12 minutes.\n")
        let imported = try CommandRunner.run(["import", "card.txt", "--part", "Baking"], in: folder.url)
        #expect(imported.output == "wrote Baking/Gran's Scones.recipe\n")
        let new = try CommandRunner.run(["new", "recipe", "Toast", "--part", "Breakfast"], in: folder.url)
        #expect(new.status == 0, "\(new.errors)")
        #expect(new.output.hasSuffix("Content/Breakfast/Toast.recipe\n"), "\(new.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Content/recipes").path))
        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.errors.hasSuffix("checked 4 recipes and 0 chapters: 0 errors, 0 warnings\n"), "\(check.errors)")
    }

    @Test func aBookWhoseLayoutHidesRecipesSaysSo() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Soups/Soup.recipe", "# Soup\n\n1. Boil.\n")
        try folder.write("Content/Tea.recipe", "# Tea\n\n1. Brew.\n")
        try folder.write("Content/Baking/Bread.recipe", "# Bread\n\n1. Bake.\n")
        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.errors.contains("Tea.recipe:1:1: warning: recipe is outside recipes/, so it is not in the book"))
        #expect(check.errors.contains("Baking/Bread.recipe:1:1: warning: recipe is outside recipes/"))
    }

    @Test func initEscapesATitleOfControlCharactersSoItsConfigParses() throws {
        let folder = try ScratchFolder()
        let made = try CommandRunner.run(["init", "book", "--title", "a\u{1}b"], in: folder.url)
        #expect(made.status == 0, "\(made.errors)")
        let check = try CommandRunner.run(["check", "--content", "book/Content"], in: folder.url)
        #expect(check.status == 0, "\(check.errors)")
        #expect(!check.errors.contains("TOML"))
    }
}
