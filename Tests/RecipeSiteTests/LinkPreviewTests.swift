import Foundation
import Images
import RecipeCore
import Testing
@testable import RecipeSite

/// What a chat app shows for a link to the book: it reads the page's raw HTML (no script runs)
/// for its Open Graph and Twitter tags, and fetches `og:image` by its absolute address.
@Suite struct LinkPreviewTests {
    static let base = "https://recipes.example.org/family/"

    /// A book with a photographed recipe, a plain one and a guide chapter.
    static func book(baseURL: String?) throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("site.toml", """
            title = "Miller & Sons' Kitchen"
            description = "Grandma's recipes, and ours."
            language = "de-CH"
            \(baseURL.map { "base_url = \"\($0)\"" } ?? "")
            """)
        try content.write("recipes/Cake.recipe", """
            # Plum cake

            > A *soft* cake with plums & cinnamon, for "Sunday" afternoons.

            ![Plum cake on a plate](cake.jpg)

            - 500 g plums

            Bake it.
            """)
        try content.write("recipes/cake.jpg", bytes: TestImage.jpeg("cake", width: 300, height: 400))
        try content.write("recipes/Soup.recipe", "# Soup\n\n- 1 l water\n\nBoil it.\n")
        try content.write("guide/01-welcome.md", """
            # Welcome

            This book keeps **our** family's recipes in one place.

            More words in a second paragraph.
            """)
        return content
    }

    /// The `content` of each `<meta>` by its `property` or `name`, decoded as a reader does.
    static func tags(_ page: PageHTML) -> [String: String] {
        var tags: [String: String] = [:]
        for meta in page.all("meta") {
            guard let key = meta["property"] ?? meta["name"], let content = meta["content"] else { continue }
            tags[key] = decoded(content)
        }
        return tags
    }

    static func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static func chapterPage(_ site: BuiltSite) throws -> String {
        try #require(site.files().first { $0.hasPrefix("guide/") && $0.hasSuffix("/index.html") && $0 != "guide/index.html" })
    }

    @Test func aRecipeLinkShowsItsTitleDescriptionAndPhotoCard() async throws {
        let site = try await BuiltSite.build(try Self.book(baseURL: Self.base))
        #expect(!site.report.hasErrors, "\(site.report.diagnostics)")
        let page = try site.page("recipes/plum-cake.html")
        let tags = Self.tags(page)
        #expect(tags["og:title"] == "Plum cake")
        #expect(tags["og:description"] == "A soft cake with plums & cinnamon, for \"Sunday\" afternoons.")
        #expect(tags["og:type"] == "article")
        #expect(tags["og:site_name"] == "Miller & Sons' Kitchen")
        #expect(tags["og:locale"] == "de_CH")
        #expect(tags["og:url"] == Self.base + "recipes/plum-cake.html")
        #expect(page.first("link[rel=canonical]")?["href"] == Self.base + "recipes/plum-cake.html")
        #expect(tags["twitter:card"] == "summary_large_image")
        // X reads the title, description and picture from Open Graph's tags: none is said twice.
        #expect(tags["twitter:title"] == nil && tags["twitter:description"] == nil && tags["twitter:image"] == nil)
        #expect(tags["og:image:alt"] == "Plum cake on a plate")

        // The card is a file of the site, 1200 × 630, at the address the page gives.
        let image = try #require(tags["og:image"])
        #expect((tags["og:image:width"], tags["og:image:height"]) == ("1200", "630"))
        #expect(image.hasPrefix(Self.base + "photos/"))
        let path = String(image.dropFirst(Self.base.count))
        #expect(site.exists(path))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: site.output + "/" + path)))
        #expect(ImageFormat(leadingBytes: bytes) == .jpeg)
        let header = try PhotoImage.header(of: bytes, pixelLimit: ContentLimits.maximumPhotoPixels, scanLimit: 100).get()
        #expect((header.width, header.height) == (1200, 630))
        let fields = try #require(PhotoImage.metadataFields(of: bytes))
        #expect(!fields.contains { $0.hasPrefix("exif") || $0.hasPrefix("xmp") })
    }

    @Test func everyPageSaysWhatItIs() async throws {
        let site = try await BuiltSite.build(try Self.book(baseURL: Self.base))
        let soup = Self.tags(try site.page("recipes/soup.html"))
        #expect(soup["og:title"] == "Soup")
        #expect(soup["og:image"] == nil)
        #expect(soup["twitter:card"] == "summary")

        let home = Self.tags(try site.page(""))
        #expect(home["og:title"] == "Miller & Sons' Kitchen")
        #expect(home["og:description"] == "Grandma's recipes, and ours.")
        #expect(home["og:type"] == "website")
        #expect(home["og:url"] == Self.base)

        let chapter = try site.page(try Self.chapterPage(site))
        let chapterTags = Self.tags(chapter)
        #expect(chapterTags["og:type"] == "article")
        #expect(chapterTags["og:title"] == "Welcome")
        #expect(chapterTags["og:description"] == "This book keeps our family's recipes in one place.")

        for path in try site.htmlFiles() {
            let tags = Self.tags(try site.page(path))
            #expect(tags["og:title"] != nil && tags["og:site_name"] != nil && tags["og:type"] != nil, "\(path)")
            // The 404 page stands at whatever address was missing: it names none.
            #expect(path == "404.html" ? tags["og:url"] == nil : tags["og:url"]?.hasPrefix(Self.base) == true, "\(path)")
            #expect(tags["twitter:card"] != nil, "\(path)")
        }
    }

    @Test func withoutABaseURLNoPageNamesAnAddress() async throws {
        let site = try await BuiltSite.build(try Self.book(baseURL: nil))
        #expect(!site.report.hasErrors, "\(site.report.diagnostics)")
        for path in try site.htmlFiles() {
            let page = try site.page(path)
            let tags = Self.tags(page)
            #expect(tags["og:title"] != nil, "\(path)")
            #expect(tags["og:url"] == nil && tags["og:image"] == nil && tags["twitter:image"] == nil, "\(path)")
            #expect(page.first("link[rel=canonical]") == nil, "\(path)")
        }
        #expect(Self.tags(try site.page("recipes/plum-cake.html"))["twitter:card"] == "summary")
        #expect(!site.files().contains { $0.hasSuffix("-card.jpg") })
        // Nor is a card made: no page could name it.
        let cache = site.output + "/" + ImageCache.folderName
        let made = FileManager.default.enumerator(atPath: cache)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(made.contains { $0.hasSuffix(".webp") })
        #expect(!made.contains { $0.hasSuffix("card.jpg") })
    }

    @Test func aLongDescriptionIsCutAtAWord() async throws {
        let content = try TemporaryContent()
        let long = Array(repeating: "Slowly stirred tomatoes", count: 20).joined(separator: " ")
        try content.write("recipes/Sauce.recipe", "# Sauce\n\n> \(long)\n\n- 1 tomato\n\nStir.\n")
        let site = try await BuiltSite.build(content)
        let description = try #require(Self.tags(try site.page("recipes/sauce.html"))["og:description"])
        #expect(description.count <= ShareText.summaryLength)
        #expect(description.hasSuffix("…"))
        #expect(long.hasPrefix(String(description.dropLast())))
        #expect(long.dropFirst(description.count - 1).first == " ")
    }

    @Test func openGraphLocalesFollowTheBookLanguage() {
        #expect(ShareText.openGraphLocale("en") == "en_US")
        #expect(ShareText.openGraphLocale("de") == "de_DE")
        #expect(ShareText.openGraphLocale("fr-CA") == "fr_CA")
        #expect(ShareText.openGraphLocale("nl") == "nl_NL")
    }
}
