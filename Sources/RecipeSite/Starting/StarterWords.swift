import RecipeCore

/// What `recipebook init` writes into a new book in one language: the default theme's
/// `starter/<code>.toml`, English where the language has no such file or lacks a key.
struct StarterWords {
    /// The book's title when `init` is given none.
    let title: String
    /// The part (folder of `recipes/`) of the example recipe.
    let part: String
    /// The example recipe, as its file holds it.
    let recipe: String
    /// The first guide chapter's file name.
    let chapterFile: String
    /// The first guide chapter, `{title}` standing for the book's title.
    let chapter: String

    /// The starter of `language`.
    init(language: Language) {
        let words = Self.table(language.code)
        let english = Self.table(Language.english.code)
        func word(_ key: String) -> String { words[key] ?? english[key] ?? "" }
        title = word("title")
        part = word("part")
        recipe = word("recipe")
        chapterFile = word("chapterFile")
        chapter = word("chapter")
    }

    /// The example recipe's title: its first line without the `# `.
    var recipeTitle: String {
        let first = recipe.prefix { $0 != "\n" }
        return String(first.drop { $0 == "#" || $0 == " " })
    }

    /// The path of a language's starter inside the default theme.
    static func path(_ code: String) -> String {
        "starter/" + code + ".toml"
    }

    /// The keys and texts of a language's starter file; empty when the theme has none.
    private static func table(_ code: String) -> [String: String] {
        let path = path(code)
        return SiteConfig.parseWords(DefaultTheme.files[path] ?? "", file: path, known: nil).0
    }
}
