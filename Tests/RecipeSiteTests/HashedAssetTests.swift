import Foundation
import Testing
@testable import RecipeSite

/// The stylesheet and scripts are published under names carrying a hash of their bytes, so a
/// host may keep them for ever (`_headers` says so) and a new build never runs old scripts.
@Suite struct HashedAssetTests {
    static let linked = ["recipebook.css", "theme.js", "words.js", "units.js", "recipebook.js", "shopping.js"]

    static func book() throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("recipes/Soup.recipe", "# Soup\n\n- Leek | 2 |\n\nSimmer 25 minutes.\n")
        try content.write("guide/01-start.md", "# Start\n\nHello.\n")
        return content
    }

    /// What a page's `<link>` and `<script>` elements load, from the site's root.
    static func loaded(_ site: BuiltSite, page: String, root: String) throws -> [String] {
        let html = try site.page(page)
        let sheets = html.all("link").filter { $0["rel"] == "stylesheet" }.compactMap { $0["href"] }
        return (sheets + html.all("script").compactMap { $0["src"] }).map { String($0.dropFirst(root.count)) }
    }

    @Test func everyPageLoadsTheHashedFilesThatExist() async throws {
        let site = try await BuiltSite.build(try Self.book())
        let published = try Self.linked.map(site.assetPath)
        for path in published {
            #expect(path.range(of: #"^assets/[a-z]+\.[0-9a-f]{8}\.(css|js)$"#, options: .regularExpression) != nil, "\(path)")
        }
        for name in Self.linked {
            #expect(!site.exists("assets/" + name), "the plain \(name) is not published")
        }
        for (page, root) in [("", ""), ("recipes/soup.html", "../"), ("guide/start/", "../../"), ("shopping/", "../")] {
            let loaded = try Self.loaded(site, page: page, root: root)
            #expect(Set(published).isSubset(of: Set(loaded)), "\(page): \(loaded)")
            for path in loaded { #expect(site.exists(path), "\(page) loads \(path)") }
        }
    }

    @Test func aChangedStylesheetGetsANewNameAndTheRestKeepTheirs() async throws {
        let content = try Self.book()
        let first = try await BuiltSite.build(content)
        let before = try Self.linked.map(first.assetPath)
        let again = try await BuiltSite.build(content)
        #expect(try Self.linked.map(again.assetPath) == before, "the same bytes, the same names")
        try content.write("../Templates/assets/recipebook.css.d/30-family.css", ".site-title { letter-spacing: 1px; }\n")
        let second = try await BuiltSite.build(content)
        let after = try Self.linked.map(second.assetPath)
        #expect(after[0] != before[0])
        #expect(Array(after.dropFirst()) == Array(before.dropFirst()))
        #expect(try second.asset("recipebook.css").contains("letter-spacing: 1px"))
        #expect(try Self.loaded(second, page: "recipes/soup.html", root: "../").contains(after[0]))
        #expect(!second.exists(before[0]), "the old stylesheet is removed")
    }

    @Test func headersMarkOnlyTheHashedFilesImmutable() async throws {
        let site = try await BuiltSite.build(try Self.book())
        let headers = try site.text("_headers")
        let blocks = headers.components(separatedBy: "\n").filter { $0.hasPrefix("/") }
        #expect(Set(blocks) == Set(try Self.linked.map { "/" + (try site.assetPath($0)) }))
        #expect(headers.components(separatedBy: "Cache-Control: public, max-age=31536000, immutable").count == Self.linked.count + 1)
        #expect(!headers.contains("shopping-data.js"), "the book's data changes without a new name")
    }
}
