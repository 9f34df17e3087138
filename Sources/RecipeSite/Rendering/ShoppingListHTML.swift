import RecipeCore

/// A shopping list as one standalone, printable HTML page: the heading, then a section per
/// aisle with a checkbox per line. Everything is escaped; the page needs no other file.
public enum ShoppingListHTML {
    /// The page of `list`, dated `date`, in language `language` with its `words`; amounts
    /// are written with the language's decimal separator.
    public static func render(_ list: ShoppingList, date: String? = nil, language: String = "en", words: Wording? = nil) -> String {
        let words = words ?? Wording(language: Language(tag: language))
        let list = list.named(by: words.shoppingList).countedNames(in: Language(tag: language))
        let decimals = Language(tag: language)
        let listWords = words.shoppingList
        let heading = ShoppingListHeading(list: list, date: date, words: listWords)
        var html = """
        <!DOCTYPE html>
        <html lang="\(HTML.escape(language))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.escape(heading.title))</title>
        <style>
        body { font: 16px/1.4 system-ui, sans-serif; max-width: 40rem; margin: 1.5rem auto; padding: 0 1rem; color: #222; }
        h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
        h2 { font-size: 1.05rem; margin: 1.2rem 0 .3rem; border-bottom: 1px solid #bbb; }
        p { margin: 0; color: #555; }
        ul { list-style: none; margin: 0; padding: 0; }
        li { padding: .15rem 0; break-inside: avoid; }
        .amount { font-variant-numeric: tabular-nums; }
        .name { font-weight: 600; }
        .from { color: #666; font-size: .85em; }
        input:checked ~ span { text-decoration: line-through; color: #888; }
        @media print { body { margin: 0; font-size: 11pt; } section { break-inside: avoid-page; } }
        </style>
        </head>
        <body>
        <h1>\(HTML.escape(heading.title))</h1>
        <p>\(heading.detailsHTML)</p>

        """
        if let recipes = heading.recipes { html += "<p>\(HTML.escape(recipes))</p>\n" }
        if list.sections.isEmpty { html += "<p>\(HTML.escape(words["nothingToBuy"]))</p>\n" }
        for section in list.sections {
            html += "<section>\n<h2>\(HTML.escape(section.name))</h2>\n<ul>\n"
            for line in section.lines {
                html += "<li><label><input type=\"checkbox\"> "
                if !line.amount.isEmpty {
                    html += "<span class=\"amount\">\(HTML.escape(decimals.writingDecimals(in: line.amountText(in: listWords))))</span> "
                }
                html += "<span class=\"name\">\(HTML.escape(line.name))</span>"
                if case let shown = line.wordsText(in: listWords), !shown.isEmpty { html += " <span class=\"words\">(\(HTML.escape(shown)))</span>" }
                let sources = line.sourcesText
                if !sources.isEmpty { html += " <span class=\"from\">(\(HTML.escape(sources)))</span>" }
                html += "</label></li>\n"
            }
            html += "</ul>\n</section>\n"
        }
        return html + "</body>\n</html>\n"
    }
}
