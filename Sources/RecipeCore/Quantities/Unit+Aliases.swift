extension Unit {
    /// The unit a written unit word names, in any spelling the amount parser understands:
    /// `"Tbsp"`, `"tablespoons"`, `"T"`, `"t"`, `"fl. oz."`, `"Cups"`. `nil` for anything else.
    ///
    /// Case does not matter, except for the single letters `t` (teaspoon) and `T` (tablespoon).
    /// The words of `language` are read as well: `"EL"` is a tablespoon in German.
    public init?(spelling: String, language: Language = .english) {
        let unit: Unit? = ScanText.withBytes(of: spelling) { bytes in
            let range = ScanText.trimmed(bytes, 0..<bytes.count)
            guard let match = UnitScanner.unitWord(bytes, at: range.lowerBound, language: language),
                  match.end == range.upperBound else { return nil }
            return match.unit
        }
        guard let unit else { return nil }
        self = unit
    }

    /// Every spelling of every unit, lowercase, without the trailing period of an
    /// abbreviation (`tsp.` reads as `tsp`). The single letters `t` and `T` are case-sensitive
    /// and so handled by the scanner, not listed here; `fl oz` is two words, also handled there.
    static let spellings: [Unit: [String]] = [
        .tsp: ["tsp", "tsps", "teaspoon", "teaspoons"],
        .tbsp: ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tablespoon", "tablespoons"],
        .cup: ["cup", "cups", "c"],
        .fluidOunce: ["floz"],
        .ml: ["ml", "mls", "milliliter", "milliliters", "millilitre", "millilitres"],
        .cl: ["cl", "centiliter", "centiliters", "centilitre", "centilitres"],
        .dl: ["dl", "deciliter", "deciliters", "decilitre", "decilitres"],
        .l: ["l", "liter", "liters", "litre", "litres"],
        .pint: ["pint", "pints", "pt", "pts"],
        .quart: ["quart", "quarts", "qt", "qts"],
        .gallon: ["gallon", "gallons", "gal", "gals"],
        .mg: ["mg", "milligram", "milligrams", "milligramme", "milligrammes"],
        .g: ["g", "gr", "gram", "grams", "gramme", "grammes"],
        .kg: ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
        .oz: ["oz", "ozs", "ounce", "ounces"],
        .lb: ["lb", "lbs", "pound", "pounds"],
        .pinch: ["pinch", "pinches"],
        .dash: ["dash", "dashes"],
        .drop: ["drop", "drops"],
        .knifepoint: ["knifepoint", "knifepoints"],
        .clove: ["clove", "cloves"],
        .can: ["can", "cans", "tin", "tins"],
        .package: ["package", "packages", "pkg", "pkgs", "packet", "packets"],
        .stick: ["stick", "sticks"],
        .slice: ["slice", "slices"],
        .pod: ["pod", "pods"],
        .bunch: ["bunch", "bunches"],
        .head: ["head", "heads"],
        .sprig: ["sprig", "sprigs"],
        .handful: ["handful", "handfuls"],
        .piece: ["piece", "pieces", "pc", "pcs"],
        .jar: ["jar", "jars"],
        .bottle: ["bottle", "bottles"],
        .bag: ["bag", "bags"],
        .box: ["box", "boxes"],
        .sheet: ["sheet", "sheets"],
        .stalk: ["stalk", "stalks"],
        .leaf: ["leaf", "leaves"],
        .cube: ["cube", "cubes"],
        .ear: ["ear", "ears"],
        .fillet: ["fillet", "fillets"],
        .loaf: ["loaf", "loaves"],
        .envelope: ["envelope", "envelopes"],
    ]

    /// The unit's English spellings, lowercase, its own name (`fl oz`) first: what a page's
    /// script reads when a reader types an amount (`250 grams`).
    public var englishSpellings: [String] {
        [rawValue] + (Self.spellings[self] ?? []).filter { $0 != rawValue }
    }

    /// ``spellings`` as a lookup table, built once.
    static let bySpelling: [WordKey: Unit] = {
        var table: [WordKey: Unit] = [:]
        for (unit, words) in spellings {
            for word in words {
                if let key = WordKey(word) { table[key] = unit }
            }
        }
        return table
    }()
}
