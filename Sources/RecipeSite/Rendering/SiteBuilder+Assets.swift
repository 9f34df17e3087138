import Foundation
import RecipeCore

extension SiteBuilder {
    /// The theme's assets, the words, the unit table, the search data and the stores' data.
    func assetFiles(_ pieces: AssetsPieces) -> [SiteFile] {
        var files = theme.assets.map { SiteFile(path: "assets/" + $0.path, content: .text($0.text)) }
        files += theme.binaryAssets.sorted { $0.key < $1.key }.map { SiteFile(path: $0.key, content: .copy(from: $0.value)) }
        // The generated scripts win over files of the same name in a templates folder.
        files.removeAll { [SitePath.wordsScript, SitePath.unitsScript, SitePath.searchScript, SitePath.shoppingScript].contains($0.path) }
        files.append(SiteFile(path: SitePath.wordsScript, content: .text(WordsScript.make(words))))
        files.append(SiteFile(path: SitePath.unitsScript, content: .text(UnitsScript.make())))
        files.append(searchScript(pieces))
        files.append(shoppingScript(pieces))
        return files
    }

    /// `assets/search-index.js`, put together from `pieces`.
    func searchScript(_ pieces: AssetsPieces) -> SiteFile {
        SiteFile(path: SitePath.searchScript, content: .parts(SearchIndexScript.script(entries: pieces.searchEntries + pieces.otherSearchEntries)))
    }

    /// `assets/shopping-data.js`, made from the names in `pieces`.
    func shoppingScript(_ pieces: AssetsPieces) -> SiteFile {
        let stores = zip(shopping.stores, storeSlugs).map { (store: $0, slug: $1) }
        return SiteFile(path: SitePath.shoppingScript, content: .text(ShoppingData.script(stores: stores, names: pieces.shoppingNames.sortedNames, words: words)))
    }

    /// Every recipe's search entry, made on every core, its ingredients as the stores' data
    /// names them (`uses`, by position), and the tags' and chapters' search entries.
    func assetsPieces(uses: [IngredientUses]) async -> AssetsPieces {
        let recipes = loaded.book.recipes
        let entries = await Self.concurrentMap(Array(recipes.indices)) { SearchIndexScript.json(SearchIndexScript.entry(of: recipes[$0])) }
        return AssetsPieces(
            searchEntries: entries,
            otherSearchEntries: SearchIndexScript.otherEntries(book: loaded.book, index: index, guide: words["guide"]).map(SearchIndexScript.json),
            shoppingNames: await IngredientUsers.make(uses: uses.map(\.shopping)))
    }

    /// Each recipe's ingredients, by position, made on every core.
    func ingredientUses() async -> [IngredientUses] {
        let recipes = loaded.book.recipes
        return await Self.concurrentMap(Array(recipes.indices)) { IngredientUses(of: recipes[$0]) }
    }
}

/// The search data and the stores' data in pieces, kept recipe by recipe: an edit of one
/// recipe's notes, sections or ingredients makes its own pieces again, and the two scripts
/// are put together from those and everyone else's kept pieces.
struct AssetsPieces: Sendable {
    /// Each recipe's entry of the search data (a JSON object), by position.
    private(set) var searchEntries: [String]
    /// The tags' and chapters' entries, after the recipes'.
    let otherSearchEntries: [String]
    /// The book's ingredients by the names the stores' data knows them by.
    private(set) var shoppingNames: IngredientUsers

    /// Puts in a new version of the recipe at `position` (same file, title and part), whose
    /// ingredients are `uses`; returns which of the two scripts changed.
    mutating func replace(at position: Int, with recipe: Recipe, uses: IngredientUses) -> (search: Bool, shopping: Bool) {
        let entry = SearchIndexScript.json(SearchIndexScript.entry(of: recipe))
        let searchChanged = entry != searchEntries[position]
        searchEntries[position] = entry
        let shoppingChanged = !shoppingNames.replace(at: position, with: uses.shopping).isEmpty
        return (searchChanged, shoppingChanged)
    }
}

/// `window.RECIPEBOOK_UNITS`: the unit table of RecipeCore, so the page scales and converts
/// amounts with the same numbers as the tool.
enum UnitsScript {
    static func make() -> String {
        var json = JSONWriter(escapesHTML: true)
        json.object { json in
            for unit in Unit.allCases {
                json.key(dynamic: unit.rawValue)
                json.object { json in
                    json.key("singular"); json.string(unit.rawValue)
                    json.key("plural"); json.string(unit.pluralName)
                    json.key("dimension"); json.string(unit.dimension.rawValue)
                    json.key("base"); json.number(unit.baseAmount)
                    json.key("system"); json.string(MeasureSystem(of: unit)?.rawValue)
                }
            }
        }
        return "window.RECIPEBOOK_UNITS = " + String(decoding: json.bytes, as: UTF8.self) + ";\n"
    }
}

/// `window.RECIPEBOOK_WORDS`: the words the page scripts show, in the book's language, and how
/// it writes numbers (`locale`, `decimalSeparator`). A script, not a file the page fetches, so it
/// also works when the site is opened from disk.
enum WordsScript {
    static func make(_ words: Wording) -> String {
        var json = JSONWriter(escapesHTML: true, compact: true)
        json.object { json in
            json.key("locale"); json.string(words.code)
            for key in words.words.keys.sorted() {
                json.key(dynamic: key)
                json.string(words[key])
            }
            let units = words.unitNames
            if !units.isEmpty {
                json.key("units")
                json.object { json in
                    for (unit, name) in units {
                        json.key(dynamic: unit.rawValue)
                        json.object { json in
                            json.key("singular"); json.string(name.singular)
                            json.key("plural"); json.string(name.plural)
                        }
                    }
                }
            }
        }
        return "window.RECIPEBOOK_WORDS = " + String(decoding: json.bytes, as: UTF8.self) + ";\n"
    }
}

/// `window.RECIPEBOOK_SEARCH`: what the search box looks through, shipped as a script so it
/// also works when the site is opened from disk, where pages may not fetch files.
enum SearchIndexScript {
    /// The script of `entries`, each a JSON object (``json(_:)``), in pieces to be written one
    /// after the other: the entries are never joined into one string.
    static func script(entries: [String]) -> [String] {
        var parts = ["window.RECIPEBOOK_SEARCH = ["]
        parts.reserveCapacity(entries.count * 2 + 2)
        for (number, entry) in entries.enumerated() {
            if number > 0 { parts.append(",") }
            parts.append(entry)
        }
        parts.append("];\n")
        return parts
    }

    /// An entry as the page's script reads it: compact, safe inside a `<script>` element.
    static func json(_ entry: Entry) -> String {
        var json = JSONWriter(capacity: 256 + entry.text.utf8.count, escapesHTML: true, compact: true)
        json.object { json in
            json.key("t"); json.string(entry.title)
            if let context = entry.context { json.key("c"); json.string(context) }
            json.key("u"); json.string(entry.url)
            json.key("k"); json.string(entry.kind)
            json.key("x"); json.string(entry.text)
            // The thumbnail of its first photo, from the site root.
            if let image = entry.image { json.key("i"); json.string(image) }
        }
        return String(decoding: json.bytes, as: UTF8.self)
    }

    struct Entry {
        let title: String
        let context: String?
        let url: String
        let kind: String
        let text: String
        var image: String?
    }

    /// A recipe's entry: found by its ingredients, tags, notes and sections.
    static func entry(of recipe: Recipe) -> Entry {
        var words = recipe.items.map(\.name)
        words += recipe.tags.map { "#" + $0 }
        for case .note(let note) in recipe.elements { words.append(MarkdownText.plain(note.text)) }
        for case .header(let header) in recipe.elements { words.append(header.text) }
        return Entry(
            title: recipe.title, context: recipe.part, url: SitePath.recipe(recipe.slug), kind: "recipe", text: words.joined(separator: " "),
            image: recipe.firstPhoto.flatMap { PublishedPhoto($0.found)?.thumbnail().path })
    }

    /// The entries after the recipes': the tags, the chapters and their sections.
    static func otherEntries(book: Book, index: SiteIndex, guide: String = "Guide") -> [Entry] {
        var entries: [Entry] = []
        for tag in index.tags {
            entries.append(Entry(title: "#" + tag.name, context: nil, url: SitePath.tag(tag.slug), kind: "tag", text: ""))
        }
        for chapter in book.chapters {
            let url = SitePath.chapter(chapter.slug)
            entries.append(Entry(title: chapter.title, context: guide, url: url, kind: "guide", text: ""))
            for section in chapter.sections {
                entries.append(Entry(title: section.title, context: chapter.title, url: url + "#" + section.anchor, kind: "guide", text: ""))
            }
        }
        return entries
    }
}
