import Foundation
import Testing
@testable import RecipeSite

/// A watch session's rebuild after an edit within recipes: the edited page is written first, the
/// pages that show the edit follow, nothing else is written, and the site ends as a clean build
/// would leave it.
@Suite struct EditedRecipeRebuildTests {
    @Test func aStepEditRewritesItsPageItsVolumeAndTheHomePageOnly() async throws {
        // 201 recipes: the whole cookbook prints in two volumes of 101 and 100 recipes, in
        // book order ("Recipe 1" first); "Recipe 1" is in the first.
        let (content, output, session) = try await NumberedBook.session(recipes: 201)
        let otherVolume = output.appendingPathComponent("print/volume-2.html")
        let before = try NumberedBook.inode(otherVolume)
        try content.write("recipes/R1.recipe", "# Recipe 1\n\n- Salt | 1 tsp | \n\nStir 1 minutes.\n\nLet it rest, covered.\n")
        let outcome = await session.rebuild(changed: ["recipes/R1.recipe"])
        let report = try #require(outcome.report)
        #expect(report.earlyFiles == ["recipes/recipe-1.html"])
        // The service worker lists the page's new bytes, so a reader's browser fetches it.
        #expect(Set(report.changedFiles) == ["print/volume-1.html", "index.html", OfflineWorker.path])
        #expect(try NumberedBook.inode(otherVolume) == before, "the other volume is left alone")
        let volume = try String(contentsOf: output.appendingPathComponent("print/volume-1.html"), encoding: .utf8)
        #expect(volume.contains("Let it rest, covered."))
        let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
        #expect(differences == [])
    }

    /// `ahead`: the page written before the book is put together again, at its new address;
    /// none when another recipe or a page of the site's own has the address its title gives,
    /// as the book decides which recipe keeps it.
    @Test(arguments: [
        ("a new title", "R7", "# Recipe Seven\n\n- Salt | 1 tsp | \n\nStir 7 minutes.\n", ["recipes/recipe-seven.html"]),
        ("a tag no other recipe has", "R7", "# Recipe 7\n\n> #quick\n\n- Salt | 1 tsp | \n\nStir 7 minutes.\n", ["recipes/recipe-7.html"]),
        ("no title left", "R7", "- Salt | 1 tsp | \n\nStir 7 minutes.\n", ["recipes/r7.html"]),
        ("another recipe's title, in a new file", "R0", "# Recipe 3\n\nStir.\n", []),
        ("another recipe's title, in a file renamed", "R4", "# Recipe 3\n\nStir.\n", []),
        ("the title of a page of the site's own", "R4", "# Index\n\nStir.\n", []),
    ])
    func editsBeyondStepsLeaveTheSiteAsACleanBuild(_ what: String, _ name: String, _ text: String, _ ahead: [String]) async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 5)
        try content.write("recipes/R7.recipe", "# Recipe 7\n\n- Salt | 1 tsp | \n\nStir 7 minutes.\n")
        let added = try #require(await session.rebuild(changed: ["recipes/R7.recipe"]).report)
        #expect(added.earlyFiles == ["recipes/recipe-7.html"], "a new file's page is written ahead too")
        try content.write("recipes/\(name).recipe", text)
        let report = try #require(await session.rebuild(changed: ["recipes/\(name).recipe"]).report)
        #expect(report.earlyFiles == ahead, "\(what)")
        let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
        #expect(differences == [], "\(what)")
    }

    @Test(arguments: [
        ("another ingredient", "# Recipe 1\n\n- Sea salt | 1 tsp | \n\nStir 1 minutes.\n",
         ["ingredients/index.html", "ingredients/sea-salt.html", "assets/search/postings-0.js"]),
        ("one more ingredient", "# Recipe 1\n\n- Salt | 1 tsp | \n- Black pepper | 1 pinch | \n\nStir 1 minutes.\n",
         ["ingredients/black-pepper.html", "assets/search/postings-0.js"]),
        ("no ingredient left", "# Recipe 1\n\nStir 1 minutes.\n", ["ingredients/index.html", "ingredients/salt.html", "assets/search/postings-0.js"]),
        // Recipe 1 is the first to use salt: the index lists it by the name written there.
        // (the search, which folds case, stays as it was).
        ("the name the index lists an ingredient by", "# Recipe 1\n\n- SALT | 1 tsp | \n\nStir 1 minutes.\n",
         ["ingredients/index.html", "ingredients/salt.html"]),
        ("a note", "# Recipe 1\n\n- Salt | 1 tsp | \n\nStir 1 minutes.\n\n> Serves 2.\n", ["assets/search/postings-0.js"]),
        ("a section", "# Recipe 1\n\n## Sauce\n\n- Salt | 1 tsp | \n\nStir 1 minutes.\n", ["contents/index.html", "assets/search/postings-0.js"]),
        ("a description", "# Recipe 1\n\n> Salty.\n\n- Salt | 1 tsp | \n\nStir 1 minutes.\n", ["recipes/index.html"]),
    ])
    func editsOfIngredientsNotesSectionsAndDescriptionsRewriteThePagesThatShowThem(
        _ what: String, _ text: String, _ regrouped: [String]
    ) async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 5)
        try content.write("recipes/R1.recipe", text)
        let report = try #require(await session.rebuild(changed: ["recipes/R1.recipe"]).report)
        #expect(report.earlyFiles == ["recipes/recipe-1.html"], "\(what): its page is written first")
        for path in regrouped {
            #expect(report.changedFiles.contains(path), "\(what): \(path) shows it")
        }
        let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
        #expect(differences == [], "\(what)")
        // What the edit left kept serves the next edits, of either kind.
        try content.write("recipes/R2.recipe", "# Recipe 2\n\n- Salt | 2 tsp | Flaky\n\n## Finish\n\nStir 2 minutes.\n")
        #expect(await session.rebuild(changed: ["recipes/R2.recipe"]).succeeded)
        try content.write("recipes/R6.recipe", "# Recipe 6\n\n- Salt | 1 tsp | \n\nStir 6 minutes.\n")
        #expect(await session.rebuild(changed: ["recipes/R6.recipe"]).succeeded)
        let afterMore = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
        #expect(afterMore == [], "\(what), then two more edits")
    }

    @Test func aTagTakenOrDroppedRewritesTheTagsPages() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 5)
        try content.write("recipes/R2.recipe", "# Recipe 2\n\n> #quick #salty\n\n- Salt | 1 tsp | \n\nStir 2 minutes.\n")
        try content.write("recipes/R3.recipe", "# Recipe 3\n\n> #quick\n\n- Salt | 1 tsp | \n\nStir 3 minutes.\n")
        #expect(await session.rebuild(changed: ["recipes/R2.recipe", "recipes/R3.recipe"]).succeeded)
        let steps: [(what: String, file: String, text: String, shows: [String])] = [
            ("a tag another recipe has", "R4", "# Recipe 4\n\n> #quick\n\n- Salt | 1 tsp | \n\nStir 4 minutes.\n",
             ["tags/quick/index.html", "tags/index.html", "recipes/index.html"]),
            ("a tag dropped that others keep", "R3", "# Recipe 3\n\n- Salt | 1 tsp | \n\nStir 3 minutes.\n",
             ["tags/quick/index.html", "tags/index.html"]),
            // Recipe 1 comes first in the book: the tag would be named as it spells it.
            ("a tag spelled anew by its first recipe", "R1", "# Recipe 1\n\n> #QUICK\n\n- Salt | 1 tsp | \n\nStir 1 minutes.\n",
             ["tags/quick/index.html"]),
            ("the last recipe with a tag dropping it", "R2", "# Recipe 2\n\n> #quick\n\n- Salt | 1 tsp | \n\nStir 2 minutes.\n",
             ["tags/salty/index.html", "tags/index.html"]),
        ]
        for step in steps {
            try content.write("recipes/\(step.file).recipe", step.text)
            let report = try #require(await session.rebuild(changed: ["recipes/\(step.file).recipe"]).report)
            for path in step.shows {
                #expect(report.changedFiles.contains(path), "\(step.what): \(path) shows it")
            }
            let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
            #expect(differences == [], "\(step.what)")
        }
    }

    @Test func aLinkToAnotherRecipeChangesThatRecipesUsedIn() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 5)
        let steps: [(what: String, file: String, text: String, shows: [String])] = [
            ("a link made", "R4", "# Recipe 4\n\n- Salt | 1 tsp | \n\nStir 4 minutes, as in [Recipe 2](R2.recipe).\n",
             ["recipes/recipe-2.html"]),
            ("a second recipe linking to the same one, before it in the book", "R1",
             "# Recipe 1\n\n- Salt | 1 tsp | \n\nStir 1 minutes; see [Recipe 2](R2.recipe).\n", ["recipes/recipe-2.html"]),
            ("a link moved to another recipe", "R4", "# Recipe 4\n\n- Salt | 1 tsp | \n\nStir 4 minutes, as in [Recipe 3](R3.recipe).\n",
             ["recipes/recipe-2.html", "recipes/recipe-3.html"]),
            ("a link taken out", "R1", "# Recipe 1\n\n- Salt | 1 tsp | \n\nStir 1 minutes.\n", ["recipes/recipe-2.html"]),
        ]
        for step in steps {
            try content.write("recipes/\(step.file).recipe", step.text)
            let report = try #require(await session.rebuild(changed: ["recipes/\(step.file).recipe"]).report)
            for path in step.shows {
                #expect(report.changedFiles.contains(path), "\(step.what): \(path) lists what uses it")
            }
            let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
            #expect(differences == [], "\(step.what)")
        }
        let usedIn = try String(contentsOf: output.appendingPathComponent("recipes/recipe-3.html"), encoding: .utf8)
        #expect(usedIn.contains("recipe-4.html"), "Recipe 3 is used in Recipe 4")
    }

    /// The sample book has parts, stores, meal plans, a guide, photos and links: each edit of
    /// one of its recipes leaves the site as a clean build would.
    @Test func theSampleBookStaysAsACleanBuildWouldLeaveItThroughEditsOfEveryKind() async throws {
        let content = try TemporaryContent()
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content")
        for name in try FileManager.default.contentsOfDirectory(atPath: sample.path) {
            try FileManager.default.copyItem(at: sample.appendingPathComponent(name), to: content.root.appendingPathComponent(name))
        }
        let output = content.root.deletingLastPathComponent().appendingPathComponent("Output")
        let session = BuildSession(options: .init(contentFolder: content.path, outputFolder: output.path))
        #expect(await session.rebuild().succeeded)
        let file = "recipes/Mains/Beef Chili.recipe"
        let original = try String(contentsOf: content.root.appendingPathComponent(file), encoding: .utf8)
        let edits: [(what: String, from: String, to: String)] = [
            ("an ingredient renamed to one the book has (a meal plan and the stores' data show it)", "- Chili powder |", "- Ground cumin |"),
            ("a new description", "> Uncle Ray's chili,", "> Uncle Ray's famous chili,"),
            ("a tag other recipes have", "> #one-pot #family #Freezer", "> #one-pot #family #Freezer #glutenfree"),
            ("a section", "- Vegetable oil |", "## The base\n\n- Vegetable oil |"),
            ("a link to another recipe", "Heat the oil", "Make [a crust](../Basics/Pie%20Crust.recipe) if you like. Heat the oil"),
        ]
        var text = original
        for edit in edits {
            #expect(text.contains(edit.from), "\(edit.what)")
            text = text.replacingOccurrences(of: edit.from, with: edit.to)
            try content.write(file, text)
            let report = try #require(await session.rebuild(changed: [file]).report)
            #expect(report.earlyFiles == ["recipes/beef-chili.html"], "\(edit.what): its page is written first")
            let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
            #expect(differences == [], "\(edit.what)")
        }
    }

    @Test func anAmountOrPreparationEditReachesItsPageAndShoppingData() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 5)
        try content.write("recipes/R3.recipe", "# Recipe 3\n\n- Salt | 2 1/2 tsp | Flaky\n\nStir 3 minutes.\n")
        let report = try #require(await session.rebuild(changed: ["recipes/R3.recipe"]).report)
        #expect(report.earlyFiles == ["recipes/recipe-3.html"])
        let page = try String(contentsOf: output.appendingPathComponent("recipes/recipe-3.html"), encoding: .utf8)
        #expect(page.contains("Flaky"))
        #expect(page.contains(#"[0,"salt","spices",["volume",12.322303984375,null,"tsp"]]"#), "its shopping data has the new amount")
        let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
        #expect(differences == [])
    }

    @Test func aMealPlanShowsTheNewAmountOfItsRecipe() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 3)
        try content.write("plans/Week.md", "# Week\n\n- Recipe 2\n")
        _ = await session.rebuild(changed: ["plans/Week.md"])
        try content.write("recipes/R2.recipe", "# Recipe 2\n\n- Salt | 5 tsp | \n\nStir 2 minutes.\n")
        let report = try #require(await session.rebuild(changed: ["recipes/R2.recipe"]).report)
        #expect(report.changedFiles.contains("plans/week/index.html"))
        let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
        #expect(differences == [])
    }

    @Test func aRebuildThatFailedToWriteIsFinishedByTheNextEditHoweverSmall() async throws {
        let (content, output, session) = try await NumberedBook.session(recipes: 3)
        // A folder where the new recipe's page should be: the whole-book rebuild cannot write.
        try FileManager.default.createDirectory(at: output.appendingPathComponent("recipes/recipe-4.html/x"), withIntermediateDirectories: true)
        try content.write("recipes/R4.recipe", "# Recipe 4\n\n- Pepper | 1 tsp | \n\nStir 4 minutes.\n")
        let failed = await session.rebuild(changed: ["recipes/R4.recipe"])
        #expect(failed.report == nil)
        try FileManager.default.removeItem(at: output.appendingPathComponent("recipes/recipe-4.html"))
        try content.write("recipes/R1.recipe", "# Recipe 1\n\n- Salt | 1 tsp | \n\nStir 1 minutes, then rest.\n")
        let next = try #require(await session.rebuild(changed: ["recipes/R1.recipe"]).report)
        #expect(next.recipes == 4)
        let differences = try await SiteSnapshot.differencesFromCleanBuild(output, of: content)
        #expect(differences == [])
    }

    @Test func problemsComeOutAsAWholeBookBuildReportsThem() async throws {
        // Both untitled, and named alike: a missing title and a duplicate title at the same place.
        let content = try TemporaryContent()
        try content.write("recipes/A/Pie.recipe", "Stir.\n")
        try content.write("recipes/B/Pie.recipe", "Stir.\n")
        let output = content.root.deletingLastPathComponent().appendingPathComponent("Output")
        let session = BuildSession(options: .init(contentFolder: content.path, outputFolder: output.path))
        _ = await session.rebuild()
        try content.write("recipes/B/Pie.recipe", "Stir well.\n")
        let edited = try #require(await session.rebuild(changed: ["recipes/B/Pie.recipe"]).report)
        let whole = try await SiteBuild(options: .init(contentFolder: content.path, outputFolder: output.path + "-whole")).run()
        #expect(edited.diagnostics.count == 3, "each missing title, and the second Pie")
        #expect(edited.diagnostics == whole.diagnostics)
    }

    @Test func aBrokenLinkTypedIntoAStepIsReportedAndGoesWhenFixed() async throws {
        let (content, _, session) = try await NumberedBook.session(recipes: 5)
        try content.write("recipes/R2.recipe", "# Recipe 2\n\n- Salt | 1 tsp | \n\nStir 2 minutes.\n\nSee [the sauce](Sauce.recipe).\n")
        let broken = try #require(await session.rebuild(changed: ["recipes/R2.recipe"]).report)
        #expect(broken.diagnostics.map(\.location.file) == ["recipes/R2.recipe"])
        #expect(broken.diagnostics.first?.description.contains("Sauce.recipe") == true)
        try content.write("recipes/R2.recipe", "# Recipe 2\n\n- Salt | 1 tsp | \n\nStir 2 minutes.\n\nSee the sauce.\n")
        let fixed = try #require(await session.rebuild(changed: ["recipes/R2.recipe"]).report)
        #expect(fixed.diagnostics.isEmpty)
    }

    @Test func problemsOfOtherFilesStayReportedAfterAStepEdit() async throws {
        let (content, _, session) = try await NumberedBook.session(recipes: 5)
        try content.write("recipes/Bad.recipe", "no title here\n")
        let warned = try #require(await session.rebuild(changed: ["recipes/Bad.recipe"]).report)
        #expect(!warned.diagnostics.isEmpty)
        try content.write("recipes/R4.recipe", "# Recipe 4\n\n- Salt | 1 tsp | \n\nStir 4 minutes, then taste.\n")
        let edited = try #require(await session.rebuild(changed: ["recipes/R4.recipe"]).report)
        #expect(edited.diagnostics == warned.diagnostics)
    }
}

/// The whole cookbook of a big book, cut into volumes.
@Suite struct PrintVolumesTests {
    @Test(arguments: [1, 2, 199, 200, 201, 399, 400, 401, 1000, 10_000, 10_001])
    func volumesHoldEveryRecipeOnceInOrderAndAsEvenAsCanBe(_ count: Int) {
        let volumes = PrintVolumes(recipeCount: count)
        #expect(volumes.count == (count + 199) / 200)
        var next = 0
        var sizes: [Int] = []
        for volume in 0..<volumes.count {
            let range = volumes.recipes(in: volume)
            #expect(range.lowerBound == next)
            #expect(range.count <= PrintVolumes.maximumRecipes)
            for position in range { #expect(volumes.volume(of: position) == volume) }
            sizes.append(range.count)
            next = range.upperBound
        }
        #expect(next == count)
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }

    @Test func aBookOf200RecipesPrintsOnOnePageAndOf201InTwoVolumes() async throws {
        for count in [200, 201] {
            let content = try TemporaryContent()
            for number in 1...count {
                try content.write("recipes/R\(number).recipe", "# Recipe \(number)\n\nStir \(number) minutes.\n")
            }
            let output = content.root.deletingLastPathComponent().appendingPathComponent("Output")
            _ = try await SiteBuild(options: .init(contentFolder: content.path, outputFolder: output.path)).run()
            let book = try String(contentsOf: output.appendingPathComponent("print/book.html"), encoding: .utf8)
            let volumes = (1...2).map { output.appendingPathComponent("print/volume-\($0).html") }
            if count == 200 {
                #expect(book.components(separatedBy: "<article").count - 1 == 200)
                #expect(!FileManager.default.fileExists(atPath: volumes[0].path))
                continue
            }
            #expect(!book.contains("<article"))
            #expect(book.contains("href=\"../print/volume-1.html\""))
            #expect(book.contains("href=\"../print/volume-2.html\""))
            #expect(book.contains("(101 recipes)") && book.contains("(100 recipes)"))
            var seen: [String] = []
            for volume in volumes {
                let page = try String(contentsOf: volume, encoding: .utf8)
                #expect(page.contains("<a href=\"../print/book.html\">All volumes</a>"), "a volume leads to the list of volumes")
                seen += page.components(separatedBy: "<article class=\"recipe\" data-recipe=\"").dropFirst().map { $0.prefix { $0 != "\"" } }.map(String.init)
                #expect(page.contains("Print command to print this volume of the cookbook"))
            }
            #expect(seen.count == 201, "every recipe once, in one volume or the other")
            #expect(Set(seen).count == 201)
        }
    }
}
