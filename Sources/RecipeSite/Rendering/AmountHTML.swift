import RecipeCore

/// An item's amount as a span: on a screen, with what the page script needs to rescale and
/// convert it; on paper, its words alone.
enum AmountHTML {
    static func render(_ item: Item, for medium: Medium) -> String? {
        guard !item.amount.isEmpty else { return nil }
        // Bytes, appended to: every item of every page and list goes through here.
        var html = HTMLBytes(capacity: 112 + item.amount.utf8.count)
        html += "<span class=\"item-amount\""
        if medium == .screen, let quantity = item.quantity {
            html += " data-low=\""
            html += HTML.number(quantity.low)
            if let high = quantity.high {
                html += "\" data-high=\""
                html += HTML.number(high)
            }
            if let unit = quantity.unit {
                html += "\" data-unit=\""
                html += HTML.escape(unit.rawValue)
            }
            if !quantity.text.isEmpty {
                html += "\" data-rest=\""
                html += HTML.escape(quantity.text)
            }
            html += "\""
        }
        html += ">"
        html += HTML.escape(item.amount)
        html += "</span>"
        return html.text
    }
}
