import RecipeCore

/// What "What can I make" on the index of ingredients works from, written into the page as
/// `<script type="application/json" id="pantry-data">` (a page opened from disk cannot fetch
/// a file): each ingredient's slug, by its number in the index (`data-ingredient` on its
/// `<dt>`), which the reader's ticks are kept by; each recipe's title, slug and the ingredients
/// it uses, by number; and the numbers of the staples (``PantryStaples``). MARKUP.md shows it.
enum PantryData {
    static func script(
        recipes: [Recipe], ingredients: IngredientUsers, numbers: [String: Int], slugs: [String: String], staples: Set<String>
    ) -> String {
        var json = JSONWriter(escapesHTML: true, compact: true)
        json.raw("<script type=\"application/json\" id=\"pantry-data\">")
        json.object { json in
            json.key("ingredients")
            let keys = numbers.sorted { $0.value < $1.value }.map(\.key)
            json.array(keys) { json, key in json.string(slugs[key] ?? Slug.make(from: key)) }
            json.key("recipes")
            json.array(Array(zip(recipes, ingredients.uses).filter { !$0.1.isEmpty })) { json, pair in
                json.object { json in
                    json.key("title"); json.string(pair.0.title)
                    json.key("slug"); json.string(pair.0.slug)
                    json.key("uses")
                    json.array(pair.1.compactMap { numbers[$0.key] }) { json, number in json.integer(number) }
                }
            }
            json.key("staples")
            json.array(staples.compactMap { numbers[$0] }.sorted()) { json, number in json.integer(number) }
        }
        json.raw("</script>\n")
        return json.text
    }
}
