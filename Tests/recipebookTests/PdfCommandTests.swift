import Foundation
import Testing
import TestSupport

/// `recipebook pdf` on the sample book, read back with poppler's `pdftotext` and `pdfinfo`:
/// what a reader of the printed cookbook checks first.
@Suite(.serialized) struct PdfCommandTests {
    /// The sample book's PDF, made once for the suite.
    static let book: Result<(pdf: URL, pages: [String]), any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-pdf-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pdf = folder.appendingPathComponent("cookbook.pdf")
        let outcome = try CommandRunner.run(["pdf", "--content", "Content", "--output", pdf.path])
        guard outcome.status == 0 else { throw PdfTestError.command(outcome.errors) }
        let info = try Self.tool("pdfinfo", [pdf.path]).split(separator: "\n").first { $0.hasPrefix("Pages:") }
        guard let count = info?.split(separator: " ").last.flatMap({ Int($0) }) else { throw PdfTestError.tool("pdfinfo gave no page count") }
        let pages = try (1...count).map { page in
            try Self.tool("pdftotext", ["-layout", "-f", "\(page)", "-l", "\(page)", pdf.path, "-"])
        }
        return (pdf, pages)
    }

    enum PdfTestError: Error { case command(String), tool(String) }

    static func tool(_ name: String, _ arguments: [String]) throws -> String {
        let run = try Tool.run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, errors: .discarded)
        guard run.status == 0 else { throw PdfTestError.tool("\(name) failed (poppler-utils installed?)") }
        return run.text
    }

    static func lines(_ page: String) -> [String] {
        // pdftotext ends each page with a form feed.
        page.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet.whitespaces.union(["\u{0C}"])) }.filter { !$0.isEmpty }
    }

    /// `Title ....... 12` and `Title, 12` lines: the title and the number.
    static func numbered(_ line: String, separator: Character) -> (title: String, page: Int)? {
        guard let number = line.split(separator: separator == "." ? " " : ",").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        else { return nil }
        var title = Substring(line)
        if let cut = line.lastIndex(of: separator == "." ? " " : ",") { title = title[..<cut] }
        return (title.trimmingCharacters(in: CharacterSet(charactersIn: ". ")), number)
    }

    @Test func everyPageButTheTitlePageIsNumbered() throws {
        let pages = try Self.book.get().pages
        #expect(pages.count > 25, "a title page, contents, 24 recipes, an index")
        #expect(!Self.lines(pages[0]).contains("1"), "the title page carries no number")
        for (index, page) in pages.enumerated().dropFirst() {
            #expect(Self.lines(page).last == "\(index + 1)", "page \(index + 1) shows its number at its foot")
        }
        #expect(Self.lines(pages[1]).first == "The Family Recipe Book", "the book's title heads each page")
    }

    @Test func eachContentsEntryLeadsToThePageItsRecipeStartsOn() throws {
        let pages = try Self.book.get().pages
        let contents = Self.lines(pages[1]).filter { $0.contains("...") }.compactMap { Self.numbered($0, separator: ".") }
        #expect(contents.count == 24, "every recipe of the sample book")
        #expect(Self.lines(pages[1]).contains("Baking & Desserts"), "the contents are grouped by part")
        for entry in contents {
            let page = Self.lines(pages[entry.page - 1])
            #expect(page.contains(entry.title), "\(entry.title) starts on page \(entry.page)")
            #expect(!Self.lines(pages[entry.page - 2]).contains(entry.title) || entry.page - 2 == 1,
                    "\(entry.title) does not start before page \(entry.page)")
        }
    }

    @Test func theIndexNamesThePagesOfTheRecipesThatUseAnIngredient() throws {
        let pages = try Self.book.get().pages
        let start = try #require(pages.lastIndex { Self.lines($0).contains { $0.hasPrefix("Index of ingredients") } })
        let titles = Self.lines(pages[1]).filter { $0.contains("...") }.compactMap { Self.numbered($0, separator: ".")?.title }
        // An ingredient's recipes run on after its name, "Apples Grandma's Apple Crumble, 6;
        // Pumpkin Pie, 8", in two columns: each column's lines, joined, hold "Title, page".
        let columns = pages[start...].flatMap { page in
            Self.lines(page).map { $0.components(separatedBy: "   ").filter { !$0.isEmpty } }
        }
        let text = [0, 1].map { column in
            columns.compactMap { $0.count > column ? $0[column].trimmingCharacters(in: .whitespaces) : nil }.joined(separator: " ")
        }.joined(separator: " ")
        var checked = 0
        for title in titles {
            var rest = text[...]
            while let found = rest.range(of: title + ",") {
                // The page number is kept on the title's line by a no-break space.
                rest = rest[found.upperBound...].drop { $0 == " " || $0 == "\u{A0}" }
                guard let page = Int(rest.prefix { $0.isNumber }), page <= pages.count else { continue }
                if Self.lines(pages[page - 1]).contains(title) { checked += 1 } else {
                    Issue.record("the index sends \(title) to page \(page), which does not show it")
                }
            }
        }
        #expect(checked > 100, "the index lists the sample book's ingredients with their recipes: \(checked)")
    }

    @Test func theBookmarksAreThePartsAndTheirRecipesAtTheirPages() throws {
        let (pdf, pages) = try Self.book.get()
        // Each bookmark as "depth|title|page", read with pypdf (scripts/test installs it).
        let script = """
        import sys, pypdf
        reader = pypdf.PdfReader(sys.argv[1])
        def walk(items, depth):
            for item in items:
                if isinstance(item, list): walk(item, depth + 1)
                else: print(f"{depth}|{item.title}|{reader.get_destination_page_number(item) + 1}")
        walk(reader.outline, 0)
        """
        let outline = try Self.tool("python3", ["-c", script, pdf.path]).split(separator: "\n").map { $0.split(separator: "|") }
        let parts = outline.filter { $0.first == "0" }.map { String($0[1]) }
        let recipes = outline.filter { $0.first == "1" }
        #expect(parts.contains("Baking & Desserts") && parts.contains("Mains"), "a bookmark for each part")
        #expect(recipes.count == 24, "a bookmark for each recipe, under its part")
        for bookmark in recipes {
            guard bookmark.count == 3, let page = Int(bookmark[2]), page <= pages.count else {
                Issue.record("a bookmark without a page: \(bookmark)")
                continue
            }
            #expect(Self.lines(pages[page - 1]).contains(String(bookmark[1])), "\(bookmark[1]) is on page \(page)")
        }
    }

    @Test func theSampleBookPrintsOnAtMost36PagesNoneOfThemNearlyEmpty() throws {
        let pages = try Self.book.get().pages
        #expect(pages.count <= 36, "24 recipes, their contents and index: \(pages.count) pages")
        // The title page is meant to hold only the title; every other page holds at least six
        // lines of its own beside the book's title at its head and its number at its foot.
        for (index, page) in pages.enumerated().dropFirst() {
            let body = Self.lines(page).count - 2
            #expect(body >= 6, "page \(index + 1) holds \(body) lines: \(Self.lines(page))")
        }
    }

    @Test func aPartsNameHeadsItsFirstRecipesPage() throws {
        let pages = try Self.book.get().pages
        let stock = try #require(pages.firstIndex { Self.lines($0).contains("Chicken Stock") && !Self.lines($0).contains("Contents") })
        #expect(Self.lines(pages[stock]).filter { $0 == "BASICS" }.count == 1, "Basics heads its first recipe's page")
        #expect(!Self.lines(pages[stock - 1]).contains { $0.caseInsensitiveCompare("Basics") == .orderedSame },
                "and has no page of its own before it")
    }

    @Test func aPageThatGoesOnWithARecipeIsHeadedWithItsTitleAndHoldsSixLinesOfIt() throws {
        // Stews of 47, 48 and 49 steps: a page and a bit each, so one of them leaves only a
        // step or two for its last page unless its last elements go there together.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-long-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("recipes"), withIntermediateDirectories: true)
        let stews = ["Long Stew": 47, "Longer Stew": 48, "Longest Stew": 49]
        for (title, count) in stews {
            let steps = (1...count).map { "Stir the pot for the \($0). time and taste it: more salt, more pepper, or leave it be.\n" }
            try ("# \(title)\n\n- Beef | 1 kg |\n\n" + steps.joined(separator: "\n"))
                .write(to: folder.appendingPathComponent("recipes/\(title).recipe"), atomically: true, encoding: .utf8)
        }
        // Outside the content folder: a PDF is never written into the book.
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-long-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: pdf) }
        let outcome = try CommandRunner.run(["pdf", "--content", folder.path, "--output", pdf.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let text = try Self.tool("pdftotext", ["-layout", pdf.path, "-"])
        let pages = text.split(separator: "\u{0C}").map { Self.lines(String($0)) }
        let index = try #require(pages.firstIndex { $0.contains("Index of ingredients") })
        var current: String?
        var continued: [String: Int] = [:]
        for page in pages[2..<index] {
            if let title = stews.keys.first(where: { page.contains($0) }) {
                #expect(page.first?.contains("continued") == false, "the first page of \(title) is not headed continued")
                current = title
            } else {
                let title = try #require(current)
                #expect(page.first?.hasSuffix("\(title) … continued") == true, "headed \(page.first ?? "")")
                #expect(page.count - 2 >= 6, "at least six lines of \(title): \(page)")
                continued[title, default: 0] += 1
            }
        }
        #expect(continued.count == 3, "each stew runs on: \(continued)")
        #expect(pages[index].first?.contains("continued") == false, "the index is not a stew")
    }

    @Test func aGermanBooksIndexFilesÄpfelAndÖlWithTheAsAndOs() throws {
        let german = CommandRunner.repositoryRoot.appendingPathComponent("Tests/RecipeSiteTests/Fixtures/Languages/de").path
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-de-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: pdf) }
        let outcome = try CommandRunner.run(["pdf", "--content", german, "--output", pdf.path])
        #expect(outcome.status == 0, "\(outcome.errors)")
        let text = try Self.tool("pdftotext", [pdf.path, "-"])
        let index = try #require(text.range(of: "Verzeichnis der Zutaten", options: .backwards)).upperBound
        let names = ["Äpfel", "Butter", "Öl", "Petersilie", "Zwiebel"]
        let places = names.compactMap { text.range(of: $0, range: index..<text.endIndex)?.lowerBound }
        #expect(places.count == names.count, "each is in the index")
        #expect(places == places.sorted(), "the index reads \(names.joined(separator: ", ")) in that order")
    }

    @Test func aBookOfOneRecipeIsCountedInTheSingular() throws {
        let folder = try ScratchFolder()
        #expect(try CommandRunner.run(["init", "book", "--no-workflow"], in: folder.url).status == 0)
        let book = folder.url.appendingPathComponent("book")
        let outcome = try CommandRunner.run(["pdf", "--output", "one.pdf"], in: book)
        #expect(outcome.status == 0, "\(outcome.errors)")
        #expect(outcome.errors.hasSuffix("wrote one.pdf: the cookbook of 1 recipe\n"), "\(outcome.errors)")
    }

    @Test func withoutAnEngineItSaysWhatToInstallAndExits2() throws {
        let pdf = FileManager.default.temporaryDirectory.appendingPathComponent("no-engine-\(UUID().uuidString).pdf")
        let outcome = try CommandRunner.run(["pdf", "--content", "Content", "--output", pdf.path], environment: ["PATH": "/nonexistent"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.contains("install WeasyPrint"))
        #expect(!FileManager.default.fileExists(atPath: pdf.path))
    }
}
