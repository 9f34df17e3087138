import Foundation
import Testing
@testable import RecipeSite

@Suite struct ContentLoaderTests {
    @Test func partsPackagesPhotosAndChaptersAreFound() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Top Level.recipe", "# Top Level\n\nStir.\n")
        try content.write("recipes/Breakfast/Pancakes.md", "# Pancakes\n\n![Stack](stack.png)\n")
        try content.write("recipes/Breakfast/stack.png", bytes: TestImage.png())
        try content.write("recipes/Desserts/Crumble.recipepackage/Crumble.recipe", "# Crumble\n\n![Hot](hot.jpeg)\n")
        try content.write("recipes/Desserts/Crumble.recipepackage/Photos/hot.jpeg", bytes: TestImage.jpeg())
        try content.write("recipes/Desserts/notes.txt", "not a recipe")
        try content.write("recipes/.hidden.recipe", "# Hidden\n")
        try content.write("guide/02-second.md", "# Second\n")
        try content.write("guide/01-first.md", "# First\n\n## Part\n")
        try content.write("guide/appendix.md", "# Appendix\n")

        let loaded = try await ContentLoader(contentFolder: content.path).load()
        #expect(loaded.diagnostics.isEmpty)
        let recipes = loaded.book.recipes
        // Book order: recipes outside any part first, then parts A–Z.
        #expect(recipes.map(\.file) == [
            "recipes/Top Level.recipe",
            "recipes/Breakfast/Pancakes.md",
            "recipes/Desserts/Crumble.recipepackage/Crumble.recipe",
        ])
        #expect(recipes.map(\.part) == [nil, "Breakfast", "Desserts"])
        // Each photo known by the hash of its bytes and its size, from its header.
        #expect(recipes[1].elements == [.photo(Photo(caption: "Stack", file: "stack.png", found: FoundPhoto(
            path: "recipes/Breakfast/stack.png", format: .png, contentHash: PhotoSource.hash(of: [UInt8](TestImage.png())),
            width: 40, height: 30)))])
        #expect(recipes[2].elements == [.photo(Photo(caption: "Hot", file: "hot.jpeg", found: FoundPhoto(
            path: "recipes/Desserts/Crumble.recipepackage/Photos/hot.jpeg", format: .jpeg,
            contentHash: PhotoSource.hash(of: [UInt8](TestImage.jpeg())), width: 40, height: 30)))])
        #expect(loaded.book.chapters.map(\.title) == ["First", "Second", "Appendix"])
        #expect(loaded.chapterSources[0] == "# First\n\n## Part\n")
        #expect(loaded.book.chapters[0].sections == [Chapter.Section(title: "Part", anchor: "part", level: 2)])
    }

    @Test func brokenFilesGiveOneDiagnosticEachAndTheRestStillLoads() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Good.recipe", "# Good\n\nStir.\n")
        try content.write("recipes/Latin1.recipe", bytes: Data([0x23, 0x20, 0x43, 0x72, 0xE8, 0x6D, 0x65, 0x0A]))
        try content.write("recipes/Binary.recipe", bytes: Data([0x23, 0x20, 0x41, 0x0A, 0x42, 0x00, 0xFF, 0x01]))
        try content.write("recipes/Empty.recipe", "")
        try content.sparseFile("recipes/Huge.recipe", size: 50_000_000)
        try content.write("recipes/Escape.recipe", "# Escape\n\n![Secrets](../../etc/passwd)\n")
        try content.symlink("recipes/Loop.recipe", to: "Loop.recipe")
        try content.symlink("recipes/Outside.recipe", to: "/etc/hostname")
        try content.symlink("recipes/Up", to: "..")
        try content.write("recipes/Empty.recipepackage/Photos/x.jpeg", "x")
        try content.write("guide/01-ok.md", "# OK\n")

        let loaded = try await ContentLoader(contentFolder: content.path).load()
        let printed = loaded.diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.reason.message)" }
        #expect(printed == [
            "recipes/Binary.recipe:2:2: error: file holds a NUL byte: it is binary, not a text file",
            "recipes/Empty.recipe:1:1: warning: file is empty; it is left out of the book",
            "recipes/Empty.recipepackage:1:1: error: recipe package holds no .recipe file",
            "recipes/Escape.recipe:3:12: error: photo '../../etc/passwd' points outside the content folder; it is not published",
            "recipes/Huge.recipe:1:1: error: file is 50000000 bytes, over the limit of 1048576 bytes; it was not read",
            "recipes/Latin1.recipe:1:5: error: file is not valid UTF-8 text",
            "recipes/Loop.recipe:1:1: error: symbolic link loops or leads nowhere",
            "recipes/Outside.recipe:1:1: error: symbolic link leads outside its folder (to '/etc/hostname'); it was not followed",
            "recipes/Up:1:1: error: symbolic link loops or leads nowhere",
        ])
        #expect(loaded.hasErrors)
        #expect(loaded.book.recipes.map(\.title) == ["Escape", "Good"])
        #expect(loaded.book.chapters.map(\.title) == ["OK"])
    }

    @Test func aSymlinkInsideTheContentFolderIsFollowed() async throws {
        let content = try TemporaryContent()
        try content.write("shared/Stock.recipe", "# Stock\n")
        try content.symlink("recipes/Basics/Stock.recipe", to: "../../shared/Stock.recipe")
        let loaded = try await ContentLoader(contentFolder: content.path).load()
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.book.recipes.map(\.file) == ["recipes/Basics/Stock.recipe"])
    }

    @Test func photoPathsThatClimbOutInAnySpellingAreRefused() async throws {
        let content = try TemporaryContent()
        try content.write("secret.jpeg", bytes: TestImage.jpeg("inside the content folder, so allowed"))
        try content.write("recipes/P.recipe", """
        # P

        ![a](%2e%2e/%2e%2e/%2e%2e/etc/passwd)

        ![b](/etc/passwd)

        ![c](../secret.jpeg)

        ![d](..\\..\\etc\\passwd)

        ![e](link.jpeg)
        """)
        try content.symlink("recipes/link.jpeg", to: "/etc/hostname")
        let loaded = try await ContentLoader(contentFolder: content.path).load()
        #expect(loaded.diagnostics.map(\.reason) == [
            .photoOutsideContent("%2e%2e/%2e%2e/%2e%2e/etc/passwd"),
            .photoOutsideContent("/etc/passwd"),
            .photoOutsideContent("..\\..\\etc\\passwd"),
            .photoOutsideContent("link.jpeg"),
            .symlinkOutsideContent(target: "/etc/hostname"),
        ])
        let paths = loaded.book.recipes[0].elements.compactMap { element -> String?? in
            if case .photo(let photo) = element { return photo.path }
            return nil
        }
        #expect(paths == [nil, nil, "secret.jpeg", nil, nil])
    }

    @Test func withinAPartRecipesFollowTheirTitlesIgnoringCase() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Mains/z.recipe", "# apple pie\n")
        try content.write("recipes/Mains/a.recipe", "# Zucchini Bake\n")
        try content.write("recipes/Mains/m.recipe", "# Beef Stew\n")
        try content.write("recipes/aardvark/x.recipe", "# Yoghurt\n")
        let loaded = try await ContentLoader(contentFolder: content.path).load()
        #expect(loaded.book.recipes.map(\.title) == ["Yoghurt", "apple pie", "Beef Stew", "Zucchini Bake"])
    }

    @Test func twoRecipesWithOneTitleBothGetPagesWithAWarning() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/A/Soup.recipe", "# Soup\n")
        try content.write("recipes/B/Soup.recipe", "# Soup\n")
        let loaded = try await ContentLoader(contentFolder: content.path).load()
        #expect(loaded.book.recipes.map(\.slug) == ["soup", "soup-2"])
        #expect(loaded.diagnostics.map(\.description) == [
            "recipes/B/Soup.recipe:1:1: warning: another recipe, 'recipes/A/Soup.recipe', has a title that makes the same address as 'Soup'; this one is published as 'soup-2'\n"
                + "recipes/B/Soup.recipe:1:1: note: give one of the recipes a different title",
        ])
    }

    @Test func aFIFOIsReportedNotWaitedOn() async throws {
        let content = try TemporaryContent()
        let path = content.root.appendingPathComponent("recipes/Pipe.recipe").path
        try FileManager.default.createDirectory(atPath: content.root.appendingPathComponent("recipes").path, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o644) == 0)
        let loaded = try await ContentLoader(contentFolder: content.path).load()
        #expect(loaded.diagnostics.map(\.reason) == [.unreadable("not a regular file")])
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file whatever its permissions"))
    func anUnreadableFileIsReported() async throws {
        let content = try TemporaryContent()
        let url = try content.write("recipes/Locked.recipe", "# Locked\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
        let loaded = try await ContentLoader(contentFolder: content.path).load()
        #expect(loaded.diagnostics.map(\.reason) == [.unreadable("permission denied")])
    }

    /// A book this big is read on several threads (``ParallelWork``): every file still comes
    /// back once, as itself, in book order, and a broken file anywhere keeps its own problem.
    @Test func aBigBookReadOnSeveralThreadsLoadsEveryFileOnceInOrder() async throws {
        let content = try TemporaryContent()
        let count = 700
        for number in 0..<count where number != 333 && number != 601 {
            let name = String(format: "Dish %03d", number)
            try content.write("recipes/\(name).recipe", "# \(name)\n\n- Flour | \(number + 1) g\n\nStir \(number) times.\n")
        }
        try content.write("recipes/Dish 333.recipe", bytes: Data([0x23, 0x20, 0x41, 0x0A, 0x42, 0x00, 0xFF, 0x01]))
        try content.write("recipes/Dish 601.recipe", "")
        for number in 0..<90 { try content.write(String(format: "guide/%03d-chapter.md", number), "# Chapter \(number)\n") }

        let loaded = try await ContentLoader(contentFolder: content.path).load()
        let expected = (0..<count).filter { $0 != 333 && $0 != 601 }
        #expect(loaded.book.recipes.map(\.title) == expected.map { String(format: "Dish %03d", $0) })
        #expect(loaded.book.recipes.map { $0.items.first?.amount } == expected.map { "\($0 + 1) g" })
        #expect(loaded.book.chapters.map(\.title) == (0..<90).map { "Chapter \($0)" })
        #expect(loaded.diagnostics.map(\.location.file) == ["recipes/Dish 333.recipe", "recipes/Dish 601.recipe"])
    }

    @Test func aMissingContentFolderIsAnError() async throws {
        await #expect(throws: ContentLoadError.missingContentFolder("/nonexistent/Content")) {
            try await ContentLoader(contentFolder: "/nonexistent/Content").load()
        }
    }
}
