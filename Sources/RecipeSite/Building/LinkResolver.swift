import Foundation
import RecipeCore

/// Turns a link written in a recipe or chapter into the URL of the page it means.
///
/// `[Pie Crust](../Basics/Pie%20Crust.recipe)` in a recipe becomes `../recipes/pie-crust.html`;
/// `[Items](02-writing-recipes.md#items)` in a chapter becomes `../../guide/writing-recipes/#items`.
/// A recipe's page sits one folder below the root, and so do the print pages that reuse its
/// HTML; a chapter's page two, and so does the print page of the guide. So one URL serves
/// every page that shows a recipe, and one every page that shows a chapter.
struct LinkResolver {
    enum Target: Hashable, Sendable {
        /// A recipe, by its file: where it lives may change, which file it is does not.
        case recipe(String, fragment: String?)
        /// A chapter, by its file.
        case chapter(String, fragment: String?)
        /// A picture of the guide, published at its path in the content folder.
        case picture(String)
        /// Another site, a mail address, or an anchor on the same page: left as written.
        case unchanged
        /// A relative path to nothing the site publishes.
        case unknown
    }

    let index: SiteIndex
    /// The root as seen from a recipe's page, and from a chapter's.
    static let recipeRoot = SitePath.root(of: SitePath.recipe("recipe"))
    static let chapterRoot = SitePath.root(of: SitePath.chapter("chapter"))

    func target(of url: String, from file: String) -> Target {
        if url.isEmpty || url.hasPrefix("#") || url.hasPrefix("//") || Self.hasScheme(url) { return .unchanged }
        let (path, fragment) = Self.split(url)
        let decoded = path.removingPercentEncoding ?? path
        guard !decoded.hasPrefix("/"), let resolved = ContentRoot.normalise(Self.folder(of: file) + "/" + decoded) else {
            return .unknown
        }
        let trimmed = resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
        if let recipe = index.recipeByFile[trimmed] { return .recipe(index.book.recipes[recipe].file, fragment: fragment) }
        if let chapter = index.chapterByFile[trimmed] { return .chapter(index.book.chapters[chapter].file, fragment: fragment) }
        if index.guideImages.contains(trimmed) { return .picture(trimmed) }
        return .unknown
    }

    /// `url`, written in `file`, with where it leads now.
    func resolve(_ url: String, from file: String) -> LinkResolution {
        let target = target(of: url, from: file)
        return LinkResolution(url: url, target: target, href: self.url(for: target, from: file))
    }

    /// Whether every one of `links`, written in `file`, still leads where it led: then what
    /// was rendered with them needs no rendering again.
    func stillLead(_ links: [LinkResolution], from file: String) -> Bool {
        links.allSatisfy { resolve($0.url, from: file) == $0 }
    }

    /// Where `target` is, from the page that shows `file` (a recipe's or a chapter's).
    func url(for target: Target, from file: String) -> String? {
        let root = index.chapterByFile[file] == nil ? Self.recipeRoot : Self.chapterRoot
        return switch target {
        case .recipe(let file, let fragment):
            index.recipeByFile[file].map {
                root + SitePath.recipe(index.book.recipes[$0].slug) + (fragment.map { "#" + $0 } ?? "")
            }
        case .chapter(let file, let fragment):
            index.chapterByFile[file].map {
                root + SitePath.chapter(index.book.chapters[$0].slug) + (fragment.map { "#" + $0 } ?? "")
            }
        case .picture(let path):
            root + path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
                .joined(separator: "/")
        case .unchanged, .unknown:
            nil
        }
    }

    private static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    private static func split(_ url: String) -> (path: String, fragment: String?) {
        var path = Substring(url)
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        guard let hash = url.firstIndex(of: "#") else { return (String(path), nil) }
        return (String(url[..<hash]), String(url[url.index(after: hash)...]))
    }

    private static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return String(file[..<slash])
    }
}

/// A link as a page's text was rendered with it: what it was written as, and where it led
/// (the recipe or chapter, by its file, and its address then). A page whose text is the same
/// and whose links all still lead where they led is the same page, however the rest of the
/// book changed around it.
struct LinkResolution: Hashable, Sendable {
    let url: String
    let target: LinkResolver.Target
    let href: String?
}

extension Array where Element == LinkResolution {
    /// A number that changes whenever one of the links leads elsewhere.
    var digest: Int {
        var hasher = Hasher()
        hasher.combine(self)
        return hasher.finalize()
    }
}
