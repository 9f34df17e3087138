extension Vocabulary {
    /// English. Its words are the scanners' own and have always been read, in every book:
    /// the units in `Unit+Aliases.swift`, the time words in `TimeUnit.swift`, the oven words in
    /// `TemperatureContext.swift` and the category keywords in `ItemCategory+Keywords.swift`.
    /// So this table adds nothing; it names the language and its decimal point.
    static let english = Vocabulary(code: "en", name: "English", decimalComma: false)
}
