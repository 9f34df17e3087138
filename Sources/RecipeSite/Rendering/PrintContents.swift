import RecipeCore

/// The contents at the head of the printed cookbook (or a volume of it): the recipes in book
/// order under a heading for each part, numbered on across the parts, so a reader finds a
/// part as in the book. A book without parts gets one plain list.
enum PrintContents {
    /// `recipes` in book order, `firstNumber` the number of the first of them in the book.
    static func html(_ recipes: ArraySlice<Recipe>, firstNumber: Int = 1) -> String {
        var html = ""
        var number = firstNumber
        var start = recipes.startIndex
        while start < recipes.endIndex {
            let part = recipes[start].part
            var end = start
            while end < recipes.endIndex && recipes[end].part == part { end += 1 }
            let list = "<ol start=\"\(number)\">\n" + recipes[start..<end].map(item).joined() + "</ol>\n"
            if let part {
                html += "<section class=\"print-part\">\n<h2>\(HTML.escape(part))</h2>\n" + list + "</section>\n"
            } else {
                html += list
            }
            number += end - start
            start = end
        }
        return html
    }

    private static func item(_ recipe: Recipe) -> String {
        "<li><a href=\"#recipe-\(HTML.escape(recipe.slug))\">\(HTML.escape(recipe.title))</a></li>\n"
    }
}
