import Foundation
import RecipeCore

extension SiteBuilder {
    /// The pages made of the meal plans, which show when their recipes last changed.
    func planFiles() -> [SiteFile] {
        shopping.plans.isEmpty ? [] : [plansIndexPage()] + planPages()
    }

    /// Each store's page name, in the order of ``ShoppingContent/stores``: unique, so two
    /// stores whose names make the same slug get `-2`.
    var storeSlugs: [String] {
        var registry = SlugRegistry()
        return shopping.stores.map { registry.claim(Slug.make(from: $0.name), title: $0.name, file: $0.file).slug }
    }

    /// Each plan's page name, in the order of ``ShoppingContent/plans``.
    var planSlugs: [String] {
        var registry = SlugRegistry()
        return shopping.plans.map { registry.claim(Slug.make(from: $0.name), title: $0.name, file: $0.file).slug }
    }

    // MARK: - Pages

    /// `shopping/`: filled in by shopping.js from what the reader added on recipe pages.
    func browserListPage() -> SiteFile {
        let path = SitePath.shopping
        let view = DictionaryView([
            "stores": zip(shopping.stores, storeSlugs).map { ["name": $0.name, "slug": $1] },
        ])
        let head = "<script defer src=\"\(HTML.escape(SitePath.root(of: path)))assets/shopping-data.js\"></script>"
        return page(at: path, template: "shopping", view: view, title: words["shoppingList"], kind: "shopping", section: .shopping, head: head)
    }

    /// `plans/`: every plan, with its notes and recipes.
    func plansIndexPage() -> SiteFile {
        let plans = zip(shopping.plans, planSlugs).map { plan, slug -> [String: Any] in
            let list = shopping.list(for: plan, store: nil, language: language)
            var values: [String: Any] = [
                "name": plan.name, "url": SitePath.plan(slug),
                "recipesText": ShoppingListHeading(list: list, date: nil, words: words.shoppingList).recipes ?? words["extrasOnly"],
            ]
            if !plan.notes.isEmpty { values["note"] = plan.notes.joined(separator: " ") }
            return values
        }
        let view = DictionaryView(["plans": plans, "countText": words.count(plans.count, "plan")])
        return page(at: SitePath.plans, template: "plans", view: view, title: words["mealPlans"], kind: "plans", section: .plans)
    }

    /// `plans/<plan>/` by category and `plans/<plan>/<store>/` for each store.
    func planPages() -> [SiteFile] {
        let stores = storeSlugs
        var files: [SiteFile] = []
        for (plan, slug) in zip(shopping.plans, planSlugs) {
            let date = planDate(plan)
            let variants: [(store: Store?, path: String, id: String)] = [(nil, SitePath.plan(slug), "plan-" + slug)]
                + zip(shopping.stores, stores).map { ($0, SitePath.plan(slug, store: $1), "plan-\(slug)--\($1)") }
            for variant in variants {
                let list = shopping.list(for: plan, store: variant.store, language: language)
                let root = SitePath.root(of: variant.path)
                var picker = ""
                for other in variants {
                    let name = other.store?.name ?? words["byCategory"]
                    let current = other.path == variant.path ? " aria-current=\"page\"" : ""
                    picker += "<li><a href=\"\(HTML.escape(root + other.path))\"\(current)>\(HTML.escape(name))</a></li>\n"
                }
                files.append(listPage(
                    at: variant.path, list: list, date: date, listID: variant.id,
                    back: (SitePath.plans, "← " + words["allPlans"]), note: plan.notes.isEmpty ? nil : plan.notes.joined(separator: " "),
                    storesHTML: picker, section: .plans))
            }
        }
        return files
    }

    /// A printable list page (`shopping-list.mustache`, spliced: only text values and flags).
    func listPage(
        at path: String, list: ShoppingList, date: String?, listID: String, back: (url: String, text: String),
        note: String?, storesHTML: String?, section: LayoutValues.NavSection, title: String? = nil
    ) -> SiteFile {
        let common = common(at: path)
        let list = list.named(by: words.shoppingList).countedNames(in: language)
        let heading = ShoppingListHeading(list: list, date: date, words: words.shoppingList)
        let sections = ShoppingSectionsHTML.render(list, language: language, words: words)
        let values: TemplateSplicer.Values = [
            "title": .text(title ?? heading.title),
            "listID": .text(listID),
            "details": .text(heading.details),
            "detailsHTML": .text(heading.detailsHTML),
            "recipesHTML": .text(ShoppingSectionsHTML.recipes(list, root: common.root, words: words)),
            "note": .text(note),
            "backURL": .text(back.url),
            "backText": .text(back.text),
            "storesHTML": .text(storesHTML),
            "sectionsHTML": .text(sections.isEmpty ? nil : sections),
            "isLong": .flag(list.lines.count >= ShoppingSectionsHTML.longList),
        ]
        let body = splicer.render("shopping-list", values: values, common: common, templates: templates)
        return layoutPage(
            at: path, common: common, body: body, title: title ?? heading.title, kind: "shopping-list", section: section,
            head: "", description: nil)
    }

    /// The day a plan's list last changed: the latest modification of the plan's file and of
    /// its recipes' files, as `YYYY-MM-DD` (UTC). Not the build's date, so a rebuild of the
    /// same files writes the same page.
    func planDate(_ plan: MealPlan) -> String? {
        let root = ContentRoot(realPath: loaded.contentFolder)
        var latest: Double?
        if case .success(let entry) = root.resolve(plan.file) { latest = entry.modified }
        for entry in plan.request(in: shopping.recipes).request.recipes {
            if let modified = loaded.modified[entry.recipe.file] { latest = max(latest ?? modified, modified) }
        }
        guard let latest else { return nil }
        return Self.isoDate(latest)
    }

    /// Seconds since 1970 as a UTC calendar date, `2026-05-04`.
    static func isoDate(_ seconds: Double) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: seconds))
        let two = { (value: Int?) in String(format: "%02d", value ?? 0) }
        return "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day))"
    }
}
