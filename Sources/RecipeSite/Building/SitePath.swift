import Images
import RecipeCore

/// Where each page lives, relative to the site root: a clean URL ending in `/`, or for a
/// recipe or an ingredient a file of its own in `recipes/` or `ingredients/` (no folder
/// each: a book of ten thousand recipes writes, deletes and uploads ten thousand fewer
/// entries, and its links open from disk), and so for the printed cookbook, which shows the
/// recipes' articles as their pages do.
enum SitePath {
    static func recipe(_ slug: String) -> String { "recipes/\(slug).html" }
    static func part(_ slug: String) -> String { "parts/\(slug)/" }
    static func tag(_ slug: String) -> String { "tags/\(slug)/" }
    static func chapter(_ slug: String) -> String { "guide/\(slug)/" }
    static let allRecipes = "recipes/"
    /// Names in `recipes/` that the A–Z list's own page holds (`recipes/index.html`): no
    /// recipe's page may take them.
    static let reservedRecipeSlugs: Set<String> = ["index"]
    static let tags = "tags/"
    static let guide = "guide/"
    /// Every chapter's title and address, for the sidebar's list (``SiteBuilder/chapterListFile()``).
    static let guideChapters = "guide/chapters.js"
    /// "What can I make"'s data (``PantryData``), beside the index of ingredients.
    static let pantryData = "ingredients/pantry.js"
    static let contents = "contents/"
    /// The index of ingredients, A–Z, each with how many recipes use it.
    static let ingredients = "ingredients/"
    /// The recipes that use one ingredient (its file name made of its key): a file, not a
    /// folder each, as recipes' pages are, since a book names hundreds of ingredients.
    static func ingredient(_ slug: String) -> String { "ingredients/\(slug).html" }
    /// The whole cookbook for printing. A file one folder deep, as a recipe's page is: the
    /// recipes' articles, rendered once, carry links that lead from that depth.
    static let printBook = "print/book.html"
    static let printGuide = "print/guide/"
    static let unitsScript = "assets/units.js"
    static let wordsScript = "assets/words.js"
    /// The search index's scripts (``SearchScripts``): the dictionary, the postings shards
    /// and the documents' cards, each setting `window.RECIPEBOOK_SEARCH_PARTS[part]`.
    static let searchFolder = "assets/search/"
    static let searchWords = "assets/search/words.js"
    static func searchPostings(_ shard: Int) -> String { "assets/search/\(searchPart(postings: shard)).js" }
    static func searchDocs(_ chunk: Int) -> String { "assets/search/\(searchPart(docs: chunk)).js" }
    static func searchPart(postings shard: Int) -> String { "postings-\(shard)" }
    static func searchPart(docs chunk: Int) -> String { "docs-\(chunk)" }
    static let shoppingScript = "assets/shopping-data.js"
    /// A volume of the whole cookbook (counting from 0), for a book too big to print in one go.
    static func printVolume(_ volume: Int) -> String { "print/volume-\(volume + 1).html" }
    static let plans = "plans/"
    static let shopping = "shopping/"
    static func plan(_ slug: String) -> String { "plans/\(slug)/" }
    static func plan(_ slug: String, store: String) -> String { "plans/\(slug)/\(store)/" }

    /// `../` once per folder: the way back to the root from a page at `path`.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 })
    }

    /// The file a page at `path` is written to: `index.html` in a clean URL's folder.
    static func file(of path: String) -> String {
        path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
    }

    /// The folder of every photo's images, at the site root: a photo used by two recipes is
    /// one set of files, and a recipe that changes its title does not move its photos.
    static let photos = "photos/"

    /// One image made from a photo, named by a hash of the photo's bytes and its width, never
    /// by the user's file name: new bytes are a new name, so a browser may keep it forever.
    static func photoImage(hash: String, width: Int, format: EncodedImage.Format) -> String {
        photos + hash + "-" + String(width) + "." + format.fileExtension
    }

    /// The link preview's card of a photo, beside its other images.
    static func photoCard(hash: String) -> String {
        photos + hash + "-card.jpg"
    }
}
