import RecipeCore

/// An item's amount as a span the page script can rescale and convert.
enum AmountHTML {
    static func render(_ item: Item) -> String? {
        guard !item.amount.isEmpty else { return nil }
        // One string, appended to: every item of every page and list goes through here.
        var html = "<span class=\"item-amount\""
        html.reserveCapacity(96 + item.amount.utf8.count)
        if let quantity = item.quantity {
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
        return html
    }
}
