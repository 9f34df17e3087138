import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// A content folder built by `SiteBuild` into an output folder beside it.
struct BuiltSite {
    let content: TemporaryContent
    let output: String
    let report: SiteBuild.Report

    /// The folder that holds `Content/` (and `Output/`, `Templates/` when a test makes them).
    static func sandbox(_ content: TemporaryContent) -> URL { content.root.deletingLastPathComponent() }

    static func build(
        _ content: TemporaryContent, output: String = "Output", theme: ThemeName? = nil, baseURL: String? = nil
    ) async throws -> BuiltSite {
        let folder = sandbox(content).appendingPathComponent(output).path
        let options = SiteBuild.Options(contentFolder: content.path, outputFolder: folder, theme: theme, baseURL: baseURL)
        let report = try await SiteBuild(options: options).run()
        return BuiltSite(content: content, output: folder, report: report)
    }

    /// The page at a clean URL (`recipes/apple-pie/`, `` for the home page) or a file path.
    func page(_ path: String) throws -> PageHTML {
        PageHTML(try text(path))
    }

    func text(_ path: String) throws -> String {
        let file = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
        return try String(contentsOfFile: output + "/" + file, encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: output + "/" + path)
    }

    /// Every file of the output folder, relative to it, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: output)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: output + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    func htmlFiles() throws -> [String] { files().filter { $0.hasSuffix(".html") } }
}

@Suite struct SiteBuildTests {
    // MARK: - Escaping

    static let hostile = "<script>alert(1)</script>"

    @Test func hostileTextIsEscapedEverywhere() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Fish & \"Chips\" <b>/Hostile.recipe", """
        # \(Self.hostile) "Quoted" & Co

        > About \(Self.hostile) "this" & that. #safe

        ![\(Self.hostile) "cap" & more](photo.jpeg)

        - \(Self.hostile) Salt | 1 cup "heaped" & \(Self.hostile) | \(Self.hostile) & "prep"

        Bake 5 minutes [\(Self.hostile)].

        Stir <img src=x onerror=alert(1)> and see [x](javascript:alert(1)).

        > #\(Self.hostile)
        """)
        try content.write("recipes/Fish & \"Chips\" <b>/photo.jpeg", bytes: TestImage.jpeg())
        try content.write("guide/01-intro.md", "# Intro \(Self.hostile) & \"more\"\n\n## Part \(Self.hostile)\n\nText.\n")
        let site = try await BuiltSite.build(content)
        let files = site.files()
        #expect(files.contains("assets/search/words.js") && files.contains("assets/search/docs-0.js"))
        #expect(!files.contains("assets/search-index.js"))

        for file in files where [".html", ".js", ".xml", ".json"].contains(where: file.hasSuffix) {
            let text = try site.text(file).lowercased()
            #expect(!text.contains("<script>alert"), "raw <script>alert in \(file)")
            #expect(!text.contains("<img src=x"), "raw <img> in \(file)")
            // JSON-LD is data: its strings may hold these words, escaped; the markup may not.
            let markup = Self.removingJSONLD(text)
            #expect(!markup.contains("onerror"), "onerror in \(file)")
            #expect(!markup.contains("javascript:alert"), "javascript: URL in \(file)")
            for element in PageHTML(text).all("a[href]") {
                #expect(!(element["href"] ?? "").hasPrefix("javascript"), "javascript: link in \(file)")
            }
        }

        // The text still reads as written: escaped once, not dropped, not escaped twice.
        let recipe = try #require(try site.htmlFiles().first { $0.hasPrefix("recipes/") && $0.hasSuffix(".html") && !$0.hasSuffix("index.html") })
        let page = try site.page(recipe)
        let title = "\(Self.hostile) \"Quoted\" & Co"
        #expect(page.first("h1.recipe-title")?.text == title)
        #expect(page.first("title")?.text.hasPrefix(title) == true)
        #expect(page.first("figure.photo")?.inside.first("img")?["alt"] == "\(Self.hostile) \"cap\" & more")
        #expect(page.first("figcaption")?.text == "\(Self.hostile) \"cap\" & more")
        #expect(page.first("button.timer")?["data-timer-name"] == Self.hostile)
        #expect(page.first("li.item")?.inside.first(".item-name")?.text == "\(Self.hostile) Salt")
        #expect(page.first("li.item")?.inside.first(".item-prep")?.text == "\(Self.hostile) & \"prep\"")
        #expect(page.first("li.item")?.inside.first(".item-amount")?["data-rest"]?.contains(Self.hostile) == true)
        #expect(page.first(".recipe-part")?.text == "Fish & \"Chips\" <b>")
        // The link with a javascript: URL keeps its text but loses its address.
        let steps = page.all("p.step-text")
        #expect(steps.count == 2)
        #expect(steps.last?.inside.all("img").isEmpty == true)
        #expect(steps.last?.inside.all("a").allSatisfy { !($0["href"] ?? "").lowercased().contains("javascript") } == true)
        // A `#` followed by markup starts no tag.
        #expect(page.tagLinks.map(\.text) == ["#safe"])
    }

    static func removingJSONLD(_ html: String) -> String {
        var result = html
        while let start = result.range(of: "<script type=\"application/ld+json\">"),
              let end = result.range(of: "</script>", range: start.upperBound..<result.endIndex) {
            result.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return result
    }

    // MARK: - Relative links

    @Test func everyLinkIsRelativeAndEveryPageKnowsItsDepth() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Mains/Stew.recipe", "# Stew\n\n![Pot](pot.jpeg)\n\nSimmer 2 hours.\n\n> #hearty\n")
        try content.write("recipes/Mains/pot.jpeg", bytes: TestImage.jpeg())
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it. See [Stew](Mains/Stew.recipe).\n")
        try content.write("guide/01-intro.md", "# Intro\n\nSee [Writing](02-writing.md#items) and [Stew](../recipes/Mains/Stew.recipe).\n")
        try content.write("guide/02-writing.md", "# Writing\n\n## Items\n\nText.\n")
        let site = try await BuiltSite.build(content, baseURL: "https://example.com/book/")
        let pages = try site.htmlFiles()
        #expect(pages.contains("index.html"))
        #expect(pages.contains("recipes/stew.html"))
        #expect(pages.contains("guide/intro/index.html"))
        #expect(pages.contains("print/book.html"))

        for file in pages {
            let html = try site.text(file)
            if file == "404.html" {
                // The one page a server shows at any depth: a `<base>` names the root's path,
                // and nothing is loaded from another host, whatever the config says.
                let page = PageHTML(html)
                #expect(page.first("base")?["href"] == "/book/")
                #expect(page.first("body")?["data-root"] == "")
                #expect(!html.contains("example.com"), "404.html names the host")
                continue
            }
            #expect(!html.contains("href=\"/"), "absolute href in \(file)")
            #expect(!html.contains("src=\"/"), "absolute src in \(file)")
            let page = PageHTML(html)
            let root = page.first("body")?["data-root"]
            let depth = file.split(separator: "/").count - 1
            #expect(root == String(repeating: "../", count: depth), "data-root of \(file)")
            // Every relative link and image leads to a file of the site.
            for element in page.all("a[href]") + page.all("link[href]") + page.all("img[src]") + page.all("script[src]") {
                let address = element["href"] ?? element["src"] ?? ""
                guard let target = PageHTML.resolve(address, from: file) else { continue }
                let path = String(target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
                let onDisk = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
                #expect(site.exists(onDisk), "\(file) links to \(address), which is not in the site")
            }
        }
        #expect(try site.page("").first("body")?["data-root"] == "")
        #expect(try site.page("recipes/").first("body")?["data-root"] == "../")
        #expect(try site.page("recipes/stew.html").first("body")?["data-root"] == "../")
    }

    // MARK: - The guide

    static func writeGuide(_ content: TemporaryContent) throws {
        try content.write("guide/01-alpha.md", """
        # Alpha

        Read [the section](02-beta.md#sec) and [all of Beta](02-beta.md), or [below](#first).

        ## First

        ### Deeper

        ## Second
        """)
        try content.write("guide/02-beta.md", "# Beta\n\n## Sec\n\nBack to [Alpha](01-alpha.md#first).\n\n## Second\n")
        try content.write("guide/03-gamma.md", "# Gamma\n\nThe end.\n")
    }

    @Test func chapterPagesHaveSidebarNeighboursAndJumpMenu() async throws {
        let content = try TemporaryContent()
        try Self.writeGuide(content)
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        let slugs = ["alpha", "beta", "gamma"]
        let script = try site.text("guide/chapters.js").trimmingPrefix("window.RECIPEBOOK_CHAPTERS = ")
        let list = try JSONDecoder().decode([[String]].self, from: Data(script.prefix { $0 != ";" }.utf8))
        #expect(list == [["Alpha", "guide/alpha/"], ["Beta", "guide/beta/"], ["Gamma", "guide/gamma/"]])
        for (position, slug) in slugs.enumerated() {
            let file = "guide/\(slug)/index.html"
            let page = try site.page(file)
            // The sidebar's list is made by the page script from guide/chapters.js, this page marked.
            #expect(page.first("nav.guide-sidebar")?.inside.first("ol.chapter-list")?["data-current"] == "guide/\(slug)/")
            #expect(page.all("script").compactMap { $0["src"] }.compactMap { PageHTML.resolve($0, from: file) }.contains("guide/chapters.js"))

            let previous = page.first("a.chapter-prev")
            let next = page.first("a.chapter-next")
            #expect(previous.flatMap { $0["href"] }.flatMap { PageHTML.resolve($0, from: file) }
                == (position > 0 ? "guide/\(slugs[position - 1])/" : nil))
            #expect(next.flatMap { $0["href"] }.flatMap { PageHTML.resolve($0, from: file) }
                == (position + 1 < slugs.count ? "guide/\(slugs[position + 1])/" : nil))

            // Every heading has an id and a "#" link to itself.
            let body = try #require(page.first("div.chapter-body")).inside
            let headings = body.all("h2") + body.all("h3")
            for heading in headings {
                let id = try #require(heading["id"])
                #expect(heading.inside.all("a.heading-anchor").compactMap { $0["href"] } == ["#" + id])
            }
        }

        let alpha = try site.page("guide/alpha/")
        let jump = try #require(alpha.first("details.jump-menu")).inside.all("a")
        #expect(jump.compactMap { $0["href"] } == ["#first", "#deeper", "#second"])
        #expect(jump.map(\.text) == ["First", "Deeper", "Second"])
        let ids = Set(alpha.all("[id]").compactMap { $0["id"] })
        #expect(ids.isSuperset(of: ["first", "deeper", "second"]))
        #expect(alpha.all("h3#deeper").count == 1)
        // A chapter with no sections has no jump menu.
        #expect(try site.page("guide/gamma/").all("details.jump-menu").isEmpty)

        // Links between chapters lead to the other chapter's page and anchor.
        let links = try #require(alpha.first("div.chapter-body")).inside.all("a").filter { !$0.classes.contains("heading-anchor") }
        let targets = links.compactMap { $0["href"] }.map { PageHTML.resolve($0, from: "guide/alpha/index.html") }
        #expect(targets == ["guide/beta/#sec", "guide/beta/", "guide/alpha/index.html#first"])
        #expect(try site.page("guide/beta/").all("h2#sec").count == 1)
    }

    @Test func thePrintGuideHasUniqueIdsPrefixedByChapter() async throws {
        let content = try TemporaryContent()
        try Self.writeGuide(content)
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let site = try await BuiltSite.build(content)
        let page = try site.page("print/guide/")
        let ids = page.all("[id]").compactMap { $0["id"] }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        let headingIds = (page.all("h1") + page.all("h2") + page.all("h3")).compactMap { $0["id"] }
        #expect(headingIds.contains("alpha--second"))
        #expect(headingIds.contains("beta--second"))
        for id in headingIds {
            #expect(["alpha--", "beta--", "gamma--"].contains(where: id.hasPrefix), "unprefixed heading id \(id)")
        }
        // Links within the print page lead to ids on it.
        for link in page.all("a[href]") {
            guard let href = link["href"], href.hasPrefix("#"), href != "#main" else { continue }
            #expect(ids.contains(String(href.dropFirst())), "print guide links to missing \(href)")
        }
    }

    @Test func aBrokenLinkInAChapterIsReported() async throws {
        let content = try TemporaryContent()
        try content.write("guide/01-alpha.md", "# Alpha\n\nSee [nothing](02-missing.md).\n")
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.map(\.reason) == [.brokenLink("02-missing.md")])
        #expect(site.report.diagnostics.map(\.location.file) == ["guide/01-alpha.md"])
    }

    // MARK: - Lists

    @Test func theHomePageListsParts() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Breakfast/Oats.recipe", "# Oats\n\nSoak.\n")
        try content.write("recipes/Breakfast/Eggs.recipe", "# Eggs\n\nFry.\n")
        try content.write("recipes/Soups & Sides/Soup.recipe", "# Soup\n\nSimmer.\n")
        let site = try await BuiltSite.build(content)
        let cards = try site.page("").all("li.part-card")
        #expect(cards.map { $0.inside.first("a")?.text } == ["Breakfast", "Soups & Sides"])
        #expect(cards.map { $0.inside.first("a")?["href"] } == ["parts/breakfast/", "parts/soups-sides/"])
        #expect(cards.map { $0.inside.first(".count")?.text } == ["2 recipes", "1 recipe"])
        let part = try site.page("parts/breakfast/")
        #expect(Set(part.all("a.recipe-card-title").map(\.text)) == ["Oats", "Eggs"])
    }

    @Test func allRecipesAreGroupedByLetter() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/a.recipe", "# banana bread\n\nBake.\n")
        try content.write("recipes/b.recipe", "# Apple Pie\n\nBake.\n")
        try content.write("recipes/c.recipe", "# Éclairs\n\nBake.\n")
        try content.write("recipes/d.recipe", "# 7-Layer Dip\n\nLayer.\n")
        try content.write("recipes/e.recipe", "# Apricot Jam\n\nBoil.\n")
        let site = try await BuiltSite.build(content)
        let page = try site.page("recipes/")
        let groups = page.all("section.letter-group")
        #expect(groups.map { $0.inside.first("h2")?.text } == ["#", "A", "B", "E"])
        #expect(groups.map { $0["id"] } == ["letter-0-9", "letter-a", "letter-b", "letter-e"])
        #expect(groups.map { $0.inside.all("a.recipe-card-title").map(\.text) } == [
            ["7-Layer Dip"], ["Apple Pie", "Apricot Jam"], ["banana bread"], ["Éclairs"],
        ])
        let letters = try #require(page.first("nav.letter-nav")).inside.all("a").compactMap { $0["href"] }
        #expect(letters == ["#letter-0-9", "#letter-a", "#letter-b", "#letter-e"])
    }

    @Test func aTagPageListsExactlyItsRecipesWhateverTheCase() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Salad.recipe", "# Salad\n\nToss.\n\n> #Vegan #quick\n")
        try content.write("recipes/Curry.recipe", "# Curry\n\nSimmer.\n\n> #vegan\n")
        try content.write("recipes/Steak.recipe", "# Steak\n\nSear.\n\n> #quick\n")
        let site = try await BuiltSite.build(content)
        let vegan = try site.page("tags/vegan/")
        #expect(Set(vegan.all("a.recipe-card-title").map(\.text)) == ["Salad", "Curry"])
        #expect(vegan.all("a.recipe-card-title").count == 2)
        // The first spelling in book order (Curry, then Salad) names the tag.
        #expect(vegan.first("h1")?.text == "#vegan")
        #expect(Set(try site.page("tags/quick/").all("a.recipe-card-title").map(\.text)) == ["Salad", "Steak"])
        #expect(!site.files().contains { $0.hasPrefix("tags/vegan-") })
        let cloud = try #require(try site.page("tags/").first("ul.tag-cloud")).inside.all("li")
        #expect(cloud.map { $0.inside.first("a")?.text } == ["#quick", "#vegan"])
        #expect(cloud.map { $0.inside.first(".count")?.text } == ["2", "2"])
        // Both spellings link to the one page.
        #expect(try site.page("recipes/curry.html").tagLinks.first?["href"] == "../tags/vegan/")
        #expect(try site.page("recipes/salad.html").tagLinks.first?["href"] == "../tags/vegan/")
    }

    /// Every card on a tag's page has that tag: the cards there show a recipe's other tags.
    @Test func cardsOnATagsPageShowTheRecipesOtherTags() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Salad.recipe", "# Salad\n\nToss.\n\n> #Vegan #quick\n")
        try content.write("recipes/Curry.recipe", "# Curry\n\nSimmer.\n\n> #vegan\n")
        let site = try await BuiltSite.build(content)
        func tags(_ page: PageHTML) -> [String: [String]] {
            Dictionary(uniqueKeysWithValues: page.all("li.recipe-card").map { card in
                (card.inside.first("a.recipe-card-title")?.text ?? "", card.inside.tagLinks.map(\.text))
            })
        }
        #expect(tags(try site.page("tags/vegan/")) == ["Salad": ["#quick"], "Curry": []])
        #expect(try site.page("tags/vegan/").all("ul.tag-list").count == 1, "a card with no other tag has no list")
        #expect(tags(try site.page("tags/quick/")) == ["Salad": ["#Vegan"]])
        #expect(tags(try site.page("recipes/")) == ["Salad": ["#Vegan", "#quick"], "Curry": ["#vegan"]])
    }

    @Test func contentsListsSectionsAndTheIngredientIndex() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Cakes/Sponge.recipe", """
        # Sponge

        ## Batter

        - Eggs | 4 |

        - Flour | 200 g |

        Whisk.

        ## Filling

        - Jam | 3 tbsp |

        Spread.
        """)
        try content.write("recipes/Cakes/Omelette.recipe", "# Omelette\n\n- egg | 2 |\n\nFry.\n")
        try Self.writeGuide(content)
        let site = try await BuiltSite.build(content)
        let file = "contents/index.html"
        let page = try site.page(file)

        let recipes = try #require(page.first("ol.toc-recipes")).inside
        let titles = recipes.all("a").filter { !($0["href"] ?? "").contains("#") }
        #expect(titles.map(\.text) == ["Omelette", "Sponge"])
        let sections = try #require(recipes.first("ol.toc-sections")).inside.all("a")
        #expect(sections.map(\.text) == ["Batter", "Filling"])
        let sectionTargets = sections.compactMap { $0["href"] }.compactMap { PageHTML.resolve($0, from: file) }
        #expect(sectionTargets == ["recipes/sponge.html#batter", "recipes/sponge.html#filling"])
        let sponge = try site.page("recipes/sponge.html")
        #expect(sponge.all("h2#batter").count == 1)
        #expect(sponge.all("h2#filling").count == 1)

        let chapters = try #require(page.first("ol.toc-chapters")).inside.all("a")
        #expect(chapters.compactMap { $0["href"] }.compactMap { PageHTML.resolve($0, from: file) }.contains("guide/alpha/#deeper"))

        // The index of ingredients has a page of its own, the contents a link to it.
        #expect(page.all("section.ingredient-index").isEmpty)
        #expect(page.all("a").compactMap { $0["href"] }.compactMap { PageHTML.resolve($0, from: file) }.contains("ingredients/"))
        let index = try #require(try site.page("ingredients/").first("section.ingredient-index")).inside
        let terms = index.all("dt").map(\.text)
        #expect(terms.filter { $0.lowercased().hasPrefix("egg") }.count == 1, "eggs and egg merged: \(terms)")
        #expect(terms.count == 3)
        let eggLink = try #require(index.all("dt").flatMap { $0.inside.all("a") }.first { $0.text.lowercased().hasPrefix("egg") }?["href"])
        let eggPage = try #require(PageHTML.resolve(eggLink, from: "ingredients/index.html"))
        let eggs = try #require(try site.page(eggPage).first("ul.ingredient-recipes")).inside.all("a").map(\.text)
        #expect(Set(eggs) == ["Sponge", "Omelette"] && eggs.count == 2)
        #expect(index.all("h2.index-letter").map(\.text) == ["E", "F", "J"])
    }

    // MARK: - Config and theme

}
