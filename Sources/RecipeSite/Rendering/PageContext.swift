import Mustache

/// The values every template may use, whatever page it renders: `root`, `siteTitle`, the
/// words `t` …
struct CommonView: MustacheParent {
    let config: SiteConfig
    /// `../` once per folder between the page and the site root.
    let root: String
    /// Whether the book has guide chapters (the Guide link is shown only then).
    var hasGuide = true
    /// Whether the book has meal plans (the Plans link is shown only then).
    var hasPlans = false
    /// The theme's words in the book's language: `{{t.doneCooking}}`.
    var words = Wording(language: .english)
    /// The colour of the browser's bar, from the book's default theme (``AppManifest``).
    var themeColour: String?
    /// The stylesheets' and scripts' hashed names (``ThemeAssets``): `{{asset.recipebook_css}}`.
    var assets: [String: String] = [:]

    func child(named name: String) -> Any? {
        switch name {
        case "root": root
        case "siteTitle": config.title
        case "author": config.author
        case "language": config.language
        case "theme": config.theme.rawValue
        case "baseURL": config.baseURL
        case "locale": ShareText.openGraphLocale(config.language)
        case "themeColour": themeColour
        case "bookIcon": config.icon != nil
        case "hasGuide": hasGuide
        case "hasPlans": hasPlans
        case "themes": ThemeName.allCases.map { ["value": $0.rawValue, "name": words["theme." + $0.rawValue]] }
        case "t": words.words
        case "asset": assets
        default: nil
        }
    }
}

/// A page's own view in front of the common values: a name the page does not know is looked
/// up in `fallback`.
struct LayeredView: MustacheParent {
    let primary: MustacheParent
    let fallback: MustacheParent

    func child(named name: String) -> Any? {
        primary.child(named: name) ?? fallback.child(named: name)
    }
}

/// The layout's values for one page: its body already rendered, its title and kind.
struct LayoutValues {
    let pageTitle: String?
    let pageKind: String
    let description: String?
    let content: String
    let head: String
    /// A `<base>` element, first in the head, or nothing.
    var base = ""
    let section: NavSection?
    /// The page's absolute address, only when the book has a `base_url`.
    var shareURL: String?
    /// Whether link previews call it an article (a recipe, a chapter), not a website's page.
    var article = false
    /// The link preview's picture, an absolute address (only with a `base_url`), and its words.
    var shareImage: String?
    var shareImageAlt: String?

    enum NavSection: Hashable {
        case recipes, tags, guide, contents, plans, shopping
    }

    var values: TemplateSplicer.Values {
        [
            "pageTitle": .text(pageTitle),
            "pageKind": .text(pageKind),
            "description": .text(description),
            "content": .text(content),
            "head": .text(head),
            "base": .text(base),
            "shareURL": .text(shareURL),
            "article": .flag(article),
            "shareImage": .text(shareImage),
            "shareImageAlt": .text(shareImageAlt),
            "navRecipes": .flag(section == .recipes),
            "navTags": .flag(section == .tags),
            "navGuide": .flag(section == .guide),
            "navContents": .flag(section == .contents),
            "navPlans": .flag(section == .plans),
            "navShopping": .flag(section == .shopping),
        ]
    }
}
