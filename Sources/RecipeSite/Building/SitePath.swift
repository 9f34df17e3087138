import RecipeCore

/// Where each page lives, relative to the site root: a clean URL ending in `/`, or for a
/// recipe's printable list a file beside the recipe's page (no folder of its own: a book of
/// ten thousand recipes saves ten thousand folders).
enum SitePath {
    static func recipe(_ slug: String) -> String { "recipes/\(slug)/" }
    static func part(_ slug: String) -> String { "parts/\(slug)/" }
    static func tag(_ slug: String) -> String { "tags/\(slug)/" }
    static func chapter(_ slug: String) -> String { "guide/\(slug)/" }
    static let allRecipes = "recipes/"
    static let tags = "tags/"
    static let guide = "guide/"
    static let contents = "contents/"
    static let printBook = "print/book/"
    static let printGuide = "print/guide/"
    static let unitsScript = "assets/units.js"
    static let searchScript = "assets/search-index.js"
    static let shoppingScript = "assets/shopping-data.js"
    /// A volume of the whole cookbook (counting from 0), for a book too big to print in one go.
    static func printVolume(_ volume: Int) -> String { "print/volume-\(volume + 1)/" }
    static let plans = "plans/"
    static let shopping = "shopping/"
    static func plan(_ slug: String) -> String { "plans/\(slug)/" }
    static func plan(_ slug: String, store: String) -> String { "plans/\(slug)/\(store)/" }
    static func recipeShopping(_ slug: String) -> String { "recipes/\(slug)/shopping.html" }

    /// `../` once per folder: the way back to the root from a page at `path`.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 })
    }

    /// The file a page at `path` is written to: `index.html` in a clean URL's folder.
    static func file(of path: String) -> String {
        path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
    }

    /// Where a recipe's photo is published: beside its page, under a name made from its file
    /// name, a code from its place in the content folder and the extension of its kind of
    /// image. No photo can take a page's name (`index.html`), and two photos named alike in one
    /// recipe stay apart.
    static func photo(_ photo: Photo, recipeSlug: String) -> String? {
        guard photo.found != nil else { return nil }
        return recipe(recipeSlug) + photoFileName(photo)
    }

    static func photoFileName(_ photo: Photo) -> String {
        let source = photo.found?.path ?? photo.file
        var name = Substring(source.split(separator: "/").last ?? Substring(source))
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        let code = Slug.stableHash(source).prefix(8)
        return Slug.make(from: String(name)).prefix(40) + "-" + code + "." + (photo.found?.format.fileExtension ?? "jpg")
    }
}
