import Foundation
import RecipeCore

/// Turns a link written in a recipe or chapter into the URL of the page it means.
///
/// `[Pie Crust](../Basics/Pie%20Crust.recipe)` in a recipe becomes `../../recipes/pie-crust/`;
/// `[Items](02-writing-recipes.md#items)` in a chapter becomes `../../guide/writing-recipes/#items`.
/// Both kinds of page sit two folders below the root, and so do the print pages that reuse
/// their HTML, so one URL serves all of them.
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
    /// The root as seen from a page two folders deep.
    static let pageRoot = "../../"

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
        return LinkResolution(url: url, target: target, href: self.url(for: target))
    }

    /// Whether every one of `links`, written in `file`, still leads where it led: then what
    /// was rendered with them needs no rendering again.
    func stillLead(_ links: [LinkResolution], from file: String) -> Bool {
        links.allSatisfy { resolve($0.url, from: file) == $0 }
    }

    func url(for target: Target) -> String? {
        switch target {
        case .recipe(let file, let fragment):
            index.recipeByFile[file].map {
                Self.pageRoot + SitePath.recipe(index.book.recipes[$0].slug) + (fragment.map { "#" + $0 } ?? "")
            }
        case .chapter(let file, let fragment):
            index.chapterByFile[file].map {
                Self.pageRoot + SitePath.chapter(index.book.chapters[$0].slug) + (fragment.map { "#" + $0 } ?? "")
            }
        case .picture(let path):
            Self.pageRoot + path.split(separator: "/").map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0) }
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
