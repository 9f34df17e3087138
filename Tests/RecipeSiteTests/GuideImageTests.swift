import Foundation
import Images
import RecipeCore
import Testing
@testable import RecipeSite

/// A chapter shows the guide's own pictures (screenshots, diagrams) kept in `guide/`: they are
/// remade like photos (upright, without metadata, in the format their bytes say) and published
/// at the same path, and the chapter, its print page and the PDF lead to them. A picture that
/// cannot be published is a warning at its file, and the rest of the site is built.
@Suite struct GuideImageTests {
    /// A book of one recipe and one chapter that shows `pictures` (paths inside `guide/`).
    static func book(showing pictures: [String]) throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        let shown = pictures.map { "![A picture](\($0.replacingOccurrences(of: " ", with: "%20")))" }.joined(separator: "\n\n")
        try content.write("guide/01-start.md", "# Start\n\n\(shown)\n")
        return content
    }

    static func bytes(_ site: BuiltSite, _ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: site.output + "/" + path)))
    }

    @Test func aChaptersPictureIsPublishedAndShown() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\nToast it.\n")
        try content.write("guide/01-start.md", "# Start\n\n![The contents page](pictures/contents%20page.png)\n\n![Missing](pictures/gone.png)\n")
        try content.write("guide/pictures/contents page.png", bytes: TestImage.png())
        let site = try await BuiltSite.build(content)
        #expect(FileManager.default.fileExists(atPath: site.output + "/guide/pictures/contents page.png"))
        let chapter = try site.text("guide/start/index.html")
        #expect(chapter.contains("src=\"../../guide/pictures/contents%20page.png\""))
        #expect(try site.text("print/guide/index.html").contains("src=\"../../guide/pictures/contents%20page.png\""))
        // A picture that is not there is a broken link, named with its line.
        #expect(site.report.diagnostics.map(\.description).contains { $0.contains("pictures/gone.png") && $0.contains("01-start.md:5") })
        #expect(site.report.diagnostics.count == 1)
    }

    /// A phone's screenshot or photo kept in the guide once went out as it was, with the GPS
    /// position of the kitchen it was taken in.
    @Test func aPictureIsRemadeUprightWithoutItsLocationInItsOwnFormat() async throws {
        let content = try Self.book(showing: ["images/phone.jpg", "images/screen.png"])
        let phone = try #require(TestPicture.jpeg(width: 120, height: 90, exif: TestPicture.phoneEXIF(orientation: 6), orientation: 6))
        try content.write("guide/images/phone.jpg", bytes: Data(phone))
        try content.write("guide/images/screen.png", bytes: TestImage.png("screen", width: 50, height: 20))
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)

        let published = try Self.bytes(site, "guide/images/phone.jpg")
        #expect(ImageFormat(leadingBytes: published) == .jpeg)
        let fields = try #require(PhotoImage.metadataFields(of: published))
        #expect(!fields.contains { $0.hasPrefix("exif") || $0.hasPrefix("xmp") || $0 == "orientation" }, "\(fields)")
        #expect(Data(published).range(of: Data("PhoneMaker".utf8)) == nil)
        let header = try PhotoImage.header(of: published, pixelLimit: ContentLimits.maximumPhotoPixels, scanLimit: ContentLimits.maximumJPEGScans).get()
        #expect((header.width, header.height) == (90, 120))

        let screen = try Self.bytes(site, "guide/images/screen.png")
        #expect(ImageFormat(leadingBytes: screen) == .png)
        let screenHeader = try PhotoImage.header(of: screen, pixelLimit: ContentLimits.maximumPhotoPixels, scanLimit: ContentLimits.maximumJPEGScans).get()
        #expect((screenHeader.width, screenHeader.height) == (50, 20))
        // Kept in the image cache, apart from the photos' entries.
        #expect(site.files().filter { $0.hasPrefix("guide/images/") } == ["guide/images/phone.jpg", "guide/images/screen.png"])
    }

    /// A web page saved as `page.png` once went out as it was, script and all.
    @Test func aFileThatIsNoImageIsNotPublishedAndWarns() async throws {
        let content = try Self.book(showing: ["page.png"])
        try content.write("guide/page.png", "<html><script>alert(document.cookie)</script></html>")
        let site = try await BuiltSite.build(content)
        #expect(!site.exists("guide/page.png"))
        let warning = try #require(site.report.diagnostics.first)
        #expect(warning.reason == .guidePicture(.notAnImage))
        #expect(warning.description == """
            guide/page.png:1:1: warning: guide picture is not a PNG, JPEG or WebP image (judged by its bytes, not its name); it is not published
            guide/page.png:1:1: note: save the picture as PNG, JPEG or WebP
            """)
        #expect(site.report.diagnostics.count == 1)
        #expect(site.exists("guide/start/index.html"))
    }

    /// One picture over 32 MiB once stopped the whole build, and every rebuild of `serve`.
    @Test func aPictureOverTheSizeBoundWarnsAndTheSiteIsBuilt() async throws {
        let content = try Self.book(showing: ["huge.png", "fine.png"])
        try content.sparseFile("guide/huge.png", size: 33 << 20)
        try content.write("guide/fine.png", bytes: TestImage.png("fine"))
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.map(\.reason) == [.guidePicture(.tooLarge(bytes: 33 << 20, limit: ContentLimits.maximumPhotoSize))])
        #expect(site.report.diagnostics.first?.location == SourceLocation(file: "guide/huge.png"))
        #expect(!site.report.diagnostics.contains { $0.severity == .error })
        #expect(!site.exists("guide/huge.png"))
        #expect(site.exists("guide/fine.png"))
        #expect(site.exists("guide/start/index.html"))
        #expect(site.exists("recipes/toast.html"))
    }

    /// Made once into the image cache and copied from it; a damaged picture warns at every
    /// build without being decoded again.
    @Test func aRebuildReusesTheCacheAndWarnsAgain() async throws {
        let content = try Self.book(showing: ["fine.png", "cut.jpg"])
        try content.write("guide/fine.png", bytes: TestImage.png("fine"))
        let jpeg = TestImage.jpeg("cut", width: 300, height: 200)
        try content.write("guide/cut.jpg", bytes: jpeg.prefix(jpeg.count * 2 / 3))
        let first = try await BuiltSite.build(content)
        let cache = first.output + "/" + ImageCache.folderName + "/" + PhotoSettings(makesCards: false).key
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
        #expect(entries.count == 2 && entries.allSatisfy { $0.hasPrefix("guide-") }, "\(entries)")
        let published = try Self.bytes(first, "guide/fine.png")

        let second = try await BuiltSite.build(content)
        #expect(second.report.diagnostics == first.report.diagnostics)
        #expect(second.report.diagnostics.map(\.location.file) == ["guide/cut.jpg"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).sorted() == entries)
        #expect(try Self.bytes(second, "guide/fine.png") == published)
        #expect(!second.exists("guide/cut.jpg"))
    }

    @Test func otherFormatsAndBoundsAreRefusedWithAWarningEach() async throws {
        let content = try Self.book(showing: ["a.gif", "b.svg", "c.jpg", "d.png"])
        try content.write("guide/a.gif", bytes: Data("GIF89a".utf8) + Data(count: 32))
        try content.write("guide/b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>")
        let stalling = try #require(TestPicture.progressiveJPEG(width: 64, height: 48, scans: 300))
        try content.write("guide/c.jpg", bytes: Data(stalling))
        try content.write("guide/d.png", bytes: TestImage.png("d"))
        let site = try await BuiltSite.build(content)
        let reasons = Dictionary(uniqueKeysWithValues: site.report.diagnostics.map { ($0.location.file, $0.reason) })
        #expect(reasons == [
            "guide/a.gif": .guidePicture(.unsupportedFormat("GIF")),
            "guide/b.svg": .guidePicture(.svg),
            "guide/c.jpg": .guidePicture(.unreadable("a progressive JPEG of 300 scans, over the limit of 64")),
        ])
        #expect(reasons["guide/b.svg"]?.message == "guide picture is an SVG drawing, which is not supported; it is not published")
        #expect(site.files().filter { $0.hasPrefix("guide/") && !$0.hasSuffix(".html") && !$0.hasSuffix(".js") } == ["guide/d.png"])
    }
}
