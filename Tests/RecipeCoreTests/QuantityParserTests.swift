import Testing
@testable import RecipeCore

/// One amount note and the quantity it must read as.
struct AmountNoteCase: CustomTestStringConvertible, Sendable {
    let note: String
    let expected: Quantity?
    var testDescription: String { "\"\(note)\"" }

    init(_ note: String, _ expected: Quantity?) {
        self.note = note
        self.expected = expected
    }
}

private func exact(_ value: Double, _ unit: Unit? = nil, _ text: String = "") -> Quantity {
    Quantity(amount: .exact(value), unit: unit, text: text)
}

private func between(_ low: Double, _ high: Double, _ unit: Unit? = nil, _ text: String = "") -> Quantity {
    Quantity(amount: .range(low, high), unit: unit, text: text)
}

@Suite("QuantityParser")
struct QuantityParserTests {
    /// Every amount note FORMAT.md lists from app-written recipes.
    static let formatExamples: [AmountNoteCase] = [
        AmountNoteCase("2 sticks", exact(2, .stick)),
        AmountNoteCase("1 cup", exact(1, .cup)),
        AmountNoteCase("1/2 cup white", exact(0.5, .cup, "white")),
        AmountNoteCase("1 1/2 tsp", exact(1.5, .tsp)),
        AmountNoteCase("3/4 Cup (white/brown)", exact(0.75, .cup, "(white/brown)")),
        AmountNoteCase("2-3 Sticks", between(2, 3, .stick)),
        AmountNoteCase("1/4 - 1/2 Tsp", between(0.25, 0.5, .tsp)),
        AmountNoteCase("12 to 16 oz", between(12, 16, .oz)),
        AmountNoteCase("1.5 Cup, Gluten Free", exact(1.5, .cup, "Gluten Free")),
        AmountNoteCase("Black, 1 Tbsp", exact(1, .tbsp, "Black")),
        AmountNoteCase("1 slice fresh", exact(1, .slice, "fresh")),
        AmountNoteCase("8-10", between(8, 10)),
        AmountNoteCase("7-10 Pods", between(7, 10, .pod)),
        AmountNoteCase("1 package", exact(1, .package)),
        AmountNoteCase("1/2 to 1 tsp dill weed", between(0.5, 1, .tsp, "dill weed")),
        AmountNoteCase("1-2 oz", between(1, 2, .oz)),
        AmountNoteCase("1/4 Cup, Coconut Milk", exact(0.25, .cup, "Coconut Milk")),
        AmountNoteCase("", nil),
    ]

    @Test("FORMAT.md amount notes", arguments: formatExamples)
    func formatExample(_ example: AmountNoteCase) {
        #expect(QuantityParser.parse(example.note) == example.expected)
    }

    static let numberCases: [AmountNoteCase] = [
        AmountNoteCase("3", exact(3)),
        AmountNoteCase("1.25 cups", exact(1.25, .cup)),
        AmountNoteCase(".5 tsp", exact(0.5, .tsp)),
        AmountNoteCase("1,5 dl", exact(1.5, .dl)),          // decimal comma: no space after it
        AmountNoteCase("0,25 l milk", exact(0.25, .l, "milk")),
        AmountNoteCase("1,000 g", exact(1000, .g)),          // three digits: thousands separator
        AmountNoteCase("½ cup", exact(0.5, .cup)),
        AmountNoteCase("¼", exact(0.25)),
        AmountNoteCase("¾ c", exact(0.75, .cup)),
        AmountNoteCase("⅓ cup", exact(1.0 / 3, .cup)),
        AmountNoteCase("⅔ cup", exact(2.0 / 3, .cup)),
        AmountNoteCase("⅛ tsp", exact(0.125, .tsp)),
        AmountNoteCase("⅜ tsp", exact(0.375, .tsp)),
        AmountNoteCase("⅝ tsp", exact(0.625, .tsp)),
        AmountNoteCase("⅞ tsp", exact(0.875, .tsp)),
        AmountNoteCase("⅕ tsp", exact(0.2, .tsp)),
        AmountNoteCase("⅖ tsp", exact(0.4, .tsp)),
        AmountNoteCase("⅗ tsp", exact(0.6, .tsp)),
        AmountNoteCase("⅘ tsp", exact(0.8, .tsp)),
        AmountNoteCase("⅙ tsp", exact(1.0 / 6, .tsp)),
        AmountNoteCase("⅚ tsp", exact(5.0 / 6, .tsp)),
        AmountNoteCase("1½ cups", exact(1.5, .cup)),
        AmountNoteCase("1 ½ cups", exact(1.5, .cup)),
        AmountNoteCase("2 3/4 cups", exact(2.75, .cup)),
        AmountNoteCase("1-1/2 cups", exact(1.5, .cup)),      // hyphenated mixed number, not a range
        AmountNoteCase("1⁄2 cup", exact(0.5, .cup)),         // fraction slash U+2044
        AmountNoteCase("1\u{00A0}cup", exact(1, .cup)),      // no-break space
    ]

    @Test("Whole, decimal, fraction, mixed and Unicode numbers", arguments: numberCases)
    func number(_ example: AmountNoteCase) {
        #expect(QuantityParser.parse(example.note) == example.expected)
    }

    static let rangeCases: [AmountNoteCase] = [
        AmountNoteCase("2–3 cups", between(2, 3, .cup)),
        AmountNoteCase("2—3 cups", between(2, 3, .cup)),
        AmountNoteCase("2 - 3 cups", between(2, 3, .cup)),
        AmountNoteCase("2 to 3", between(2, 3)),
        AmountNoteCase("2 or 3 cloves", between(2, 3, .clove)),
        AmountNoteCase("4-4 1/2 cups", between(4, 4.5, .cup)),
        AmountNoteCase("1 1/2-2 cups", between(1.5, 2, .cup)),
        AmountNoteCase("½-¾ cup", between(0.5, 0.75, .cup)),
        AmountNoteCase("1½–2 lbs", between(1.5, 2, .lb)),
        AmountNoteCase("2 to taste", exact(2, nil, "to taste")),   // no second number: not a range
        AmountNoteCase("2 - packed", exact(2, nil, "packed")),     // dash as a separator
    ]

    @Test("Ranges", arguments: rangeCases)
    func range(_ example: AmountNoteCase) {
        #expect(QuantityParser.parse(example.note) == example.expected)
    }

    static let spellings: [(String, Unit)] = [
        ("tsp", .tsp), ("t", .tsp), ("tsp.", .tsp), ("teaspoon", .tsp), ("Teaspoons", .tsp),
        ("tbsp", .tbsp), ("T", .tbsp), ("Tbs", .tbsp), ("tbl", .tbsp), ("tablespoon", .tbsp),
        ("TABLESPOONS", .tbsp), ("cup", .cup), ("cups", .cup), ("c", .cup), ("C.", .cup),
        ("fl oz", .fluidOunce), ("fl. oz.", .fluidOunce), ("fluid ounce", .fluidOunce),
        ("fluid ounces", .fluidOunce), ("oz", .oz), ("ounce", .oz), ("ounces", .oz),
        ("lb", .lb), ("lbs", .lb), ("pound", .lb), ("pounds", .lb), ("g", .g), ("gr", .g),
        ("gram", .g), ("grams", .g), ("gramme", .g), ("grammes", .g), ("kg", .kg), ("kilo", .kg),
        ("kilos", .kg), ("kilogram", .kg), ("kilograms", .kg), ("mg", .mg), ("ml", .ml),
        ("mL", .ml), ("milliliter", .ml), ("millilitres", .ml), ("cl", .cl), ("dl", .dl),
        ("l", .l), ("L", .l), ("liter", .l), ("litres", .l), ("pint", .pint), ("pt", .pint),
        ("quarts", .quart), ("qt", .quart), ("gallon", .gallon), ("gal", .gallon),
        ("pinch", .pinch), ("pinches", .pinch), ("dash", .dash), ("dashes", .dash),
        ("drop", .drop), ("drops", .drop), ("clove", .clove), ("cloves", .clove), ("can", .can),
        ("cans", .can), ("tin", .can), ("tins", .can), ("package", .package), ("pkg", .package),
        ("pkgs", .package), ("packet", .package), ("packets", .package), ("stick", .stick),
        ("slices", .slice), ("pod", .pod), ("bunches", .bunch), ("head", .head),
        ("sprigs", .sprig), ("handful", .handful), ("handfuls", .handful), ("piece", .piece),
        ("pc", .piece), ("pcs", .piece), ("jar", .jar), ("bottles", .bottle), ("bag", .bag),
        ("boxes", .box), ("sheet", .sheet), ("stalks", .stalk), ("leaf", .leaf),
        ("leaves", .leaf), ("cubes", .cube), ("ear", .ear), ("fillets", .fillet), ("loaf", .loaf),
        ("loaves", .loaf), ("envelope", .envelope), ("envelopes", .envelope),
    ]

    @Test("Unit spellings, case and plurals", arguments: spellings)
    func unitSpelling(_ spelling: String, _ unit: Unit) {
        #expect(QuantityParser.parse("2 \(spelling)") == exact(2, unit))
        #expect(Unit(spelling: spelling) == unit)
    }

    static let unitCases: [AmountNoteCase] = [
        AmountNoteCase("2 tomatoes", exact(2, nil, "tomatoes")),     // not `t`
        AmountNoteCase("2 Tomatoes", exact(2, nil, "Tomatoes")),     // not `T`
        AmountNoteCase("1 large", exact(1, nil, "large")),
        AmountNoteCase("2 medium onions", exact(2, nil, "medium onions")),
        AmountNoteCase("3 small", exact(3, nil, "small")),
        AmountNoteCase("2 cans", exact(2, .can)),
        AmountNoteCase("2 candles", exact(2, nil, "candles")),       // a whole word only
        AmountNoteCase("1 (15 oz) can", exact(1, .can, "(15 oz)")),
        AmountNoteCase("1 (15 oz) can diced", exact(1, .can, "(15 oz) diced")),
        AmountNoteCase("2 (about 1 lb) tomatoes", exact(2, nil, "(about 1 lb) tomatoes")),
        AmountNoteCase("100g", exact(100, .g)),                       // a glued unit
        AmountNoteCase("250ml oat milk", exact(250, .ml, "oat milk")),
        AmountNoteCase("2 cups of flour", exact(2, .cup, "of flour")),
        AmountNoteCase("1 tsp. salt", exact(1, .tsp, "salt")),
        AmountNoteCase("1 T. butter", exact(1, .tbsp, "butter")),
        AmountNoteCase("2 g\u{E2}teaux", exact(2, nil, "g\u{E2}teaux")), // `g` then a letter
        AmountNoteCase("  2 cups  ", exact(2, .cup)),
        AmountNoteCase("1 cup – packed", exact(1, .cup, "packed")),
    ]

    @Test("Units are whole words; sizes and unknown words stay text", arguments: unitCases)
    func unit(_ example: AmountNoteCase) {
        #expect(QuantityParser.parse(example.note) == example.expected)
    }

    static let notQuantities: [AmountNoteCase] = [
        AmountNoteCase("a handful", nil),
        AmountNoteCase("to taste", nil),
        AmountNoteCase("   ", nil),
        AmountNoteCase("some, for dusting", nil),
        AmountNoteCase("2% milk", nil),          // a percentage is not an amount
        AmountNoteCase("3x", nil),               // nor a number glued to a word
        AmountNoteCase("2nd batch", nil),
        AmountNoteCase("Large, 2", exact(2, nil, "Large")),
        AmountNoteCase("Black, 1 Tbsp heaped", exact(1, .tbsp, "Black, heaped")),
        AmountNoteCase("Fresh, finely chopped, 2 tbsp", exact(2, .tbsp, "Fresh, finely chopped")),
    ]

    @Test("Notes without a leading quantity", arguments: notQuantities)
    func notQuantity(_ example: AmountNoteCase) {
        #expect(QuantityParser.parse(example.note) == example.expected)
    }

    /// Truncated or odd notes: whatever is not understood is kept as text.
    static let oddCases: [AmountNoteCase] = [
        AmountNoteCase("1/", exact(1, nil, "/")),
        AmountNoteCase("1/0 cup", exact(1, nil, "/0 cup")),
        AmountNoteCase("1 (15 oz", exact(1, nil, "(15 oz")),
        AmountNoteCase("1 (15 oz) each", exact(1, nil, "(15 oz) each")),
        AmountNoteCase("1 fl", exact(1, nil, "fl")),
        AmountNoteCase("1 fl. oz", exact(1, .fluidOunce)),
        AmountNoteCase("2-", exact(2)),
        AmountNoteCase("2 to", exact(2, nil, "to")),
        AmountNoteCase(".", nil),
        AmountNoteCase("-", nil),
        AmountNoteCase(",", nil),
        AmountNoteCase("1.", exact(1, nil, ".")),
    ]

    @Test("Odd and truncated notes", arguments: oddCases)
    func odd(_ example: AmountNoteCase) {
        #expect(QuantityParser.parse(example.note) == example.expected)
    }

    @Test("Unknown spellings are not units", arguments: ["tomato", "large", "x", "", "fl", "s", "2"])
    func unknownSpelling(_ spelling: String) {
        #expect(Unit(spelling: spelling) == nil)
    }

    static let leadingCases: [(String, Quantity?, String)] = [
        ("2 cups flour, sifted", exact(2, .cup), "flour, sifted"),
        ("½ lb butter", exact(0.5, .lb), "butter"),
        ("3 eggs", exact(3), "eggs"),
        ("2-3 large carrots", between(2, 3), "large carrots"),
        ("1 (15 oz) can tomatoes", exact(1, .can), "(15 oz) tomatoes"),
        ("1 1/2 tsp", exact(1.5, .tsp), ""),
        ("Salt and pepper to taste", nil, ""),
        ("Black, 1 Tbsp", nil, ""),      // only at the very start
        ("2% milk", nil, ""),
    ]

    @Test("Leading quantity", arguments: leadingCases)
    func leadingQuantity(_ text: String, _ quantity: Quantity?, _ remainder: String) {
        let found = QuantityParser.leadingQuantity(in: text)
        #expect(found?.quantity == quantity)
        if quantity != nil {
            #expect(found?.remainder == remainder)
        }
    }

    /// Found by `scripts/fuzz` (quantity-parser): a range that runs backwards came out with its
    /// high end below its low end.
    @Test("A backwards range is one number and text", arguments: ["½ to 0 tsp dill", "3-2 cups", "2 or 1 eggs"])
    func backwardsRange(_ note: String) throws {
        let quantity = try #require(QuantityParser.parse(note))
        #expect(quantity.high == nil)
        #expect(quantity.low == (note.hasPrefix("½") ? 0.5 : note.hasPrefix("3") ? 3 : 2))
        let leading = try #require(QuantityParser.leadingQuantity(in: note))
        #expect(leading.quantity.high == nil)
    }
}
