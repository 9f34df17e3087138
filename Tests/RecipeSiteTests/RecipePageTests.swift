import Foundation
import Testing
@testable import RecipeSite

/// What a reader sees on one recipe's page, built from a small content folder.
@Suite struct RecipePageTests {
    static let layeredCake = """
    # Layered Cake

    > A cake in layers. Serves 4.

    Heat the oven.

    ## Sponge

    - Flour | 1 1/2 cups | Sifted

    Mix the flour.

    - Eggs | 3 |

    ### Filling

    Whip the cream.

    > Keep it cold.

    ## Icing

    - Sugar | 200-250 g |

    Bake 40 minutes [Crumble].

    > #Vegan #quick
    """

    @Test func eachStepNamesTheItemsItUsesForCookModeButNotOnPaper() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Layered Cake.recipe", Self.layeredCake + "\n\nDust with the rest of the flour.\n")
        let site = try await BuiltSite.build(content)
        let page = try site.page("recipes/layered-cake.html")
        // Items written right before a step are its own; a later step naming one takes it too.
        #expect(page.all("li.step").map { $0["data-uses"] } == [nil, "0", "1", "2", "0"])
        let book = try site.page("print/book.html")
        #expect(book.all("li.step").allSatisfy { $0["data-uses"] == nil })
    }

    @Test func elementsKeepFileOrderInSectionsUnderTheirHeaders() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Layered Cake.recipe", Self.layeredCake)
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        let page = try site.page("recipes/layered-cake.html")

        #expect(page.all("h1.recipe-title").map(\.text) == ["Layered Cake"])
        let sections = page.all("section.recipe-section")
        #expect(sections.count == 4)
        // The elements before the first header stand in a section of their own, with no heading.
        #expect(sections.first?.inside.all("h2").isEmpty == true)
        #expect(sections.first?.inside.all("h3").isEmpty == true)
        let headings = sections.dropFirst().map { section in
            (section.inside.all(".section-title").map { "\($0.name)#\($0["id"] ?? "")" }, section.inside.first(".section-title")?.text)
        }
        #expect(headings.map(\.0) == [["h2#sponge"], ["h3#filling"], ["h2#icing"]])
        #expect(headings.map(\.1) == ["Sponge", "Filling", "Icing"])

        // Each section's list keeps the file's order: Eggs, after the step, stays after it.
        let kinds = sections.map { section in
            section.inside.all("li").compactMap { $0.classes.first { PageHTML.elementKinds.contains($0) } }
        }
        // The description note stands under the title, not again at the top of the body.
        #expect(kinds == [
            ["step"],
            ["item", "step", "item"],
            ["step", "remark"],
            ["item", "step"],
        ])
        let sponge = sections[1].inside.all("li").filter { $0.classes.contains { PageHTML.elementKinds.contains($0) } }.map(\.text)
        #expect(sponge.count == 3)
        #expect(sponge.first?.hasPrefix("Flour") == true)
        #expect(sponge.last?.hasPrefix("Eggs") == true)

        // Step numbers run on across sections.
        #expect(page.all(".step-number").map(\.text) == ["Step 1", "Step 2", "Step 3", "Step 4"])
        #expect(page.all(".step-text").map(\.text) == ["Heat the oven.", "Mix the flour.", "Whip the cream.", "Bake 40 minutes."])

        // Notes are asides; the description is the header's paragraph.
        #expect(page.all("p.recipe-description").map(\.text) == ["A cake in layers. Serves 4."])
        // A note of nothing but tags is the recipe's tags, listed once under the title.
        #expect(page.all("aside.note").map(\.text) == ["Keep it cold."])
        #expect(page.tagLinks.map(\.text) == ["#Vegan", "#quick"])
    }

    @Test func eachTagIsShownOnceAndANoteOfTagsIsNoNote() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Essentials.recipe", """
        # Weekly Essentials

        > Things to buy most weeks, #handy for a quick list. #essentials #welcome

        - Avocados |  | 
        - Eggs |  | 
        """)
        try content.write("recipes/Soup.recipe", "# Soup\n\n- Water | 1 l\n\nSimmer, with [the essentials](Essentials.recipe).\n\n> Goes with [bread](Bread.recipe) too.\n")
        try content.write("recipes/Bread.recipe", "# Bread\n\n- Flour | 500 g\n\nBake.\n\n> #baking #bread\n")
        let site = try await BuiltSite.build(content)
        let essentials = try site.page("recipes/weekly-essentials.html")
        // Tags ending the description are listed under it, not repeated in its text; a tag in
        // the middle of the sentence stays there and is listed too, as the card lists it.
        #expect(essentials.first("p.recipe-description")?.text == "Things to buy most weeks, #handy for a quick list.")
        #expect(essentials.tagLinks.map(\.text) == ["#handy", "#essentials", "#welcome"])
        // A list of names: nothing to scale or convert, no second list of the same items.
        #expect(essentials.first("div.recipe-tools")?["data-amounts"] == nil, "no scale or units buttons are made")
        #expect(essentials.all("details.ingredient-overview").isEmpty)
        #expect(try site.page("recipes/soup.html").first("div.recipe-tools")?["data-amounts"] != nil)
        #expect(!(try site.page("recipes/soup.html").all("details.ingredient-overview").isEmpty))

        // A note of nothing but tags is no note, on the page or in print.
        #expect(try site.page("recipes/bread.html").all("aside.note").isEmpty)
        #expect(try !site.text("print/book.html").contains("#baking #bread"))

        // "Used in" lists recipes whose steps link here; a note's mention is not a use.
        #expect((essentials.first("aside.used-in")?.inside.all("a").map(\.text) ?? []) == ["Soup"])
        #expect(try site.page("recipes/bread.html").all("aside.used-in").isEmpty)
    }

    @Test func amountsCarryTheParsedQuantity() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Layered Cake.recipe", Self.layeredCake)
        let site = try await BuiltSite.build(content)
        let page = try site.page("recipes/layered-cake.html")
        let amounts = page.first("section.recipe-section")?.inside.all(".item-amount") ?? []
        #expect(amounts.isEmpty)  // the first section holds no items

        let items = page.all("li.item").map { $0.inside }
        let spans = items.compactMap { $0.first("span.item-amount") }
        #expect(items.compactMap { $0.first(".item-name")?.text } == ["Flour", "Eggs", "Sugar"])
        #expect(spans.count == 3)
        guard spans.count == 3 else { return }

        #expect(spans[0]["data-low"] == "1.5")
        #expect(spans[0]["data-high"] == nil)
        #expect(spans[0]["data-unit"] == "cup")
        #expect(spans[0]["data-rest"] == nil, "no words beyond the number and unit: nothing to carry")
        #expect(spans[0].text == "1 1/2 cups")  // shown as written

        #expect(spans[1]["data-low"] == "3")
        #expect(spans[1]["data-unit"] == nil)

        #expect(spans[2]["data-low"] == "200")
        #expect(spans[2]["data-high"] == "250")
        #expect(spans[2]["data-unit"] == "g")

        #expect(items[0].first(".item-prep")?.text == "Sifted")
    }

    @Test func aNamedTimerBecomesAButtonAndItsNameLeavesTheText() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Layered Cake.recipe", Self.layeredCake)
        let site = try await BuiltSite.build(content)
        let page = try site.page("recipes/layered-cake.html")
        #expect(page.html.contains(
            #"<button type="button" class="timer" data-seconds="2400" data-timer-name="Crumble">40 minutes</button>"#))
        #expect(!page.html.contains("[Crumble]"))
        #expect(page.all("button.timer").count == 1)
    }

    @Test func aTimerKeepsThePunctuationAgainstItOnItsLine() async throws {
        let content = try TemporaryContent()
        try content.write(
            "recipes/Sauce.recipe",
            "# Sauce\n\nSimmer for 1 hour 30 minutes [Sauce], stirring now and then. Rest 10 minutes.\n\n"
                + "Chill (2 hours) and serve in 5 minutes\u{00A0}! Then wait 3 minutes and eat.\n\n"
                + "Bake for **25 minutes**, then cool (*15 minutes*) on a rack.\n")
        let site = try await BuiltSite.build(content)
        let page = try site.page("recipes/sauce.html")
        // A phone would otherwise start a line with the comma after the button, or end one
        // with the bracket before it.
        #expect(page.html.contains(
            #"<span class="nowrap"><button type="button" class="timer" data-seconds="5400" data-timer-name="Sauce">1 hour 30 minutes</button>,</span> stirring"#))
        #expect(page.html.contains(#"<span class="nowrap"><button type="button" class="timer" data-seconds="600">10 minutes</button>.</span>"#))
        #expect(page.html.contains(#"Chill <span class="nowrap">(<button type="button" class="timer" data-seconds="7200">2 hours</button>)</span> and"#))
        #expect(page.html.contains("5 minutes</button>\u{00A0}!</span>"))
        // With no mark against it, a timer stands alone.
        #expect(page.html.contains(#"wait <button type="button" class="timer" data-seconds="180">3 minutes</button> and eat"#))
        // In bold or italics, the marks go outside the emphasis that holds the duration.
        #expect(page.html.contains(#"<span class="nowrap"><strong><button type="button" class="timer" data-seconds="1500">25 minutes</button></strong>,</span> then"#))
        #expect(page.html.contains(#"cool <span class="nowrap">(<em><button type="button" class="timer" data-seconds="900">15 minutes</button></em>)</span> on"#))
        #expect(page.all("button.timer").count == 7)
    }

    @Test func aTimeRangeGivesAMaximum() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Rice.recipe", "# Rice\n\nSimmer for 15-20 minutes.\n")
        let site = try await BuiltSite.build(content)
        let button = try site.page("recipes/rice.html").first("button.timer")
        #expect(button?["data-seconds"] == "900")
        #expect(button?["data-max-seconds"] == "1200")
        #expect(button?["data-timer-name"] == nil)
    }

    @Test func servingsComeFromANote() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Layered Cake.recipe", Self.layeredCake)
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast the bread.\n")
        let site = try await BuiltSite.build(content)
        let cake = try site.page("recipes/layered-cake.html")
        #expect(cake.first("article.recipe")?["data-servings"] == "4")
        let toast = try site.page("recipes/toast.html")
        #expect(toast.first("article.recipe")?["data-servings"] == nil)
    }

    @Test func aPhotoIsPublishedByItsHashWithItsCaptionAsAltAndItsSize() async throws {
        let content = try TemporaryContent()
        let stack = TestImage.jpeg("stack")
        let hot = TestImage.jpeg("hot", width: 64, height: 48)
        try content.write("recipes/Breakfast/Pancakes.recipe", "# Pancakes\n\n![A tall stack](stack.jpeg)\n\nFlip them.\n")
        try content.write("recipes/Breakfast/stack.jpeg", bytes: stack)
        try content.write("recipes/Crumble.recipepackage/Crumble.recipe", "# Crumble\n\n![Hot from the oven](hot.jpeg)\n")
        try content.write("recipes/Crumble.recipepackage/Photos/hot.jpeg", bytes: hot)
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)

        for (slug, caption, bytes, size) in [
            ("pancakes", "A tall stack", stack, (40, 30)), ("crumble", "Hot from the oven", hot, (64, 48)),
        ] {
            let pagePath = "recipes/\(slug).html"
            let figure = try #require(try site.page("recipes/\(slug).html").first("figure.photo"))
            let images = figure.inside.all("img")
            #expect(images.count == 1)
            let published = try #require(images.first.flatMap { $0["src"] }.flatMap { PageHTML.resolve($0, from: pagePath) })
            // At the site root, named by the hash of its bytes, never by the file's name; a
            // small photo is never enlarged.
            #expect(published == TestImage.publishedPath(of: bytes, width: size.0, format: "jpg"))
            #expect(site.exists(published))
            #expect(images.first?["alt"] == caption)
            #expect(images.first?["width"] == String(size.0) && images.first?["height"] == String(size.1))
            let webp = try #require(figure.inside.all("source").first?["srcset"])
            #expect(webp.hasSuffix("-\(size.0).webp \(size.0)w"))
            #expect(try site.page("recipes/\(slug).html").first("figcaption")?.text == caption)
        }
    }

    @Test func tagsLinkToTheirPages() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Layered Cake.recipe", Self.layeredCake)
        let site = try await BuiltSite.build(content)
        let header = try site.page("recipes/layered-cake.html").first("header.recipe-header")
        let tags = header?.inside.tagLinks ?? []
        #expect(tags.map(\.text) == ["#Vegan", "#quick"])
        #expect(tags.compactMap { $0["href"] } == ["../tags/vegan/", "../tags/quick/"])
        #expect(site.exists("tags/vegan/index.html"))
        #expect(site.exists("tags/quick/index.html"))
    }

    @Test func aRecipeLinkedFromAnotherListsItUnderUsedIn() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Apple Pie.recipe", "# Apple Pie\n\nRoll out the [Pie Crust](Pie%20Crust.recipe).\n\nFill it.\n")
        try content.write("recipes/Pie Crust.recipe", "# Pie Crust\n\nRub the butter into the flour.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)

        let pie = try site.page("recipes/apple-pie.html")
        let link = pie.first("p.step-text")?.inside.first("a")
        #expect(link?["href"] == "../recipes/pie-crust.html")
        #expect(link?.text == "Pie Crust")
        #expect(pie.all(".used-in").isEmpty)

        let crust = try site.page("recipes/pie-crust.html")
        let usedIn = crust.first("aside.used-in")?.inside.all("a") ?? []
        #expect(usedIn.map(\.text) == ["Apple Pie"])
        #expect(usedIn.compactMap { $0["href"] }.compactMap { PageHTML.resolve($0, from: "recipes/pie-crust.html") }
            == ["recipes/apple-pie.html"])
    }

    @Test func aLinkToNoRecipeIsReported() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Apple Pie.recipe", "# Apple Pie\n\nRoll out the [crust](Missing.recipe).\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.map(\.reason) == [.brokenLink("Missing.recipe")])
        #expect(site.report.diagnostics.map(\.location.file) == ["recipes/Apple Pie.recipe"])
    }
}
