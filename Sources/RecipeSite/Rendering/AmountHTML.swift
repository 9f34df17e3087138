import RecipeCore

/// An item's amount as a span the page script can rescale and convert.
enum AmountHTML {
    static func render(_ item: Item) -> String? {
        guard !item.amount.isEmpty else { return nil }
        guard let quantity = item.quantity else {
            return "<span class=\"item-amount\">\(HTML.escape(item.amount))</span>"
        }
        var attributes = " data-low=\"\(HTML.number(quantity.low))\""
        if let high = quantity.high { attributes += " data-high=\"\(HTML.number(high))\"" }
        if let unit = quantity.unit { attributes += " data-unit=\"\(HTML.escape(unit.rawValue))\"" }
        if !quantity.text.isEmpty { attributes += " data-rest=\"\(HTML.escape(quantity.text))\"" }
        return "<span class=\"item-amount\"\(attributes)>\(HTML.escape(item.amount))</span>"
    }
}
