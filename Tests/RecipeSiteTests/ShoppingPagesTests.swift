import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// The shopping-list pages: plans by category and per store, each recipe's list, the Plans
/// index, the browser's Shopping list page and the data its script reads.
@Suite struct ShoppingPagesTests {
    /// Two recipes that share butter and flour, a store with aisles, and a plan.
    static func bakingContent() throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("recipes/Baking/Apple Crumble.recipe", """
        # Apple Crumble

        - Apples | 1 kg | Peeled
        - Flour | 1½ cups |
        - Butter | 1 stick | Cold, cubed
        - Sugar | ½ cup |
        - Milk | 1 cup |

        Bake until golden.
        """)
        try content.write("recipes/Baking/Pie Crust.recipe", """
        # Pie Crust

        - Flour | 2 1/2 cups |
        - butter | 2 sticks | Very cold
        - Salt | 1 tsp |
        - Ice water | 6-8 Tbsp |

        Rub the butter in.
        """)
        try content.write("stores/Corner Market.md", """
        # Corner Market

        ## Dairy
        - Milk
        - Butter

        ## Fruit & Veg
        - Apples

        ## Aisle 1 – Baking
        - Sugar
        - Flour

        ## Aisle 3 – Spices
        - Salt
        """)
        try content.write("plans/Pie Night.md", """
        # Pie Night

        > Crumble and a pie for the neighbours.

        - Apple Crumble x2
        - Pie Crust

        ## Extras

        - Paper towels | 1 roll |
        """)
        return content
    }

    @Test func planPageListsCombinedLinesWithTheirSources() async throws {
        let site = try await BuiltSite.build(try Self.bakingContent())
        #expect(site.report.diagnostics.isEmpty)
        let page = try site.page("plans/pie-night/")
        #expect(page.first("h1.shopping-title")?.text == "Pie Night: shopping list")
        #expect(page.first("p.shopping-details")?.text.hasPrefix("By category, ") == true)
        #expect(page.first("p.shopping-recipes")?.text == "Recipes: Apple Crumble ×2, Pie Crust")
        #expect(page.first("p.shopping-note")?.text == "Crumble and a pie for the neighbours.")
        let butter = try #require(Self.line("butter", in: page))
        #expect(butter.inside.first(".line-amount")?.text == "4 sticks")
        #expect(butter.inside.first(".line-name")?.text == "Butter")
        #expect(butter.inside.first(".line-sources")?.text == "(Apple Crumble ×2, Pie Crust)")
        #expect(butter.inside.first(".line-prep")?.text == "Cold, cubed; Very cold")
        #expect(Self.line("flour", in: page)?.inside.first(".line-amount")?.text == "5½ cups")
        // The extra has a line of its own and names no recipe.
        let towels = try #require(Self.line("paper towel", in: page))
        #expect(towels.inside.first(".line-sources") == nil)
        // Every line has a checkbox with a label for it, and every id is unique.
        let boxes = page.all("input.shop-check")
        #expect(boxes.count == 8)
        #expect(Set(boxes.compactMap { $0["id"] }).count == boxes.count)
        #expect(Set(page.all("label[for]").compactMap { $0["for"] }).isSuperset(of: boxes.compactMap { $0["id"] }))
        // By category: dairy before baking, as a supermarket is walked.
        let sections = page.all("h2.shopping-section-title").map(\.text)
        // Ice water is tap water, a staple at home: pantry, not drinks.
        #expect(sections == ["Produce", "Dairy & Eggs", "Pantry", "Baking", "Spices", "Household"])
        // The store picker: this page, then one per store.
        let picker = page.first("nav.store-picker")?.inside.all("a") ?? []
        #expect(picker.map(\.text) == ["By category", "Corner Market"])
        #expect(picker.first?["aria-current"] == "page")
        #expect(picker.last?["href"] == "../../plans/pie-night/corner-market/")
    }

    @Test func storePagesFollowTheAislesInWalkingOrder() async throws {
        let site = try await BuiltSite.build(try Self.bakingContent())
        let page = try site.page("plans/pie-night/corner-market/")
        #expect(page.first("p.shopping-details")?.text.hasPrefix("Corner Market, ") == true)
        #expect(page.all("h2.shopping-section-title").map(\.text) == ["Dairy", "Fruit & Veg", "Aisle 1 – Baking", "Aisle 3 – Spices", "Pantry", "Household"])
        let keys = page.all("input.shop-check").compactMap { $0["data-line"] }
        #expect(keys == ["milk", "butter", "apple", "sugar", "flour", "salt", "ice water", "paper towel"])
        #expect(page.first("nav.store-picker")?.inside.all("a").last?["aria-current"] == "page")
        #expect(page.first("article.shopping-list")?["data-list"] == "plan-pie-night--corner-market")
    }

    @Test func theDateIsTheLatestChangeOfThePlanAndItsRecipes() async throws {
        let content = try Self.bakingContent()
        func touch(_ path: String, _ seconds: Double) throws {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: content.path + "/" + path)
        }
        try touch("plans/Pie Night.md", 1_700_000_000)  // 2023-11-14
        try touch("recipes/Baking/Apple Crumble.recipe", 1_710_000_000)  // 2024-03-09
        try touch("recipes/Baking/Pie Crust.recipe", 1_600_000_000)
        let site = try await BuiltSite.build(content)
        #expect(try site.page("plans/pie-night/").first("p.shopping-details")?.text == "By category, 9 March 2024")
        #expect(try site.page("plans/pie-night/").first("p.shopping-details")?.inside.first("time")?["datetime"] == "2024-03-09")
        #expect(try site.page("plans/pie-night/corner-market/").first("p.shopping-details")?.text == "Corner Market, 9 March 2024")
        // Built again from the same files, the page is the same.
        let before = try site.text("plans/pie-night/")
        let again = try await BuiltSite.build(content, output: "Again")
        #expect(try again.text("plans/pie-night/") == before)
    }

    /// A recipe's own list is the Shopping list page showing that recipe, brought by the link
    /// the page script makes from the recipe's rows: no page of its own per recipe. The script
    /// makes the buttons where the page asks for them (`data-items`).
    @Test func aRecipePageCarriesItsItemsAndLinksToTheShoppingListPage() async throws {
        let site = try await BuiltSite.build(try Self.bakingContent())
        #expect(!site.files().contains { $0.hasSuffix("/shopping.html") })
        let recipe = try site.page("recipes/pie-crust.html")
        #expect(recipe.first("div.recipe-tools")?["data-items"] != nil)
        let script = try #require(recipe.first("script.recipe-shopping-data"))
        #expect(script["type"] == "application/json")
        let data = try #require(try JSONSerialization.jsonObject(with: Data(script.innerHTML.utf8)) as? [String: Any])
        #expect(data["slug"] as? String == "pie-crust")
        let rows = try #require(data["rows"] as? [[Any]])
        #expect(rows.map { $0[1] as? String } == ["flour", "butter", "salt", "ice water"])
        #expect(rows.map { $0[2] as? String } == ["baking", "dairy-and-eggs", "spices", "pantry"])
        let butter = try #require(rows[1][3] as? [Any])
        #expect(butter[0] as? String == "count")
        #expect(butter[3] as? String == "stick")
        #expect(butter[1] as? Double == 2)
        let water = try #require(rows[3][3] as? [Any])
        #expect(water[0] as? String == "volume")
        #expect(abs((water[2] as? Double ?? 0) - 8 * 14.786_764_781_25) < 1e-9)
        // The print book has no such data.
        #expect(!(try site.text("print/book.html")).contains("recipe-shopping-data"))
    }

    @Test func theShoppingListPageAndItsDataFile() async throws {
        let site = try await BuiltSite.build(try Self.bakingContent())
        let page = try site.page("shopping/")
        #expect(page.first("[data-shopping-page]") != nil)
        let options = page.first("select#shopping-store")?.inside.all("option") ?? []
        #expect(options.map(\.text) == ["By category", "Corner Market"])
        #expect(options.map { $0["value"] } == ["", "corner-market"])
        #expect(page.first("label[for=shopping-store]") != nil)
        #expect(page.all("script[src]").compactMap { $0["src"] }.contains("../assets/shopping-data.js"))
        let text = try site.text("assets/shopping-data.js")
        let prefix = "window.RECIPEBOOK_SHOPPING = "
        #expect(text.hasPrefix(prefix))
        let body = text.dropFirst(prefix.count).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(body.hasSuffix(";"))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(body.dropLast().utf8)) as? [String: Any])
        let categories = try #require(data["categories"] as? [[String: String]])
        #expect(categories.map { $0["id"] } == ItemCategory.allCases.map(\.rawValue))
        let stores = try #require(data["stores"] as? [[String: Any]])
        #expect(stores.map { $0["slug"] as? String } == ["corner-market"])
        let aisles = try #require(stores.first?["aisles"] as? [[String: Any]])
        #expect(aisles.map { $0["name"] as? String } == ["Dairy", "Fruit & Veg", "Aisle 1 – Baking", "Aisle 3 – Spices"])
        let items = try #require(stores.first?["items"] as? [[String: Any]])
        #expect(items.map { $0["key"] as? String } == ["milk", "butter", "apple", "sugar", "flour", "salt"])
        #expect(items.map { $0["aisle"] as? Int } == [0, 0, 1, 2, 2, 3])
    }

    @Test func plansIndexAndNavigation() async throws {
        let site = try await BuiltSite.build(try Self.bakingContent())
        let plans = try site.page("plans/")
        #expect(plans.all("a.plan-card-title").map(\.text) == ["Pie Night"])
        #expect(plans.first("a.plan-card-title")?["href"] == "../plans/pie-night/")
        #expect(plans.first(".plan-card-recipes")?.text == "Recipes: Apple Crumble ×2, Pie Crust")
        let home = try site.page("")
        #expect(Self.nav(home) == ["Recipes", "Tags", "Contents", "Plans", "Shopping list"])
        #expect(Self.nav(plans, current: true) == ["Plans"])
        #expect(Self.nav(try site.page("shopping/"), current: true) == ["Shopping list"])

        // Without plans: no Plans link and no plans pages, but the Shopping list all the same.
        let bare = try TemporaryContent()
        try bare.write("recipes/Toast.recipe", "# Toast\n\n- Bread | 2 slices |\n\nToast it.\n")
        let other = try await BuiltSite.build(bare)
        #expect(Self.nav(try other.page("")) == ["Recipes", "Tags", "Contents", "Shopping list"])
        #expect(!other.exists("plans/index.html"))
        #expect(other.exists("shopping/index.html"))
        #expect(try other.text("assets/shopping-data.js").contains("\"stores\": []"))
    }

    @Test func problemsInPlansReachTheBuildReport() async throws {
        let content = try Self.bakingContent()
        try content.write("plans/Pie Night.md", "# Pie Night\n\n- Apple Crumbel\n- Pie Crust\n")
        let site = try await BuiltSite.build(content)
        let diagnostic = try #require(site.report.diagnostics.first)
        #expect(site.report.diagnostics.count == 1)
        #expect(diagnostic.location.file == "plans/Pie Night.md")
        #expect(diagnostic.severity == .warning)
        // The plan's page is made from the recipes that were found.
        #expect(try site.page("plans/pie-night/").first("p.shopping-recipes")?.text == "Recipes: Pie Crust")
    }

    @Test func hostileNamesAreEscaped() async throws {
        let hostile = "<script>alert(1)</script>"
        let content = try TemporaryContent()
        try content.write("recipes/Bad.recipe", "# Bad \(hostile) & \"Co\"\n\n- \(hostile) Salt | 1 \(hostile) | \(hostile)\n\nStir.\n")
        try content.write("stores/Evil.md", "# Store \(hostile) & \"Co\"\n\n## Aisle \(hostile)\n- \(hostile) Salt\n")
        try content.write("plans/Plan.md", "# Plan \(hostile)\n\n> Note \(hostile)\n\n- Bad \(hostile) & \"Co\"\n\n## Extras\n\n- \(hostile) Pepper | 2 \(hostile) |\n")
        let site = try await BuiltSite.build(content)
        let shoppingFiles = site.files().filter {
            $0.hasPrefix("plans/") || $0.hasPrefix("shopping/") || $0.hasSuffix("/shopping.html") || $0 == "assets/shopping-data.js"
                || $0.hasPrefix("recipes/")
        }
        #expect(shoppingFiles.count >= 7)
        for file in shoppingFiles {
            let text = try site.text(file).lowercased()
            #expect(!text.contains("<script>alert"), "raw <script>alert in \(file)")
        }
        let plan = try site.page("plans/plan-script-alert-1-script/")
        #expect(plan.first("h1.shopping-title")?.text == "Plan \(hostile): shopping list")
        #expect(plan.first("p.shopping-note")?.text == "Note \(hostile)")
        #expect(plan.all(".line-name").map(\.text).contains("\(hostile) Salt"))
        let store = try site.page("plans/plan-script-alert-1-script/store-script-alert-1-script-co/")
        #expect(store.first("h2.shopping-section-title")?.text == "Aisle \(hostile)")
        #expect(store.first("p.shopping-details")?.text.hasPrefix("Store \(hostile) & \"Co\", ") == true)
        // The recipe's data survives the trip through the page as written; its title is the
        // page's heading, which the script reads as text.
        let recipe = try site.page("recipes/bad-script-alert-1-script-co.html")
        #expect(recipe.first("h1.recipe-title")?.text == "Bad \(hostile) & \"Co\"")
        let script = try #require(recipe.first("script.recipe-shopping-data"))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(script.innerHTML.utf8)) as? [String: Any])
        let rows = try #require(data["rows"] as? [[Any]])
        #expect(rows.first?.first as? Int == 0, "the page's first item, whose name the script reads from the page")
        #expect(recipe.first(".item-name")?.text == "\(hostile) Salt")
    }

    @Test func everyLinkOfTheShoppingPagesLeadsToAFileOfTheSite() async throws {
        let site = try await BuiltSite.build(try Self.bakingContent())
        let files = Set(site.files())
        let pages = site.files().filter {
            ($0.hasPrefix("plans/") || $0.hasPrefix("shopping/") || $0.hasSuffix("/shopping.html")) && $0.hasSuffix(".html")
        }
        #expect(pages.count == 4)
        for file in pages {
            let page = try site.page(file)
            #expect(page.first("body")?["data-root"] == SitePath.root(of: String(file.dropLast("index.html".count))))
            for link in page.all("a[href]") + page.all("link[href]") + page.all("script[src]") {
                let href = try #require(link["href"] ?? link["src"])
                #expect(!href.hasPrefix("/"), "absolute link \(href) in \(file)")
                guard let target = PageHTML.resolve(href, from: file) else { continue }
                let path = target.split(separator: "#").first.map(String.init) ?? target
                let resolved = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
                #expect(files.contains(resolved), "\(href) in \(file) leads to \(resolved)")
            }
        }
    }

    /// The site navigation's link texts (only the current page's with `current`).
    static func nav(_ page: PageHTML, current: Bool = false) -> [String] {
        let links = page.first("nav.site-nav")?.inside.all("a") ?? []
        return links.filter { !current || $0["aria-current"] == "page" }.map(\.text)
    }

    static func line(_ key: String, in page: PageHTML) -> PageHTML.Element? {
        page.all("li.shopping-line").first { $0.inside.first("input.shop-check")?["data-line"] == key }
    }
}
