import RecipeCore

extension ShoppingListHeading {
    /// ``ShoppingListHeading/details`` as HTML, escaped, its date in a `<time>` element whose
    /// `datetime` a machine reads whatever language the date is written in.
    var detailsHTML: String {
        var html = HTML.escape(place)
        if let writtenDate {
            html += ", "
            if let isoDate {
                html += "<time datetime=\"" + HTML.escape(isoDate) + "\">" + HTML.escape(writtenDate) + "</time>"
            } else {
                html += HTML.escape(writtenDate)
            }
        }
        return html
    }
}
