import Foundation
import Testing
@testable import RecipeSite

/// A watch session over a book whose lists are cut into small pages: after each edit the site
/// is as a clean build with the same pages leaves it, whether a recipe moved across a page
/// boundary, an ingredient's list gained a page, or an ingredient came.
@Suite struct ListPagingEditTests {
    @Test func editsAcrossPageBoundariesEndAsACleanBuild() async throws {
        let content = try ListPagingTests.book()
        let output = BuiltSite.sandbox(content).appendingPathComponent("Output")
        var options = SiteBuild.Options(contentFolder: content.path, outputFolder: output.path)
        options.paging = ListPagingTests.small
        let session = BuildSession(options: options)
        #expect(await session.rebuild().succeeded)
        let apple = "recipes/Sides/Apple 1.recipe"
        let edits: [(what: String, file: String, text: String?, shows: [String])] = [
            ("a description", apple, "# Apple Dish 1\n\n> Crisp. #all\n\n- Salt | 1 pinch |\n- Apple | 1 |\n\nCook.\n",
             ["recipes/"]),
            // Carrot's 7 recipes become 8: still three pages of three.
            ("an ingredient other recipes have", apple, "# Apple Dish 1\n\n> Crisp. #all\n\n- Salt | 1 pinch |\n- Apple | 1 |\n- Carrot | 1 |\n\nCook.\n",
             ["ingredients/carrot/page/3.html", "ingredients/"]),
            // Bean's 9 recipes become 10: a fourth page comes.
            ("an ingredient whose list gains a page", apple, "# Apple Dish 1\n\n> Crisp. #all\n\n- Salt | 1 pinch |\n- Apple | 1 |\n- Bean | 1 |\n\nCook.\n",
             ["ingredients/bean/page/4.html"]),
            ("a new ingredient", apple, "# Apple Dish 1\n\n> Crisp. #all\n\n- Salt | 1 pinch |\n- Quince | 1 |\n\nCook.\n",
             ["ingredients/quince.html"]),
            // From the last page of the A–Z list to its first.
            ("a title that moves a recipe across pages", "recipes/Sides/Carrot 7.recipe",
             "# Aardvark Dish\n\n> Good. #all\n\n- Salt | 1 pinch |\n- Carrot | 7 |\n\nCook.\n", ["recipes/"]),
            ("a deleted recipe", "recipes/Mains/Bean 2.recipe", nil, ["recipes/page/2/"]),
        ]
        for edit in edits {
            let url = content.root.appendingPathComponent(edit.file)
            if let text = edit.text { try content.write(edit.file, text) } else { try FileManager.default.removeItem(at: url) }
            let report = try #require(await session.rebuild(changed: [edit.file]).report, "\(edit.what)")
            for path in edit.shows {
                #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(SitePath.file(of: path)).path), "\(edit.what): \(path)")
            }
            let clean = try await ListPagingTests.build(content, paging: ListPagingTests.small, output: "Clean")
            let (session, made) = (try SiteSnapshot.files(in: output), try SiteSnapshot.files(in: URL(fileURLWithPath: clean.output)))
            let differences = Set(session.keys).union(made.keys).filter { session[$0] != made[$0] }.sorted()
            #expect(differences == [], "\(edit.what)")
            try FileManager.default.removeItem(atPath: clean.output)
        }
        let first = try String(contentsOf: output.appendingPathComponent("recipes/index.html"), encoding: .utf8)
        #expect(first.contains("Aardvark Dish"))
    }
}
