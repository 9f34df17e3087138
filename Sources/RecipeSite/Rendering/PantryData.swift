import RecipeCore

/// What "What can I make" on the index of ingredients works from: `ingredients/pantry.js`,
/// which sets `window.RECIPEBOOK_PANTRY` (a page opened from disk cannot fetch a file). It
/// holds each ingredient's slug, by its number in the index (`data-ingredient` on its `<dt>`),
/// which the reader's ticks are kept by; each recipe's `[title, slug, uses]`, its ingredients
/// by number; and the numbers of the staples (``PantryStaples``). A file of its own, not data
/// in the page: at ten thousand recipes it is over a megabyte, which the index's page would
/// carry before its first ingredient. MARKUP.md shows it.
enum PantryData {
    static func script(
        recipes: [Recipe], ingredients: IngredientUsers, numbers: [String: Int], slugs: [String: String], staples: Set<String>
    ) -> String {
        var json = JSONWriter(escapesHTML: true, compact: true)
        json.raw("window.RECIPEBOOK_PANTRY = ")
        json.object { json in
            json.key("ingredients")
            let keys = numbers.sorted { $0.value < $1.value }.map(\.key)
            json.array(keys) { json, key in json.string(slugs[key] ?? Slug.make(from: key)) }
            json.key("recipes")
            json.array(Array(zip(recipes, ingredients.uses).filter { !$0.1.isEmpty })) { json, pair in
                json.array { json in
                    json.element { $0.string(pair.0.title) }
                    json.element { $0.string(pair.0.slug) }
                    json.element { json in json.array(pair.1.compactMap { numbers[$0.key] }) { json, number in json.integer(number) } }
                }
            }
            json.key("staples")
            json.array(staples.compactMap { numbers[$0] }.sorted()) { json, number in json.integer(number) }
        }
        json.raw(";\n")
        return json.text
    }
}
