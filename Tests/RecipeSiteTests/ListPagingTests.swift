import Foundation
import Testing
@testable import RecipeSite

/// Long lists cut into pages (A–Z, parts, tags, contents, each ingredient's recipes), built
/// with small pages so that a small book paginates.
@Suite struct ListPagingTests {
    static let small = ListPaging(cards: 4, contents: 5, ingredient: 3)

    /// 23 recipes whose titles start with A, B or C (7, 9, 7), in two parts, each using salt
    /// and an ingredient of its own, every one tagged #all.
    static func book() throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"Paged Book\"\n")
        for (letter, count) in [("Apple", 7), ("Bean", 9), ("Carrot", 7)] {
            for number in 1...count {
                let part = number % 2 == 0 ? "Mains" : "Sides"
                try content.write(
                    "recipes/\(part)/\(letter) \(number).recipe",
                    "# \(letter) Dish \(number)\n\n> Good. #all\n\n- Salt | 1 pinch |\n- \(letter) | \(number) |\n\nCook.\n")
            }
        }
        return content
    }

    static func build(_ content: TemporaryContent, paging: ListPaging, output: String = "Output") async throws -> BuiltSite {
        let folder = BuiltSite.sandbox(content).appendingPathComponent(output).path
        var options = SiteBuild.Options(contentFolder: content.path, outputFolder: folder)
        options.paging = paging
        let report = try await SiteBuild(options: options).run()
        return BuiltSite(content: content, output: folder, report: report)
    }

    /// The pages of the list starting at `first`, by following each page's `rel="next"` link,
    /// checking on the way that each page's `rel="prev"` link leads back and its status says
    /// where it is.
    static func chain(_ site: BuiltSite, from first: String) throws -> [(path: String, page: PageHTML)] {
        var pages: [(path: String, page: PageHTML)] = []
        var path: String? = first
        while let current = path {
            let file = SitePath.file(of: current)
            let page = try site.page(current)
            let previous = page.first("a[rel=prev]")?["href"].flatMap { PageHTML.resolve($0, from: file) }
            #expect(previous == pages.last?.path, "\(current) leads back")
            pages.append((current, page))
            path = page.first("a[rel=next]")?["href"].flatMap { PageHTML.resolve($0, from: file) }
            #expect(pages.count < 50)
        }
        for (number, page) in pages.enumerated() where pages.count > 1 {
            #expect(page.page.first("span.pager-status")?.text == "Page \(number + 1) of \(pages.count)")
        }
        return pages
    }

    /// The recipes the links matching `selector` (inside the elements matching `within`) lead
    /// to on `pages`, in order.
    static func recipes(on pages: [(path: String, page: PageHTML)], _ selector: String, within: String? = nil) -> [String] {
        pages.flatMap { path, page in
            let links = within.map { page.all($0).flatMap { $0.inside.all(selector) } } ?? page.all(selector)
            return links.compactMap { $0["href"].flatMap { PageHTML.resolve($0, from: SitePath.file(of: path)) } }
                .filter { $0.hasPrefix("recipes/") && !$0.contains("#") }
        }
    }

    @Test func everyRecipeIsOnTheAZPagesOnceInOrder() async throws {
        let content = try Self.book()
        let site = try await Self.build(content, paging: Self.small)
        let pages = try Self.chain(site, from: "recipes/")
        #expect(pages.map(\.path) == ["recipes/"] + (2...6).map { "recipes/page/\($0)/" })
        let shown = Self.recipes(on: pages, "a.recipe-card-title")
        #expect(shown.count == 23)
        #expect(Set(shown).count == 23)
        #expect(shown.first == "recipes/apple-dish-1.html" && shown.last == "recipes/carrot-dish-7.html")
        // Page 2 holds Apple 5–7 and Bean 1: its range says so, B's group starts there, A goes on.
        let second = pages[1].page
        #expect(second.first("p.page-range")?.text == "Apple Dish 5 – Bean Dish 1")
        #expect(second.all("section.letter-group.is-continued").count == 1)
        #expect(second.all("section#letter-b").count == 1)
        // The letters lead to the page each starts on, from every page.
        let letters = pages[0].page.first("nav.letter-nav")?.inside.all("a").compactMap {
            $0["href"].flatMap { PageHTML.resolve($0, from: "recipes/index.html") }
        }
        #expect(letters == ["recipes/index.html#letter-a", "recipes/page/2/#letter-b", "recipes/page/5/#letter-c"])
    }

    @Test func anIngredientOfEveryRecipePaginatesAndListsEachOnce() async throws {
        let content = try Self.book()
        let site = try await Self.build(content, paging: Self.small)
        let salt = try Self.chain(site, from: "ingredients/salt.html")
        #expect(salt.count == 8)
        let shown = Self.recipes(on: salt, "a", within: "ul.ingredient-recipes")
        #expect(shown.count == 23 && Set(shown).count == 23)
        // Each recipe is on each of its ingredients' pages once.
        let bean = Self.recipes(on: try Self.chain(site, from: "ingredients/bean.html"), "a", within: "ul.ingredient-recipes")
        #expect(bean == [2, 4, 6, 8, 1, 3, 5, 7, 9].map { "recipes/bean-dish-\($0).html" }, "in book order: Mains, then Sides")
        // The index links to every ingredient's first page, with its count.
        let index = try site.page("ingredients/")
        let terms = index.all("dt").flatMap { $0.inside.all("a") }.compactMap { $0["href"].flatMap { PageHTML.resolve($0, from: "ingredients/index.html") } }
        #expect(terms == ["ingredients/apple.html", "ingredients/bean.html", "ingredients/carrot.html", "ingredients/salt.html"])
        #expect(index.all("dd").map(\.text) == ["7", "9", "7", "23"])
    }

    @Test func tagsPartsAndContentsPaginateAndShowEachRecipeOnce() async throws {
        let content = try Self.book()
        let site = try await Self.build(content, paging: Self.small)
        let tag = Self.recipes(on: try Self.chain(site, from: "tags/all/"), "a.recipe-card-title")
        #expect(tag.count == 23 && Set(tag).count == 23)
        let mains = Self.recipes(on: try Self.chain(site, from: "parts/mains/"), "a.recipe-card-title")
        #expect(mains.count == 10 && Set(mains).count == 10)
        let contents = try Self.chain(site, from: "contents/")
        #expect(contents.count == 5)
        let entries = Self.recipes(on: contents, "a", within: "ol.toc-recipes")
        #expect(entries.count == 23 && Set(entries).count == 23)
        // Mains (10) fill pages 1–2, Sides (13) pages 3–5: a part that goes on from one page
        // to the next says so, and the jumps lead to where each part starts.
        #expect(contents[1].page.all("section.toc-part.is-continued").count == 1)
        #expect(contents[2].page.all("section.toc-part.is-continued").isEmpty)
        #expect(contents[2].page.all("section#part-sides").count == 1)
        let jumps = contents[3].page.first("nav.toc-jump")?.inside.all("a").compactMap {
            $0["href"].flatMap { PageHTML.resolve($0, from: "contents/page/4/index.html") }
        }
        #expect(jumps == ["contents/#part-mains", "contents/page/3/#part-sides"])
    }

    @Test func aSmallBookHasOnePagePerListAndNoPager() async throws {
        let content = try Self.book()
        let site = try await Self.build(content, paging: .standard)
        for path in ["recipes/", "tags/all/", "parts/mains/", "contents/", "ingredients/salt.html"] {
            let page = try site.page(path)
            #expect(page.all("nav.pager").isEmpty, "\(path)")
            #expect(page.all("p.page-range").isEmpty && page.all("nav.toc-jump").isEmpty, "\(path)")
            #expect(!site.exists(SitePath.file(of: ListPaging.path(path, page: 1))), "\(path)")
        }
        #expect(site.files().filter { $0.contains("/page/") }.isEmpty)
    }
}
