import Foundation
import Images
import RecipeCore
import Testing
@testable import RecipeSite

/// The book's own picture (`image` in site.toml): the link preview of every page without a
/// photo of its own, made into a card like a recipe's photo, and never an address that 404s.
@Suite struct BookImageTests {
    static let base = LinkPreviewTests.base

    static func book(image: String?, baseURL: String? = base) throws -> TemporaryContent {
        let content = try LinkPreviewTests.book(baseURL: baseURL)
        try content.write("site.toml", """
            title = "Miller Kitchen"
            \(baseURL.map { "base_url = \"\($0)\"" } ?? "")
            \(image.map { "image = \"\($0)\"" } ?? "")
            """)
        try content.write("cover.png", bytes: TestImage.png("cover", width: 800, height: 500))
        return content
    }

    @Test func pagesWithoutAPhotoShowTheBooksPictureAsACard() async throws {
        let site = try await BuiltSite.build(try Self.book(image: "cover.png"))
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        let soup = LinkPreviewTests.tags(try site.page("recipes/soup.html"))
        let image = try #require(soup["og:image"])
        #expect(soup["twitter:card"] == "summary_large_image")
        #expect(soup["og:image:alt"] == "Miller Kitchen")
        #expect(LinkPreviewTests.tags(try site.page(""))["og:image"] == image)
        // A recipe's own photo still wins.
        let cake = try #require(LinkPreviewTests.tags(try site.page("recipes/plum-cake.html"))["og:image"])
        #expect(cake != image)

        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: site.output + "/" + image.dropFirst(Self.base.count))))
        let header = try PhotoImage.header(of: bytes, pixelLimit: ContentLimits.maximumPhotoPixels, scanLimit: 100).get()
        #expect(ImageFormat(leadingBytes: bytes) == .jpeg)
        #expect((header.width, header.height) == (1200, 630))
        // Every page's picture is a file of the site.
        for path in try site.htmlFiles() {
            guard let named = LinkPreviewTests.tags(try site.page(path))["og:image"] else { continue }
            #expect(named.hasPrefix(Self.base) && site.exists(String(named.dropFirst(Self.base.count))), "\(path): \(named)")
        }
        #expect(!site.exists("cover.png"), "the picture itself is never copied as it is")
    }

    @Test func aMissingOrOversizedPictureIsReportedAndNamesNoImage() async throws {
        let missing = try await BuiltSite.build(try Self.book(image: "no-such-cover.jpg"))
        let problem = try #require(missing.report.diagnostics.first { $0.location.file == SiteConfig.fileName })
        #expect(problem.description.contains("no-such-cover.jpg"))
        #expect(LinkPreviewTests.tags(try missing.page("recipes/soup.html"))["og:image"] == nil)

        let content = try Self.book(image: "huge.jpg")
        try content.sparseFile("huge.jpg", size: ContentLimits.maximumPhotoSize + 1)
        let huge = try await BuiltSite.build(content)
        let tooLarge = try #require(huge.report.diagnostics.first { $0.location.file == SiteConfig.fileName })
        guard case .photoTooLarge(let name, _, _) = tooLarge.reason else {
            Issue.record("not refused for its size: \(tooLarge)")
            return
        }
        #expect(name == "huge.jpg")
        #expect(LinkPreviewTests.tags(try huge.page(""))["og:image"] == nil)
    }

    @Test func withoutABaseURLNoCardIsPublished() async throws {
        let site = try await BuiltSite.build(try Self.book(image: "cover.png", baseURL: nil))
        #expect(LinkPreviewTests.tags(try site.page("recipes/soup.html"))["og:image"] == nil)
        #expect(!site.files().contains { $0.hasSuffix("card.jpg") && !$0.hasPrefix(ImageCache.folderName) })
    }
}
