import Foundation
import Testing
@testable import RecipeSite

@Suite struct IncrementalBuildTests {
    @Test func aSeriesOfEditsEndsByteIdenticalToACleanBuild() async throws {
        let content = try TemporaryContent()
        let templates = content.root.deletingLastPathComponent().appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try content.write("site.toml", "title = \"Test Book\"\nbase_url = \"https://example.com/\"\n")
        try content.write("recipes/Mains/Stew.recipe", "# Stew\n\n> Hearty. #winter\n\n- Beef | 1 lb | \n\nSimmer 2 hours [Stew].\n")
        try content.write("recipes/Mains/Pie.recipe", "# Pie\n\n> Uses [the stew](Stew.recipe). #winter\n\n- Pastry | 1 sheet | \n\nFill with [stew](Stew.recipe) and bake 40 minutes.\n")
        try content.write("recipes/Sides/Salad.recipe", "# Salad\n\n- Lettuce | 1 head | \n\nToss.\n")
        try content.write("guide/01-start.md", "# Start\n\n## First\n\nSee [the stew](../recipes/Mains/Stew.recipe).\n")
        let output = content.root.deletingLastPathComponent().appendingPathComponent("Output")
        let session = BuildSession(options: .init(contentFolder: content.path, outputFolder: output.path, templatesFolder: templates.path))
        let first = await session.rebuild()
        #expect(first.succeeded)

        // Each edit: what changed (as a watcher names it) and how to change it.
        let edits: [(String, [String], () throws -> Void)] = [
            ("edit a step", ["recipes/Mains/Stew.recipe"], {
                try content.write("recipes/Mains/Stew.recipe", "# Stew\n\n> Hearty. #winter #family\n\n- Beef | 2 lb | Cubed\n\nSimmer 3 hours [Stew].\n")
            }),
            ("add a step only", ["recipes/Mains/Pie.recipe"], {
                try content.write("recipes/Mains/Pie.recipe", "# Pie\n\n> Uses [the stew](Stew.recipe). #winter\n\n- Pastry | 1 sheet | \n\nFill with [stew](Stew.recipe) and bake 40 minutes.\n\nRest 10 minutes before slicing.\n")
            }),
            ("change an amount", ["recipes/Sides/Salad.recipe"], {
                try content.write("recipes/Sides/Salad.recipe", "# Salad\n\n- Lettuce | 2 heads | Torn\n\nToss.\n")
            }),
            // The pie's page carries the stew's items for its list: an edit to either changes it.
            ("use a recipe inside another", ["recipes/Mains/Pie.recipe"], {
                try content.write("recipes/Mains/Pie.recipe", "# Pie\n\n> Uses [the stew](Stew.recipe). #winter\n\n- [Stew](Stew.recipe) | 2 | \n- Gravy | 1 | \n- Pastry | 1 sheet | \n\nFill with [stew](Stew.recipe) and bake 40 minutes.\n")
            }),
            ("change what the inner recipe needs", ["recipes/Mains/Stew.recipe"], {
                try content.write("recipes/Mains/Stew.recipe", "# Stew\n\n> Hearty. #winter #family\n\n- Beef | 3 lb | Cubed\n- Carrots | 4 | \n\nSimmer 3 hours [Stew].\n")
            }),
            ("add a recipe titled as an item", ["recipes/Mains/Gravy.recipe"], {
                try content.write("recipes/Mains/Gravy.recipe", "# Gravy\n\n- Stock | 2 cups | \n\nWhisk.\n")
            }),
            // Lettuce's page goes and Romaine's comes: the whole book's build keeps the record of files.
            ("rename an ingredient and add a note", ["recipes/Sides/Salad.recipe"], {
                try content.write("recipes/Sides/Salad.recipe", "# Salad\n\n- Romaine | 2 heads | Torn\n\nToss.\n\n> Dress at the table.\n")
            }),
            ("use an ingredient another recipe has", ["recipes/Sides/Salad.recipe"], {
                try content.write("recipes/Sides/Salad.recipe", "# Salad\n\n- Romaine | 2 heads | Torn\n- Beef | 1 lb | \n\nToss.\n")
            }),
            ("link to another recipe", ["recipes/Sides/Salad.recipe"], {
                try content.write("recipes/Sides/Salad.recipe", "# Salad\n\n- Romaine | 1 head | \n- Beef | 1 lb | \n\nToss, and serve beside [the stew](../Mains/Stew.recipe).\n")
            }),
            ("retitle a linked recipe", ["recipes/Mains/Stew.recipe"], {
                try content.write("recipes/Mains/Stew.recipe", "# Beef Stew\n\n> Hearty. #family\n\n- Beef | 2 lb | Cubed\n\nSimmer 3 hours.\n")
            }),
            ("add a recipe", ["recipes/Sides/Bread.recipe"], {
                try content.write("recipes/Sides/Bread.recipe", "# Bread\n\n> Goes with [stew](../Mains/Stew.recipe). #baking\n\nBake 30 minutes.\n")
            }),
            ("add a photo", ["recipes/Sides/bread.jpeg", "recipes/Sides/Bread.recipe"], {
                try content.write("recipes/Sides/bread.jpeg", bytes: TestImage.jpeg("bytes"))
                try content.write("recipes/Sides/Bread.recipe", "# Bread\n\n> Goes with [stew](../Mains/Stew.recipe). #baking\n\n![Crust](bread.jpeg)\n\nBake 30 minutes.\n")
            }),
            // Its header reads, its pixels do not: the page made while it was being made is
            // made again without it.
            ("add a photo that cannot be made", ["recipes/Sides/cut.jpeg", "recipes/Sides/Bread.recipe"], {
                try content.write("recipes/Sides/cut.jpeg", bytes: PhotoPipelineTests.cutShort(TestImage.jpeg("cut", width: 300, height: 200)))
                try content.write("recipes/Sides/Bread.recipe", "# Bread\n\n> Goes with [stew](../Mains/Stew.recipe). #baking\n\n![Crust](bread.jpeg)\n![Cut](cut.jpeg)\n\nBake 30 minutes.\n")
            }),
            ("add a recipe of a title the book has", ["recipes/Sides/Other Bread.recipe"], {
                try content.write("recipes/Sides/Other Bread.recipe", "# Bread\n\nKnead, then [see the salad](Salad.recipe).\n")
            }),
            ("delete it again", ["recipes/Sides/Other Bread.recipe"], {
                try FileManager.default.removeItem(at: content.root.appendingPathComponent("recipes/Sides/Other Bread.recipe"))
            }),
            ("add a recipe at the top of the book", ["recipes/Aioli.recipe"], {
                try content.write("recipes/Aioli.recipe", "# Aioli\n\n- Garlic | 2 cloves | \n\nPound.\n")
            }),
            ("delete a recipe", ["recipes/Sides/Salad.recipe"], {
                try FileManager.default.removeItem(at: content.root.appendingPathComponent("recipes/Sides/Salad.recipe"))
            }),
            ("rename a file", ["recipes/Mains/Pie.recipe", "recipes/Pies/Pie.recipe"], {
                try FileManager.default.createDirectory(at: content.root.appendingPathComponent("recipes/Pies"), withIntermediateDirectories: true)
                try FileManager.default.moveItem(
                    at: content.root.appendingPathComponent("recipes/Mains/Pie.recipe"),
                    to: content.root.appendingPathComponent("recipes/Pies/Pie.recipe"))
            }),
            ("edit a chapter", ["guide/01-start.md"], {
                try content.write("guide/01-start.md", "# Start here\n\n## First\n\n## Second\n")
            }),
            ("change a template", ["Templates/404.mustache"], {
                try Data("<h1>Lost</h1>\n".utf8).write(to: templates.appendingPathComponent("404.mustache"))
            }),
            ("change the config", ["site.toml"], {
                try content.write("site.toml", "title = \"Renamed Book\"\ntheme = \"dark\"\n")
            }),
        ]
        for (what, paths, edit) in edits {
            try edit()
            let outcome = await session.rebuild(changed: paths)
            #expect(outcome.report != nil, "\(what)")
            let incremental = try SiteSnapshot.files(in: output)
            let clean = try await SiteSnapshot.cleanBuild(of: content, templates: templates.path)
            #expect(Set(incremental.keys) == Set(clean.keys), "\(what): the same files")
            for (path, data) in clean where incremental[path] != data {
                Issue.record("\(what): \(path) differs from a clean build")
            }
        }
    }

    /// A page is made again when a link in it leads elsewhere, though its own text is the same:
    /// a recipe it links to is renamed, moved in the book, or written at last.
    @Test func pagesFollowTheRecipesTheirLinksLeadTo() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 3)
        try content.write("recipes/R2.recipe", "# Recipe 2\n\n- Salt | 1 tsp | \n\nServe with [the sauce](Sauce.recipe) and [Recipe 3](R3.recipe).\n")
        try content.write("guide/01.md", "# Start\n\nBegin with [Recipe 3](../recipes/R3.recipe).\n")
        _ = await session.rebuild(changed: ["recipes/R2.recipe", "guide/01.md"])
        let edits: [(String, [String], () throws -> Void)] = [
            ("the missing recipe written", ["recipes/Sauce.recipe"], {
                try content.write("recipes/Sauce.recipe", "# Sauce\n\nWhisk.\n")
            }),
            ("a linked recipe renamed", ["recipes/R3.recipe"], {
                try content.write("recipes/R3.recipe", "# Three Bean Salad\n\n- Salt | 1 tsp | \n\nToss.\n")
            }),
            ("a recipe added before the linked ones", ["recipes/A.recipe"], {
                try content.write("recipes/A.recipe", "# Apple Sauce\n\nSimmer.\n")
            }),
        ]
        for (what, paths, edit) in edits {
            try edit()
            #expect(await session.rebuild(changed: paths).report != nil, "\(what)")
            #expect(try await SiteSnapshot.differencesFromCleanBuild(output, of: content) == [], "\(what)")
        }
        let page = try String(contentsOf: output.appendingPathComponent("recipes/recipe-2.html"), encoding: .utf8)
        #expect(page.contains("recipes/sauce.html") && page.contains("recipes/three-bean-salad.html"))
    }

    @Test func aPlainBuildOfAnUnchangedBookWritesNothingAndNoticesAnyChange() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Soup.recipe", "# Soup\n\nSimmer 20 minutes.\n")
        let output = content.root.deletingLastPathComponent().appendingPathComponent("Output")
        let options = SiteBuild.Options(contentFolder: content.path, outputFolder: output.path)
        let first = try await SiteBuild(options: options).run()
        let second = try await SiteBuild(options: options).run()
        #expect(second.output == OutputSummary(written: 0, unchanged: first.files, removed: 0))
        #expect(second.recipes == 1)
        // An edited recipe and a deleted page are each made again.
        try content.write("recipes/Soup.recipe", "# Soup\n\nSimmer 25 minutes.\n")
        _ = try await SiteBuild(options: options).run()
        let page = try String(contentsOf: output.appendingPathComponent("recipes/soup.html"), encoding: .utf8)
        #expect(page.contains("25 minutes"))
        try FileManager.default.removeItem(at: output.appendingPathComponent("recipes/soup.html"))
        let restored = try await SiteBuild(options: options).run()
        #expect(restored.output.written == 1)
        // A build with problems is reported again by the next one.
        try content.write("recipes/Bad.recipe", "no title\n")
        let warned = try await SiteBuild(options: options).run()
        let again = try await SiteBuild(options: options).run()
        #expect(!warned.diagnostics.isEmpty)
        #expect(again.diagnostics == warned.diagnostics)
    }

    @Test func anEditRendersOnlyItsRecipeAheadOfTheRest() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 30)
        try content.write("recipes/R7.recipe", "# Recipe 7\n\n- Salt | 2 tsp | \n\nStir 70 minutes.\n")
        let early = EarlyPages()
        let outcome = await session.rebuild(changed: ["recipes/R7.recipe"]) { early.add($0) }
        #expect(early.all == ["recipes/recipe-7.html"])
        let page = try String(contentsOf: output.appendingPathComponent("recipes/recipe-7.html"), encoding: .utf8)
        #expect(page.contains("data-seconds=\"4200\""))
        // The recipe's page, the lists that show it and the print book change; the other 29 pages do not.
        let written = try #require(outcome.report?.output.written)
        #expect(written < 10)
    }

    /// A new title, a new file and a deleted file go through the whole book (their pages move
    /// or come or go, and so do the lists), but the page itself is on disk, or gone, first.
    @Test func aNewTitleANewFileAndADeletedFileReachTheirPageFirst() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 30)
        let steps: [(what: String, file: String, change: () throws -> Void, first: [String])] = [
            ("a new title", "recipes/R7.recipe", {
                try content.write("recipes/R7.recipe", "# Lucky Seven\n\n- Salt | 2 tsp | \n\nStir 7 minutes.\n")
            }, ["recipes/lucky-seven.html"]),
            ("a new file", "recipes/R40.recipe", {
                try content.write("recipes/R40.recipe", "# Recipe 40\n\nStir 40 minutes.\n")
            }, ["recipes/recipe-40.html"]),
            ("a deleted file", "recipes/R12.recipe", {
                try FileManager.default.removeItem(at: content.root.appendingPathComponent("recipes/R12.recipe"))
            }, ["recipes/recipe-12.html"]),
        ]
        for step in steps {
            try step.change()
            let early = EarlyPages()
            let outcome = await session.rebuild(changed: [step.file]) { early.add($0) }
            #expect(early.all == step.first, "\(step.what): its page is handed over before the rest of the site")
            #expect(try await SiteSnapshot.differencesFromCleanBuild(output, of: content) == [], "\(step.what)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("recipes/recipe-12").path))
    }

    /// A deleted recipe's page goes first, even when a recipe of the same title then takes its
    /// address: that page is written again by the rest of the build.
    @Test func aDeletedRecipesAddressTakenByItsTwinEndsAsACleanBuild() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 3)
        try content.write("recipes/A/Pie.recipe", "# Pie\n\nBake the first pie.\n")
        try content.write("recipes/B/Pie.recipe", "# Pie\n\nBake the second pie.\n")
        _ = await session.rebuild(changed: ["recipes/A/Pie.recipe", "recipes/B/Pie.recipe"])
        let twin = output.appendingPathComponent("recipes/pie-2.html")
        #expect(try String(contentsOf: twin, encoding: .utf8).contains("second pie"))
        try FileManager.default.removeItem(at: content.root.appendingPathComponent("recipes/A/Pie.recipe"))
        let early = EarlyPages()
        _ = await session.rebuild(changed: ["recipes/A/Pie.recipe"]) { early.add($0) }
        #expect(early.all.contains("recipes/pie.html"), "the deleted recipe's page goes first")
        let page = try String(contentsOf: output.appendingPathComponent("recipes/pie.html"), encoding: .utf8)
        #expect(page.contains("second pie"), "the twin now lives at the address")
        #expect(try await SiteSnapshot.differencesFromCleanBuild(output, of: content) == [])
    }

    /// A file saved again with the same text changes what the build knows of it (its time),
    /// not its pages: none of them is written again.
    @Test func savingARecipeUnchangedRewritesNoneOfItsPages() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 5)
        let pages = ["recipes/recipe-3.html", "print/book.html"]
        let before = try pages.map { try NumberedBook.inode(output.appendingPathComponent($0)) }
        try content.write("recipes/R3.recipe", "# Recipe 3\n\n- Salt | 1 tsp | \n\nStir 3 minutes.\n")
        // Saved a second later, as an editor would, without waiting for the clock.
        let file = content.root.appendingPathComponent("recipes/R3.recipe").path
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(1)], ofItemAtPath: file)
        let outcome = await session.rebuild(changed: ["recipes/R3.recipe"])
        #expect(outcome.succeeded)
        let after = try pages.map { try NumberedBook.inode(output.appendingPathComponent($0)) }
        #expect(after == before, "a page was written again with the same bytes")
    }
}

final class EarlyPages: @unchecked Sendable {
    private let lock = NSLock()
    private var pages: [String] = []
    func add(_ written: [String]) { lock.lock(); pages += written; lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return pages }
}
