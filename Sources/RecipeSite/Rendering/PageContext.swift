import Mustache

/// The values every template may use, whatever page it renders: `root`, `siteTitle` …
struct CommonView: MustacheParent {
    let config: SiteConfig
    /// `../` once per folder between the page and the site root.
    let root: String

    func child(named name: String) -> Any? {
        switch name {
        case "root": root
        case "siteTitle": config.title
        case "author": config.author
        case "language": config.language
        case "theme": config.theme.rawValue
        case "themes": ThemeName.allCases.map { ["value": $0.rawValue, "name": $0.displayName] }
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

/// What `layout.mustache` sees: the page's body already rendered, plus its title and kind.
struct LayoutView: MustacheParent {
    let common: CommonView
    let pageTitle: String?
    let pageKind: String
    let description: String?
    let content: String
    let head: String
    let section: NavSection?

    enum NavSection {
        case recipes, tags, guide, contents
    }

    func child(named name: String) -> Any? {
        switch name {
        case "pageTitle": pageTitle
        case "pageKind": pageKind
        case "description": description ?? common.config.description
        case "content": content
        case "head": head
        case "navRecipes": section == .recipes
        case "navTags": section == .tags
        case "navGuide": section == .guide
        case "navContents": section == .contents
        default: common.child(named: name)
        }
    }
}
