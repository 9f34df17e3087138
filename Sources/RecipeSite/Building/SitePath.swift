import RecipeCore

/// Where each page lives, relative to the site root, as a clean URL ending in `/`.
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
    static let plans = "plans/"
    static let shopping = "shopping/"
    static func plan(_ slug: String) -> String { "plans/\(slug)/" }
    static func plan(_ slug: String, store: String) -> String { "plans/\(slug)/\(store)/" }
    static func recipeShopping(_ slug: String) -> String { "recipes/\(slug)/shopping/" }

    /// `../` once per folder: the way back to the root from a page at `path`.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count)
    }

    /// The file a page at `path` is written to.
    static func file(of path: String) -> String {
        path.isEmpty ? "index.html" : path + "index.html"
    }

    /// Where a recipe's photo is published: beside its page, under its own file name.
    static func photo(_ photo: Photo, recipeSlug: String) -> String? {
        guard photo.path != nil else { return nil }
        return recipe(recipeSlug) + photoFileName(photo)
    }

    static func photoFileName(_ photo: Photo) -> String {
        let name = (photo.path ?? photo.file).split(separator: "/").last.map(String.init) ?? photo.file
        return name
    }
}
