import RecipeCore

/// An item's amount as a span the page script can rescale and convert.
enum AmountHTML {
    /// The span, and the bytes of it that hold the attributes only the page script reads
    /// (empty when there are none): paper leaves them out without searching for them.
    struct Span {
        let html: String
        let scriptData: Range<Int>
    }

    static func render(_ item: Item) -> Span? {
        guard !item.amount.isEmpty else { return nil }
        // Bytes, appended to: every item of every page and list goes through here.
        var html = HTMLBytes(capacity: 112 + item.amount.utf8.count)
        html += "<span class=\"item-amount\""
        let dataStart = html.bytes.count
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
        let dataEnd = html.bytes.count
        html += ">"
        html += HTML.escape(item.amount)
        html += "</span>"
        return Span(html: html.text, scriptData: dataStart..<dataEnd)
    }
}
