extension String {
    /// The text with each `{name}` that `values` holds replaced by its value, in one pass: a
    /// value is never read for names of its own, and other braces stay as they are. The one
    /// way a wording's placeholders are filled (`{n} recipes`, `{d}. {month} {y}`).
    public func filling(_ values: [String: String]) -> String {
        guard !values.isEmpty, utf8.contains(UInt8(ascii: "{")) else { return self }
        var filled = ""
        var rest = Substring(self)
        while let open = rest.firstIndex(of: "{") {
            filled += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                filled += value
                rest = after[after.index(after: close)...]
            } else {
                filled += "{"
                rest = after
            }
        }
        return filled + rest
    }
}
