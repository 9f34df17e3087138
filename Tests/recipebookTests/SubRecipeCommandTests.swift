import Foundation
import Testing

/// Recipes inside recipes from the command line: the sample book's Pumpkin Pie uses its Pie
/// Crust as a sub-recipe.
@Suite struct SubRecipeCommandTests {
    @Test func aPiesListHasItsCrustsFlourAndButterScaled() throws {
        let outcome = try CommandRunner.run(["shopping-list", "--content", "Content", "--format", "markdown", "Pumpkin Pie x2"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        // One batch of crust a pie, two pies: twice the crust's 2½ cups and 2 sticks.
        #expect(outcome.output.contains("- [ ] 5 cups **Flour** (Pie Crust ×2)\n"), "\(outcome.output)")
        #expect(outcome.output.contains("- [ ] 4 sticks **Butter** (Pie Crust ×2)"), "\(outcome.output)")
        // The crust's salt and the pie's are one line.
        #expect(outcome.output.contains("1 tbsp **Salt** (Pie Crust ×2, Pumpkin Pie ×2)"), "\(outcome.output)")
        #expect(!outcome.output.contains("Pie Crusts"))
    }

    @Test func noExpandKeepsTheCrustOneLine() throws {
        let outcome = try CommandRunner.run(
            ["shopping-list", "--content", "Content", "--format", "markdown", "--no-expand", "Pumpkin Pie x2"])
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.output.contains("- [ ] 2 **Pie Crusts** (Pumpkin Pie ×2)"), "\(outcome.output)")
        #expect(!outcome.output.contains("Flour"))
        #expect(!outcome.output.contains("Butter"))
    }

    @Test func aCycleIsACheckErrorNamingBothFilesAndTheBuildStillCompletes() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Pie.recipe", "# Pie\n\n- [Crust](Crust.recipe) | 1 |\n\n- Apples | 6 |\n")
        try folder.write("Content/recipes/Crust.recipe", "# Crust\n\n- Flour | 1 cup |\n\n- Pie | 1 |\n")
        let check = try CommandRunner.run(["check"], in: folder.url)
        #expect(check.status == 1)
        #expect(check.errors.contains(
            "recipes/Pie.recipe:3:1: error: sub-recipe 'Crust' ('recipes/Crust.recipe') uses this recipe in turn"), "\(check.errors)")
        #expect(check.errors.contains(
            "recipes/Crust.recipe:5:1: error: sub-recipe 'Pie' ('recipes/Pie.recipe') uses this recipe in turn"), "\(check.errors)")
        let list = try CommandRunner.run(["shopping-list", "--format", "markdown", "Pie"], in: folder.url)
        #expect(list.status == 0)
        #expect(list.output.contains("1 cup **Flour** (Crust)"), "\(list.output)")
        #expect(list.output.contains("1 **Pie** (Crust)"), "\(list.output)")
        let build = try CommandRunner.run(["build"], in: folder.url)
        #expect(build.status == 0, "\(build.errors)")
        let page = try String(contentsOf: folder.url.appendingPathComponent("Output/recipes/pie.html"), encoding: .utf8)
        #expect(page.contains("<a class=\"sub-recipe\" href=\"../recipes/crust.html\" data-batches=\"1\">Crust</a>"))
    }
}
