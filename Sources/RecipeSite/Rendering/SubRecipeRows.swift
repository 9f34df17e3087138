import RecipeCore

/// What a recipe page carries for its sub-recipes: for each item that is a recipe of its own
/// and counts batches, the items ``SubRecipes/expandByItem(_:multiplier:_:)`` gathers in its
/// place, so the page script lists a pie's crust as flour and butter without knowing which
/// item is which recipe. The shape is in MARKUP.md.
enum SubRecipeRows {
    /// `"subs": [[position, [row, …]], …]`, after the recipe's rows, when any item expands;
    /// each row is whole (`[name, key, category, part, amount, prep, plural, words, wordsKey,
    /// other, times, title, slug]`): `times` is how many batches of its recipe one of the
    /// page's recipe asks for, `title` and `slug` that recipe's.
    static func write(_ recipe: Recipe, subRecipes: SubRecipes, language: Language, into json: inout JSONWriter) {
        var expanded: [(position: Int, rows: [(item: Item, from: Recipe, times: Double)])] = []
        subRecipes.expandByItem(recipe, multiplier: 1) { position, inner, from, times in
            // An item of the recipe itself is no sub-recipe's: the page shows it already.
            guard from.file != recipe.file else { return }
            if expanded.last?.position != position { expanded.append((position, [])) }
            expanded[expanded.count - 1].rows.append((inner, from, times))
        }
        guard !expanded.isEmpty else { return }
        json.key("subs")
        json.array(expanded) { json, entry in
            json.array { json in
                json.element { $0.integer(entry.position) }
                json.element { json in
                    json.array { json in
                        for row in entry.rows { writeRow(row.item, from: row.from, times: row.times, language: language, into: &json) }
                    }
                }
            }
        }
    }

    /// One whole row, or nothing for an item whose name makes no shopping key.
    private static func writeRow(_ item: Item, from recipe: Recipe, times: Double, language: Language, into json: inout JSONWriter) {
        let name = item.shownName
        let facts = IngredientFacts.of(name, language: language)
        guard !facts.key.isEmpty else { return }
        let note = ShoppingNote(note: item.amount, quantity: item.quantity)
        json.element { json in
            json.array { json in
                json.element { $0.string(name) }
                json.element { $0.string(facts.key) }
                json.element { $0.string(facts.category.rawValue) }
                json.element { json in
                    if let part = note.part { ShoppingData.writePartRow(part, into: &json) } else { json.null() }
                }
                json.element { $0.string(item.amount) }
                json.element { $0.string(item.prep) }
                json.element { $0.integer(facts.plural ? 1 : 0) }
                json.element { $0.string(note.words) }
                json.element { $0.string(note.words.isEmpty ? "" : note.wordsKey) }
                json.element { $0.string(CountedName(item, language: language).forms?.other ?? "") }
                json.element { $0.number(times) }
                json.element { $0.string(recipe.title) }
                json.element { $0.string(recipe.slug) }
            }
        }
    }
}
