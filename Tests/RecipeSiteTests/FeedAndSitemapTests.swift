import Foundation
import Testing
@testable import RecipeSite

/// `feed.xml`, `sitemap.xml` and `robots.txt`, which a book with a `base_url` gets for feed
/// readers and search engines.
@Suite(.serialized) struct FeedAndSitemapTests {
    static func book(_ content: TemporaryContent) throws {
        try content.write("site.toml", "title = \"Test Book\"\nbase_url = \"https://family.example.org/food/\"\n")
        try content.write("recipes/Soup.recipe", "# Soup\n\nA warm bowl.\n\n- Water | 1 l\n\nSimmer 20 minutes.\n")
        try content.write("recipes/Bread.recipe", "# Bread\n\n- Flour | 500 g\n\nBake.\n")
    }

    @Test func bothNameEveryRecipesPageByItsFullAddress() async throws {
        let content = try TemporaryContent()
        try Self.book(content)
        let site = try await BuiltSite.build(content)
        let sitemap = try site.text("sitemap.xml")
        #expect(sitemap.contains("<loc>https://family.example.org/food/recipes/soup.html</loc>"))
        #expect(sitemap.contains("<loc>https://family.example.org/food/recipes/bread.html</loc>"))
        let feed = try site.text("feed.xml")
        #expect(feed.contains("<link href=\"https://family.example.org/food/recipes/soup.html\"/>"))
    }

    @Test func robotsTxtNamesTheSitemapByItsFullAddress() async throws {
        let content = try TemporaryContent()
        try Self.book(content)
        let site = try await BuiltSite.build(content)
        let robots = try site.text("robots.txt")
        #expect(robots.hasPrefix("User-agent: *\n"))
        #expect(robots.contains("\nSitemap: https://family.example.org/food/sitemap.xml\n"))
    }

    @Test func withoutABaseURLThereIsNoSitemapFeedOrRobotsTxt() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Soup.recipe", "# Soup\n\n- Water | 1 l\n\nSimmer 20 minutes.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.exists("recipes/soup.html"))
        for file in ["sitemap.xml", "feed.xml", "robots.txt"] { #expect(!site.exists(file), "\(file)") }
    }

    @Test func aFeedEntrysIdIsTheOneItHadBeforeRecipesWereFiles() async throws {
        // Feed readers tell entries apart by their ids: a new id would show every recipe again.
        let content = try TemporaryContent()
        try Self.book(content)
        let site = try await BuiltSite.build(content)
        let feed = try site.text("feed.xml")
        #expect(feed.contains("<id>https://family.example.org/food/recipes/soup/</id>"))
        #expect(feed.contains("<id>https://family.example.org/food/recipes/bread/</id>"))
    }
}
