import Foundation
import RecipeCore

extension SiteBuilder {
    /// `sitemap.xml`, an Atom feed of the recipes, newest first, and `robots.txt` naming the
    /// sitemap. They need absolute addresses, so they are written only when the site config
    /// names its `base_url`.
    func feedFiles() -> [SiteFile] {
        guard let base = config.baseURL else { return [] }
        let recipes = loaded.book.recipes
        var pages = ["", SitePath.allRecipes, SitePath.tags, SitePath.guide, SitePath.contents]
        pages += recipes.map { SitePath.recipe($0.slug) }
        pages += index.parts.map { SitePath.part($0.slug) }
        pages += index.tags.map { SitePath.tag($0.slug) }
        pages += loaded.book.chapters.map { SitePath.chapter($0.slug) }
        var sitemap = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages {
            sitemap += "<url><loc>\(XML.escape(base + page))</loc></url>\n"
        }
        sitemap += "</urlset>\n"

        // The 50 newest, picked in one pass rather than by sorting the whole book.
        let newest = Self.mostRecent(50, of: recipes.indices.map { (loaded.modified[recipes[$0].file] ?? 0, $0) }) { recipes[$0].slug }
        let updated = newest.first.flatMap { loaded.modified[recipes[$0].file] } ?? 0
        var feed = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\">\n"
        feed += "<title>\(XML.escape(config.title))</title>\n"
        feed += "<id>\(XML.escape(base))</id>\n"
        feed += "<updated>\(XML.date(updated))</updated>\n"
        feed += "<link href=\"\(XML.escape(base))\"/>\n<link rel=\"self\" href=\"\(XML.escape(base))feed.xml\"/>\n"
        if let author = config.author { feed += "<author><name>\(XML.escape(author))</name></author>\n" }
        for position in newest {
            let recipe = recipes[position]
            let url = base + SitePath.recipe(recipe.slug)
            // An entry's id never changes, or feed readers show it again as new: it stays the
            // address a recipe had when it was a folder, `recipes/<slug>/`.
            feed += "<entry>\n<title>\(XML.escape(recipe.title))</title>\n"
            feed += "<id>\(XML.escape(base + "recipes/" + recipe.slug + "/"))</id>\n"
            feed += "<link href=\"\(XML.escape(url))\"/>\n"
            feed += "<updated>\(XML.date(loaded.modified[recipe.file] ?? 0))</updated>\n"
            if let description = recipe.description {
                feed += "<summary>\(XML.escape(MarkdownText.plain(description)))</summary>\n"
            }
            feed += "</entry>\n"
        }
        feed += "</feed>\n"
        // Every crawler may read every page; the sitemap lists them.
        let robots = "User-agent: *\nAllow: /\n\nSitemap: \(base)sitemap.xml\n"
        return [
            SiteFile(path: "sitemap.xml", content: .text(sitemap)), SiteFile(path: "feed.xml", content: .text(feed)),
            SiteFile(path: "robots.txt", content: .text(robots)),
        ]
    }
}

enum XML {
    static func escape(_ text: String) -> String { HTML.escape(text) }

    /// RFC 3339, as Atom wants: `2026-11-22T02:04:15Z`.
    static func date(_ seconds: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}
