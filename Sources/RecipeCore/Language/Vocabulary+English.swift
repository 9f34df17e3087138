extension Vocabulary {
    /// English. Its words are the scanners' own and have always been read, in every book:
    /// the units in `Unit+Aliases.swift`, the time words in `TimeUnit.swift`, the oven words in
    /// `TemperatureContext.swift` and the category keywords in `ItemCategory+Keywords.swift`.
    /// So this table adds only the plurals of counted things that the rules get wrong.
    static let english = Vocabulary(
        code: "en", name: "English", decimalComma: false,
        nounPlurals: [
            "leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives", "calf": "calves",
            "potato": "potatoes", "tomato": "tomatoes", "mango": "mangoes", "avocado": "avocados",
            "goose": "geese", "fish": "fish", "sheep": "sheep", "shrimp": "shrimp", "salmon": "salmon",
        ])
}
