extension Language {
    /// The character between the whole number and its decimals: `,` in German, French,
    /// Spanish, Dutch and Italian, `.` in English.
    public var decimalSeparator: Character { vocabulary.decimalComma ? "," : "." }

    /// `value` as ``FriendlyFraction/format(_:)`` writes it, with this language's decimal
    /// separator: `1.75` is `"1,75"` in German; `1.5` stays `"1½"` in every language.
    public func format(_ value: Double) -> String {
        writingDecimals(in: FriendlyFraction.format(value))
    }

    /// `text`, an amount as the shopping list writes it (`"1.75 l + 2 sticks"`), with every
    /// decimal point between two digits written as this language's separator
    /// (`"1,75 l + 2 sticks"`). Only amounts written by this program should go through it: a
    /// point in a user's words (`v1.2`) is not a decimal point.
    public func writingDecimals(in text: String) -> String {
        guard vocabulary.decimalComma, text.utf8.contains(0x2E) else { return text }
        var bytes = Array(text.utf8)
        for index in bytes.indices.dropFirst().dropLast() where bytes[index] == 0x2E
            && ScanText.isDigit(bytes[index - 1]) && ScanText.isDigit(bytes[index + 1]) {
            bytes[index] = 0x2C
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Amount {
    /// ``displayText`` with the decimal separator of `language`: `"1,5–2"` in German.
    public func displayText(in language: Language) -> String {
        language.writingDecimals(in: displayText)
    }
}
