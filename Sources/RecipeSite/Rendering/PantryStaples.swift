import RecipeCore

/// What "What can I make" on the index of ingredients takes every kitchen to have: water from
/// the tap, salt and pepper. They are ticked for the reader until they untick them, so a recipe
/// is never one thing short for want of salt; flour, oil or sugar stay the reader's to tick, as
/// a kitchen may well be out of them.
enum PantryStaples {
    /// The staples' names in each language; English is understood in every book, as its
    /// recipes' units are.
    static let names: [String: [String]] = [
        "en": ["water", "tap water", "cold water", "warm water", "hot water", "boiling water", "lukewarm water", "ice water",
               "salt", "table salt", "fine salt", "sea salt", "kosher salt", "pepper", "black pepper", "salt and pepper"],
        "de": ["Wasser", "Leitungswasser", "kaltes Wasser", "warmes Wasser", "heißes Wasser", "kochendes Wasser",
               "lauwarmes Wasser", "Eiswasser", "Salz", "Meersalz", "Pfeffer", "schwarzer Pfeffer", "Salz und Pfeffer"],
        "fr": ["eau", "eau du robinet", "eau froide", "eau chaude", "eau tiède", "eau bouillante", "eau glacée",
               "sel", "sel fin", "gros sel", "poivre", "poivre noir", "sel et poivre"],
        "es": ["agua", "agua del grifo", "agua fría", "agua caliente", "agua tibia", "agua hirviendo", "agua helada",
               "sal", "sal fina", "sal gruesa", "pimienta", "pimienta negra", "sal y pimienta"],
        "it": ["acqua", "acqua del rubinetto", "acqua fredda", "acqua calda", "acqua tiepida", "acqua bollente",
               "acqua ghiacciata", "sale", "sale fino", "sale grosso", "pepe", "pepe nero", "sale e pepe"],
        "nl": ["water", "kraanwater", "koud water", "warm water", "heet water", "kokend water", "lauw water", "ijswater",
               "zout", "zeezout", "peper", "zwarte peper", "zout en peper"],
    ]

    /// The index keys of the staples of a book in `language`, made as the index makes its keys.
    static func keys(_ language: Language) -> Set<String> {
        let words = (names["en"] ?? []) + (language.code == "en" ? [] : names[language.code] ?? [])
        return Set(words.map { IngredientFacts.of($0).key })
    }
}
