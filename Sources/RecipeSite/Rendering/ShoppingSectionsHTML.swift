import RecipeCore

/// The sections of a shopping list as the site's pages show them: a heading per aisle or
/// category and a checkbox per line (the markup is in MARKUP.md; `shopping.js` writes the
/// same for the Shopping list page).
enum ShoppingSectionsHTML {
    /// Lines from this many up are printed in two columns.
    static let longList = 13

    /// Every section of `list`. Sources are left out when the list is one recipe's own. A
    /// long list is laid out in two columns, cut once near its middle; a section cut there goes
    /// on at the top of the second column under a "(continued)" heading (``ColumnPieces``).
    /// Amounts are written with the decimal separator of `language`, the continued mark in `words`.
    static func render(_ list: ShoppingList, language: Language = .english, words: Wording = Wording(language: .english)) -> String {
        let continued = ColumnPieces.continuedMark(words["continued"])
        let listWords = words.shoppingList
        let showSources = list.recipes.count > 1 || list.lines.contains { $0.sources.contains { $0.recipe == nil } }
        let inColumns = list.lines.count >= longList
        var html = ""
        var number = 0
        let cut = inColumns ? ColumnPieces.middle(of: list.sections.map(\.lines.count)) : nil
        for (group, section) in list.sections.enumerated() {
            for (index, piece) in ColumnPieces.ranges(count: section.lines.count, group: group, cut: cut).enumerated() {
                html += "<section class=\"shopping-section"
                if index > 0 { html += " is-continued" }
                if ColumnPieces.startsColumn(group: group, piece: index, cut: cut) { html += " is-column-start" }
                html += "\">"
                html += "\n<h2 class=\"shopping-section-title\">"
                html += HTML.escape(section.name)
                if index > 0 { html += continued }
                html += "</h2>\n<ul class=\"shopping-lines\">\n"
                for line in section.lines[piece] {
                    number += 1
                    append(line, id: "line-" + String(number), showSources: showSources, language: language, words: listWords, to: &html)
                }
                html += "</ul>\n</section>\n"
            }
        }
        return html
    }

    /// One line, `<li class="shopping-line">` with its checkbox and label, added to `html`.
    static func append(
        _ line: ShoppingLine, id: String, showSources: Bool, language: Language = .english, words: ShoppingListWords = .english,
        to html: inout String
    ) {
        // Appended piece by piece: this runs for every line of ten thousand recipes' lists.
        html += "<li class=\"shopping-line\"><input type=\"checkbox\" class=\"shop-check\" id=\""
        html += id
        html += "\" data-line=\""
        html += HTML.escape(line.id)
        html += "\"><label for=\""
        html += id
        html += "\">"
        if !line.amount.isEmpty {
            html += "<span class=\"line-amount\">"
            html += HTML.escape(language.writingDecimals(in: line.amountText(in: words)))
            html += "</span> "
        }
        html += "<span class=\"line-name\">"
        html += HTML.escape(line.name)
        html += "</span>"
        if case let shown = line.wordsText(in: words), !shown.isEmpty {
            html += " <span class=\"line-words\">("
            html += HTML.escape(shown)
            html += ")</span>"
        }
        if showSources, case let sources = line.sourcesText, !sources.isEmpty {
            html += " <span class=\"line-sources\">("
            html += HTML.escape(sources)
            html += ")</span>"
        }
        let preps = line.preps
        if !preps.isEmpty {
            html += " <span class=\"line-prep\">"
            html += HTML.escape(preps.count == 1 ? preps[0] : preps.joined(separator: "; "))
            html += "</span>"
        }
        html += "</label></li>\n"
    }

    /// `Recipes: <a>Sunday Roast Chicken</a> ×2, <a>Potato Salad</a>`, links from `root`.
    static func recipes(_ list: ShoppingList, root: String, words: Wording = Wording(language: .english)) -> String? {
        guard !list.recipes.isEmpty else { return nil }
        let links = list.recipes.map { entry in
            let link = "<a href=\"\(HTML.escape(root + SitePath.recipe(entry.slug)))\">\(HTML.escape(entry.title))</a>"
            return entry.multiplier == 1 ? link : link + " ×" + HTML.escape(Language(tag: words.code).format(entry.multiplier))
        }
        return HTML.escape(words["recipesList"]).filling(["list": links.joined(separator: ", ")])
    }
}
