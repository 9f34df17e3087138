import Foundation
import RecipeCore

extension SiteBuilder {
    /// The theme's assets, the words, the unit table, the search index and the stores' data.
    func assetFiles(_ pieces: AssetsPieces) -> [SiteFile] {
        var files = theme.assets.map { SiteFile(path: "assets/" + $0.path, content: .text($0.text)) }
        files += theme.binaryAssets.sorted { $0.key < $1.key }.map { SiteFile(path: $0.key, content: .copy(from: $0.value)) }
        // The generated scripts win over files of the same name in a templates folder.
        files.removeAll {
            [SitePath.wordsScript, SitePath.unitsScript, SitePath.shoppingScript].contains($0.path) || $0.path.hasPrefix(SitePath.searchFolder)
        }
        files.append(SiteFile(path: SitePath.wordsScript, content: .text(WordsScript.make(words))))
        files.append(SiteFile(path: SitePath.unitsScript, content: .text(UnitsScript.make())))
        files += SearchScripts.all(pieces.search)
        files.append(shoppingScript(pieces))
        return files
    }

    /// `assets/shopping-data.js`, made from the names in `pieces`.
    func shoppingScript(_ pieces: AssetsPieces) -> SiteFile {
        let stores = zip(shopping.stores, storeSlugs).map { (store: $0, slug: $1) }
        return SiteFile(path: SitePath.shoppingScript, content: .text(ShoppingData.script(stores: stores, names: pieces.shoppingNames.sortedNames, words: words)))
    }

    /// The search index, each recipe's document made on every core, and the book's
    /// ingredients as the stores' data names them (`uses`, by position).
    func assetsPieces(uses: [IngredientUses]) async -> AssetsPieces {
        let recipes = loaded.book.recipes
        let documents = await Self.concurrentMap(Array(recipes.indices)) { SearchDocument(recipe: recipes[$0]) }
        let others = SearchDocument.others(book: loaded.book, index: index, guide: words["guide"])
        let search = SearchIndex(
            tags: others.tags, recipes: zip(recipes, documents).map { (file: $0.file, document: $1) }, guide: others.guide)
        return AssetsPieces(search: search, shoppingNames: await IngredientUsers.make(uses: uses.map(\.shopping)))
    }

    /// Each recipe's ingredients, by position, made on every core.
    func ingredientUses() async -> [IngredientUses] {
        let recipes = loaded.book.recipes
        return await Self.concurrentMap(Array(recipes.indices)) { IngredientUses(of: recipes[$0]) }
    }
}

/// The search index and the stores' data, kept recipe by recipe: an edit of one recipe's
/// notes, sections or ingredients puts in its own words and names, and only the scripts
/// whose bytes that changes are made again.
struct AssetsPieces: Sendable {
    /// The search index, recipes' words kept by file.
    private(set) var search: SearchIndex
    /// The book's ingredients by the names the stores' data knows them by.
    private(set) var shoppingNames: IngredientUsers

    /// Puts in a new version of the recipe at `position` (same file, title and part), whose
    /// ingredients are `uses`; returns the search words whose postings changed and whether
    /// the stores' data changed.
    mutating func replace(at position: Int, with recipe: Recipe, uses: IngredientUses) -> (search: Set<String>, shopping: Bool) {
        let touched = search.replace(file: recipe.file, with: SearchDocument(recipe: recipe))
        let shoppingChanged = !shoppingNames.replace(at: position, with: uses.shopping).isEmpty
        return (touched, shoppingChanged)
    }

    /// Whether putting in `recipes` keeps the search index's files (their number of shards):
    /// an edit's build makes only files the last build made, so one that would add or drop a
    /// shard goes through the whole book.
    func keepsSearchFiles(after recipes: [Recipe]) -> Bool {
        var changed = search
        for recipe in recipes { changed.replace(file: recipe.file, with: SearchDocument(recipe: recipe)) }
        return changed.shards.count == search.shards.count
    }

    /// The search scripts that differ between `old` and `search` (same number of shards and
    /// documents) once the postings of `touched` changed: a shard whose words or postings
    /// changed, the dictionary when any did, a chunk whose card changed.
    func changedSearchScripts(since old: SearchIndex, touched: Set<String>) -> [SiteFile] {
        var files: [SiteFile] = []
        if old.words != search.words || old.shards != search.shards { files.append(SearchScripts.dictionary(search)) }
        for shard in search.shards.indices {
            let words = search.words(ofShard: shard)
            let same = shard < old.shards.count && words.elementsEqual(old.words(ofShard: shard)) && !words.contains(where: touched.contains)
            if !same { files.append(SearchScripts.shard(shard, of: search)) }
        }
        for chunk in 0..<SearchScripts.chunkCount(search) {
            let range = chunk * SearchIndex.docsPerChunk..<min(search.cards.count, (chunk + 1) * SearchIndex.docsPerChunk)
            if old.cards.count != search.cards.count || old.cards[range] != search.cards[range] {
                files.append(SearchScripts.chunk(chunk, of: search))
            }
        }
        return files
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
