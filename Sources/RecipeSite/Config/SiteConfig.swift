/// The site's settings, from `site.toml` at the top of the content folder (all optional).
public struct SiteConfig: Sendable, Hashable {
    /// The book's title, shown on every page.
    public var title = "Recipe Book"
    /// Who wrote the book; shown on the home page and in the feed.
    public var author: String?
    /// A sentence about the book, for the home page and search engines.
    public var description: String?
    /// The language of the content, as a BCP 47 tag (`en`, `de-CH`).
    public var language = "en"
    /// Where the site will be published (`https://example.com/recipes/`); needed for absolute
    /// links in the sitemap and the feed. Pages never depend on it.
    public var baseURL: String?
    /// The theme a reader sees until they pick another.
    public var theme = ThemeName.light
    /// A picture of the whole book (relative to the content folder): a link preview's image
    /// (`og:image`) for every page that has no photo of its own.
    public var image: String?
    /// A picture (relative to the content folder) the home-screen icons and the browser tab's
    /// icon are made from, in place of the theme's favicon.
    public var icon: String?
    /// The family's order of the book's parts, by name: parts not named follow A–Z.
    public var order: [String] = []
    /// The family's order of the recipes in a part (by title or file name), by the part's name.
    public var recipeOrder: [String: [String]] = [:]
    /// The book's own words over the theme's, from `i18n/<language>.toml`: key to word.
    public var wordOverrides: [String: String] = [:]

    /// The defaults.
    public init() {}

    /// The name of the config file in the content folder.
    public static let fileName = "site.toml"

    /// Every setting the file may hold.
    public static let knownKeys = ["title", "author", "description", "language", "base_url", "theme", "image", "icon", "order", "recipe_order"]
}
