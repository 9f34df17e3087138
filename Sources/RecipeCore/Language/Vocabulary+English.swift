extension Vocabulary {
    /// English. Its words are the scanners' own and have always been read, in every book:
    /// the units in `Unit+Aliases.swift`, the time words in `TimeUnit.swift`, the oven words in
    /// `TemperatureContext.swift` and the category keywords in `ItemCategory+Keywords.swift`.
    /// So this table adds only the plurals of counted things that the rules get wrong, and
    /// the words of a pan note (`Pan: 9x13 in`), which every book reads beside its own.
    static let english = Vocabulary(
        code: "en", name: "English", decimalComma: false,
        nounPlurals: [
            "leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives", "calf": "calves",
            "potato": "potatoes", "tomato": "tomatoes", "mango": "mangoes", "avocado": "avocados",
            "goose": "geese", "fish": "fish", "sheep": "sheep", "shrimp": "shrimp", "salmon": "salmon",
            // Names a cook counts by the head or bunch without a plural: `2 Broccoli`.
            "asparagus": "asparagus", "broccoli": "broccoli", "celery": "celery", "spinach": "spinach",
            "garlic": "garlic", "kale": "kale", "lettuce": "lettuce", "fennel": "fennel", "choy": "choy",
            "ginger": "ginger", "parsley": "parsley", "basil": "basil", "cilantro": "cilantro", "dill": "dill",
            "thyme": "thyme", "rosemary": "rosemary", "mint": "mint", "sage": "sage", "corn": "corn",
            "okra": "okra", "chard": "chard", "arugula": "arugula", "watercress": "watercress", "bread": "bread",
            "tofu": "tofu", "hummus": "hummus", "couscous": "couscous",
        ],
        pan: PanWords(
            labels: [
                "Pan", "Tin", "Cake pan", "Cake tin", "Loaf pan", "Loaf tin", "Baking pan", "Baking tin", "Baking dish",
                "Dish", "Pie dish", "Pie plate", "Springform", "Mold", "Mould",
            ],
            round: ["round"], square: ["square"], inches: ["in", "inch", "inches", "\""], by: ["by"]))
}
