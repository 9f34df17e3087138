import Foundation
import RecipeCore

/// What the page script `shopping.js` combines: each recipe's items already understood here
/// (name key, category, amount as one ``ShoppingAmount`` part), so the page only adds them
/// up and shows them, and never reads names or amounts itself. The shapes are in MARKUP.md.
enum ShoppingData {
    /// A recipe's shopping data for its page: `{"slug", "rows": [...]}`, a compact row for each
    /// item with a shopping key (``writeRows(_:into:)``), which the page script makes into
    /// the items ``writeItems(_:into:)`` describes with the name, amount and preparation the
    /// page shows, and the page's title and address. Safe inside a `<script>` element; `nil`
    /// when the recipe has no named item. Items are put in categories by their names in
    /// `language` (and English).
    /// With `subRecipes`, each item that is a recipe of its own and counts batches also has
    /// the rows that stand in its place when the list gathers its items (`subs`, see
    /// ``SubRecipeRows``).
    static func recipeJSON(_ recipe: Recipe, language: Language = .english, subRecipes: SubRecipes? = nil) -> String? {
        let items = named(recipe.items, language: language)
        guard !items.isEmpty else { return nil }
        var json = JSONWriter(capacity: 128 + items.count * 48, escapesHTML: true, compact: true)
        json.object { json in
            json.key("slug"); json.string(recipe.slug)
            json.key("rows")
            writeRows(items, into: &json)
            if let subRecipes {
                SubRecipeRows.write(recipe, subRecipes: subRecipes, language: language, into: &json)
            }
        }
        return json.text
    }

    /// An item with its trimmed name and what that name tells, worked out once; `position`
    /// is where it is among the recipe's items.
    struct NamedItem {
        let item: Item
        let position: Int
        let name: String
        let facts: IngredientFacts
    }

    /// The items whose names make a shopping key.
    static func named(_ items: [Item], language: Language = .english) -> [NamedItem] {
        var named: [NamedItem] = []
        named.reserveCapacity(items.count)
        for (position, item) in items.enumerated() {
            let name = item.shownName
            let facts = IngredientFacts.of(name, language: language)
            if !facts.key.isEmpty { named.append(NamedItem(item: item, position: position, name: name, facts: facts)) }
        }
        return named
    }

    /// `items` (those with a shopping key) as an array of `{"name", "key", "amount", "prep",
    /// "category", "plural"?, "words"?, "wordsKey"?, "part"}`: `part` is what the item adds to
    /// its line (``ShoppingAmount/parts``), or `null`; `words` are what the amount note says
    /// beyond that (``ShoppingNote``) and `wordsKey` the same words as lines compare them,
    /// both left out when there are none.
    static func writeItems(_ items: [Item], into json: inout JSONWriter) {
        writeItems(named(items), into: &json)
    }

    private static func writeItems(_ items: [NamedItem], into json: inout JSONWriter) {
        json.array(items) { json, named in
            let item = named.item
            json.object { json in
                json.key("name"); json.string(named.name)
                json.key("key"); json.string(named.facts.key)
                json.key("amount"); json.string(item.amount)
                json.key("prep"); json.string(item.prep)
                json.key("category"); json.string(named.facts.category.rawValue)
                if named.facts.plural {
                    json.key("plural"); json.bool(true)
                }
                let note = ShoppingNote(note: item.amount, quantity: item.quantity)
                if !note.words.isEmpty {
                    json.key("words"); json.string(note.words)
                    json.key("wordsKey"); json.string(note.wordsKey)
                }
                json.key("part")
                if let part = note.part { writePart(part, into: &json) } else { json.null() }
            }
        }
    }

    /// `items` as rows, the form a recipe page carries because every page of a big book
    /// carries one: `[position, key, category, part, plural, words, wordsKey]`. `position` is
    /// the item's place among the page's items, whose name, amount and preparation the page
    /// shows already; `part` is `[kind, low, high, unit]` for a volume or weight, `["count",
    /// low, high, unit, size, word]` (size and word left out when empty), `["text", text]` or
    /// `null`; `plural` is 1 or 0; empty values at a row's end are left out.
    static func writeRows(_ items: [NamedItem], into json: inout JSONWriter) {
        json.array(items) { json, named in
            let note = ShoppingNote(note: named.item.amount, quantity: named.item.quantity)
            let plural = named.facts.plural
            let wordsKey = note.words.isEmpty ? "" : note.wordsKey
            // How much of the tail (plural, words, wordsKey) is written: up to its last value.
            let kept = !wordsKey.isEmpty ? 3 : !note.words.isEmpty ? 2 : plural ? 1 : 0
            json.array { json in
                json.element { $0.integer(named.position) }
                json.element { $0.string(named.facts.key) }
                json.element { $0.string(named.facts.category.rawValue) }
                json.element { json in if let part = note.part { writePartRow(part, into: &json) } else { json.null() } }
                if kept > 0 { json.element { $0.integer(plural ? 1 : 0) } }
                if kept > 1 { json.element { $0.string(note.words) } }
                if kept > 2 { json.element { $0.string(wordsKey) } }
            }
        }
    }

    /// ``writePart(_:into:)`` as a row: `[kind, low, high, unit, size, word]`, up to its last
    /// value (a reader takes what is left out as none).
    static func writePartRow(_ part: ShoppingAmount.Part, into json: inout JSONWriter) {
        json.array { json in
            switch part {
            case .measure(let measure):
                let unit = measure.inputs.first?.rawValue
                json.element { $0.string(measure.dimension.rawValue) }
                json.element { $0.number(measure.amount.low) }
                if measure.amount.high != nil || unit != nil { json.element { $0.number(measure.amount.high) } }
                if let unit { json.element { $0.string(unit) } }
            case .count(let count):
                let kept = !count.word.isEmpty ? 5 : !count.size.isEmpty ? 4 : count.unit != nil ? 3 : count.amount.high != nil ? 2 : 1
                json.element { $0.string("count") }
                json.element { $0.number(count.amount.low) }
                if kept > 1 { json.element { $0.number(count.amount.high) } }
                if kept > 2 { json.element { $0.string(count.unit?.rawValue) } }
                if kept > 3 { json.element { $0.string(count.size) } }
                if kept > 4 { json.element { $0.string(count.word) } }
            case .text(let text):
                json.element { $0.string("text") }
                json.element { $0.string(text) }
            }
        }
    }

    /// One amount before any adding up: a volume or weight in millilitres or grams with the
    /// unit it was written in, a count with its unit, size and word, or a text.
    static func writePart(_ part: ShoppingAmount.Part, into json: inout JSONWriter) {
        json.object { json in
            switch part {
            case .measure(let measure):
                json.key("kind"); json.string(measure.dimension.rawValue)
                json.key("low"); json.number(measure.amount.low)
                json.key("high"); json.number(measure.amount.high)
                json.key("unit"); json.string(measure.inputs.first?.rawValue)
            case .count(let count):
                json.key("kind"); json.string("count")
                json.key("low"); json.number(count.amount.low)
                json.key("high"); json.number(count.amount.high)
                json.key("unit"); json.string(count.unit?.rawValue)
                json.key("size"); json.string(count.size)
                json.key("word"); json.string(count.word)
            case .text(let text):
                json.key("kind"); json.string("text")
                json.key("text"); json.string(text)
            }
        }
    }

    /// `window.RECIPEBOOK_SHOPPING`: the category names in walking order and every store's
    /// layout (see ``writeStore(_:slug:keys:into:)``), for the Shopping list page; `names` are
    /// the book's ingredients by key, sorted, each with the name first written.
    /// The categories are named in `words`.
    static func script(stores: [(store: Store, slug: String)], names: [(key: String, name: String)], words: Wording = Wording(language: .english)) -> String {
        var json = JSONWriter(escapesHTML: true)
        json.object { json in
            json.key("categories")
            json.array(ItemCategory.allCases) { json, category in
                json.object { json in
                    json.key("id"); json.string(category.rawValue)
                    json.key("name"); json.string(words.category(category))
                }
            }
            json.key("stores")
            json.array(stores) { json, entry in
                writeStore(entry.store, slug: entry.slug, keys: names, into: &json)
            }
        }
        return "window.RECIPEBOOK_SHOPPING = " + String(decoding: json.bytes, as: UTF8.self) + ";\n"
    }

    /// A store as ``StoreLayout`` sees it: `{"name", "slug", "aisles": [{"name", "category"}],
    /// "items": [{"key", "aisle", "category"}], "categories": {key: category}}`. The
    /// `categories` are the book's ingredients that the store's own rules put elsewhere than
    /// the built-in table does, so the page needs no table of its own.
    static func writeStore(_ store: Store, slug: String, keys: [(key: String, name: String)], into json: inout JSONWriter) {
        let layout = StoreLayout(store: store)
        json.object { json in
            json.key("name"); json.string(layout.name)
            json.key("slug"); json.string(slug)
            json.key("aisles")
            json.array(layout.aisles) { json, aisle in
                json.object { json in
                    json.key("name"); json.string(aisle.name)
                    json.key("category"); json.string(aisle.category?.rawValue)
                }
            }
            json.key("items")
            json.array(layout.items) { json, item in
                json.object { json in
                    json.key("key"); json.string(item.key)
                    json.key("aisle"); json.integer(item.aisle)
                    json.key("category"); json.string(item.category.rawValue)
                }
            }
            json.key("categories")
            json.object { json in
                guard layout.categories != CategoryTable.builtIn else { return }
                for (key, name) in keys {
                    let own = layout.categories.category(for: name)
                    if own != IngredientFacts.of(name).category {
                        json.key(dynamic: key); json.string(own.rawValue)
                    }
                }
            }
        }
    }
}
