extension Item {
    /// The name as a reader sees it: the link's text when the whole name is a link
    /// (`[Pie Crust](Pie%20Crust.recipe)` is `Pie Crust`), else the name, trimmed.
    public var shownName: String {
        nameLink?.text ?? name.trimmingSpaces
    }

    /// The link's text and address when the whole name is one Markdown link, as a sub-recipe
    /// is written (``Swift/String/wholeLink``); `nil` for any other name.
    public var nameLink: (text: String, target: String)? {
        name.wholeLink
    }

    /// How many batches of a sub-recipe the item asks for: its number when the amount has no
    /// unit (the larger of a range, so the list buys enough), 1 when it has no amount, and
    /// `nil` when the amount has a unit or no number (`1 cup`, `some`): then the item stays one
    /// line of the list.
    public var batches: Double? {
        guard let quantity else { return amount.trimmingSpaces.isEmpty ? 1 : nil }
        guard quantity.unit == nil else { return nil }
        let count = quantity.high ?? quantity.low
        return count > 0 ? count : nil
    }
}

extension String {
    /// The text and address when the whole string, trimmed, is one Markdown link
    /// (`[Pie Crust](Pie%20Crust.recipe)`), with neither empty; `nil` for anything else. The
    /// first byte is looked at first: most names are not links.
    public var wholeLink: (text: String, target: String)? {
        let trimmed = trimmingSpaces
        guard trimmed.utf8.first == UInt8(ascii: "["), trimmed.utf8.last == UInt8(ascii: ")"),
              let middle = trimmed.range(of: "](") else { return nil }
        let text = String(trimmed[trimmed.index(after: trimmed.startIndex)..<middle.lowerBound]).trimmingSpaces
        let target = String(trimmed[middle.upperBound..<trimmed.index(before: trimmed.endIndex)]).trimmingSpaces
        guard !text.isEmpty, !target.isEmpty, !text.contains("]") else { return nil }
        return (text, target)
    }
}
