import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

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
        // The A–Z list's cards name each recipe's part, under its title.
        let all = try site.page("recipes/").all("li.recipe-card")
        #expect(all.map { $0.inside.first("p.recipe-card-part")?.text } == ["Breakfast", "Breakfast", "Soups & Sides"])
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
        try GuidePagesTests.writeGuide(content)
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
