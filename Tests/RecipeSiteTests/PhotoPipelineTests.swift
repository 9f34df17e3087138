import Foundation
import Images
import RecipeCore
import Testing
@testable import RecipeSite

/// What the build does with photos: upright, stripped, made once per photo's bytes, and a bad
/// photo left out with a warning at its line while the book is built.
@Suite struct PhotoPipelineTests {
    static let limit = ContentLimits.maximumPhotoPixels

    /// A phone's portrait, stored sideways (orientation 6) with its make and a GPS position.
    static let sideways = Data(TestPicture.jpeg(width: 120, height: 90, exif: TestPicture.phoneEXIF(orientation: 6), orientation: 6) ?? [])

    /// A JPEG cut short after its header: it reads as an image, its pixels do not decode.
    static func cutShort(_ jpeg: Data) -> Data {
        jpeg.prefix(jpeg.count * 2 / 3)
    }

    static func build(_ content: TemporaryContent) async throws -> BuiltSite {
        let folder = BuiltSite.sandbox(content).appendingPathComponent("Output").path
        let options = SiteBuild.Options(contentFolder: content.path, outputFolder: folder)
        return BuiltSite(content: content, output: folder, report: try await SiteBuild(options: options).run())
    }

    /// The images scaled from photos (not the link previews' cards: `LinkPreviewTests`).
    static func publishedImages(_ site: BuiltSite) -> [String] {
        site.files().filter { $0.hasPrefix("photos/") && !$0.hasSuffix("-card.jpg") }.sorted()
    }

    @Test func publishedImagesAreUprightAndKeepNoLocationNorCamera() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Cake.recipe", "# Cake\n\n![The cake](cake.jpg)\n")
        try content.write("recipes/cake.jpg", bytes: Self.sideways)
        let site = try await Self.build(content)
        #expect(site.report.diagnostics.isEmpty)

        let images = Self.publishedImages(site)
        #expect(images.count == 2)  // 90 pixels wide: one WebP and the JPEG, never enlarged
        for path in images {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: site.output + "/" + path)))
            let fields = try #require(PhotoImage.metadataFields(of: bytes))
            #expect(!fields.contains { $0.hasPrefix("exif") || $0.hasPrefix("xmp") || $0 == "orientation" }, "\(path): \(fields)")
            #expect(Data(bytes).range(of: Data("PhoneMaker".utf8)) == nil)
            let header = try PhotoImage.header(of: bytes, pixelLimit: Self.limit, scanLimit: ContentLimits.maximumJPEGScans).get()
            #expect((header.width, header.height) == (90, 120), "\(path) is not upright")
        }
        let img = try #require(try site.page("recipes/cake.html").first("figure.photo")?.inside.first("img"))
        #expect(img["width"] == "90" && img["height"] == "120")
        // The original is never published.
        #expect(!site.files().contains { $0.hasSuffix("cake.jpg") })
    }

    @Test func badPhotosAreEachOneWarningAtTheirLineAndTheBookIsBuilt() async throws {
        let content = try TemporaryContent()
        let good = TestImage.jpeg("good", width: 300, height: 200)
        try content.write("recipes/Bad.recipepackage/Bad.recipe", """
            # Bad

            ![Cut short](cut.jpg)
            ![A bomb](bomb.png)
            ![Not a picture](text.jpg)
            ![Good](good.jpg)
            ![Too big](big.jpg)

            Stir well.
            """)
        let photos = "recipes/Bad.recipepackage/Photos/"
        try content.write(photos + "cut.jpg", bytes: Self.cutShort(TestImage.jpeg("cut", width: 300, height: 200)))
        let bomb = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../ImagesTests/Fixtures/bomb.png")
        try content.write(photos + "bomb.png", bytes: try Data(contentsOf: bomb))
        try content.write(photos + "text.jpg", bytes: TestImage.jpegSignatureOnly("<html>hello</html>"))
        try content.write(photos + "good.jpg", bytes: good)
        try content.write(photos + "big.jpg", bytes: TestImage.jpeg("big", width: 10_001, height: 10_000))
        let site = try await Self.build(content)

        let file = "recipes/Bad.recipepackage/Bad.recipe"
        let warnings = site.report.diagnostics
        #expect(warnings.count == 4, "\(warnings)")
        #expect(warnings.allSatisfy { $0.severity == .warning && $0.location.file == file })
        let byLine = Dictionary(grouping: warnings, by: \.location.line)
        guard case .photoUnreadable("cut.jpg", _) = byLine[3]?.first?.reason else {
            Issue.record("no warning for the cut JPEG: \(warnings)")
            return
        }
        #expect(byLine[4]?.first?.reason == .photoTooManyPixels("bomb.png", width: 50_000, height: 50_000, limit: Self.limit))
        guard case .photoUnreadable("text.jpg", _) = byLine[5]?.first?.reason else {
            Issue.record("no warning for the text file: \(warnings)")
            return
        }
        #expect(byLine[7]?.first?.reason == .photoTooManyPixels("big.jpg", width: 10_001, height: 10_000, limit: Self.limit))
        // The recipe is there with its one good photo; the bad ones are nowhere.
        let page = try site.page("recipes/bad.html")
        #expect(page.all("figure").flatMap { $0.inside.all("img") }.count == 1)
        #expect(page.all("figcaption").count == 1, "a photo that is not published leaves no caption")
        #expect(try site.text("recipes/bad.html").contains("Stir well."))
        #expect(Self.publishedImages(site).count == 2)
        #expect(Self.publishedImages(site).allSatisfy { $0.contains(PhotoSource.hash(of: [UInt8](good))) })
    }

    @Test func anUnchangedRebuildMakesNoImage() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Cake.recipe", "# Cake\n\n![Cake](cake.jpg)\n")
        try content.write("recipes/cake.jpg", bytes: TestImage.jpeg("cake", width: 1000, height: 750))
        try content.write("recipes/Cut.recipe", "# Cut\n\n![Cut](cut.jpg)\n")
        try content.write("recipes/cut.jpg", bytes: Self.cutShort(TestImage.jpeg("cut", width: 300, height: 200)))
        let first = try await Self.build(content)
        #expect(first.report.photosMade == 2)
        // WebP 480, 960 and 1000 (its own width, not 1600), and the 960 JPEG.
        #expect(Self.publishedImages(first).count == 4)
        let second = try await Self.build(content)
        // The good photo's images and the bad photo's verdict both come from the cache.
        #expect(second.report.photosMade == 0)
        #expect(second.report.output.written == 0)
        #expect(second.report.diagnostics.count == 1)
    }

    @Test func aChangedPhotoRemakesOnlyItsOwnImagesAndTheOldOnesLeave() async throws {
        let content = try TemporaryContent()
        let (cake, pie, newPie) = (TestImage.jpeg("cake"), TestImage.jpeg("pie"), TestImage.jpeg("new pie"))
        try content.write("recipes/Cake.recipe", "# Cake\n\n![Cake](cake.jpg)\n")
        try content.write("recipes/cake.jpg", bytes: cake)
        try content.write("recipes/Pie.recipe", "# Pie\n\n![Pie](pie.jpg)\n")
        try content.write("recipes/pie.jpg", bytes: pie)
        let folder = BuiltSite.sandbox(content).appendingPathComponent("Output")
        let session = BuildSession(options: SiteBuild.Options(contentFolder: content.path, outputFolder: folder.path))
        #expect(await session.rebuild().report?.photosMade == 2)
        let cakeJPEG = folder.path + "/" + TestImage.publishedPath(of: cake, width: 40, format: "jpg")
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: cakeJPEG)

        try content.write("recipes/pie.jpg", bytes: newPie)
        let outcome = await session.rebuild(changed: ["recipes/pie.jpg"])
        #expect(outcome.report?.photosMade == 1)
        #expect(outcome.report?.diagnostics.isEmpty == true)
        let site = BuiltSite(content: content, output: folder.path, report: try #require(outcome.report))
        #expect(!site.exists(TestImage.publishedPath(of: pie, width: 40, format: "jpg")))
        #expect(!site.exists(TestImage.publishedPath(of: pie, width: 40, format: "webp")))
        #expect(site.exists(TestImage.publishedPath(of: newPie, width: 40, format: "jpg")))
        #expect(try site.text("recipes/pie.html").contains(PhotoSource.hash(of: [UInt8](newPie))))
        #expect(try FileManager.default.attributesOfItem(atPath: cakeJPEG)[.modificationDate] as? Date == old)
        // The cache holds the two photos in use, no more.
        let cache = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + ImageCache.folderName + "/" + PhotoSettings(makesCards: false).key)
        #expect(Set(cache) == Set([cake, newPie].map { PhotoSource.hash(of: [UInt8]($0)) }))
    }

    @Test func aDeletedPhotosImagesLeaveTheSiteAndTheCache() async throws {
        let content = try TemporaryContent()
        let cake = TestImage.jpeg("cake")
        try content.write("recipes/Cake.recipe", "# Cake\n\n![Cake](cake.jpg)\n\nBake.\n")
        try content.write("recipes/cake.jpg", bytes: cake)
        let first = try await Self.build(content)
        #expect(Self.publishedImages(first).count == 2)

        try content.write("recipes/Cake.recipe", "# Cake\n\nBake.\n")
        try FileManager.default.removeItem(at: content.root.appendingPathComponent("recipes/cake.jpg"))
        let second = try await Self.build(content)
        #expect(second.report.diagnostics.isEmpty)
        #expect(Self.publishedImages(second).isEmpty)
        #expect(!second.exists("photos"))
        // The book has no photo left: it keeps no image cache.
        #expect(!FileManager.default.fileExists(atPath: second.output + "/" + ImageCache.folderName))
    }

    @Test func cardsShowTheFirstPhotoAndCardsWithoutOneStayClean() async throws {
        let content = try TemporaryContent()
        let first = TestImage.jpeg("first", width: 600, height: 400)
        try content.write("recipes/Desserts/Cake.recipe", "# Cake\n\n![One](one.jpg)\n![Two](two.jpg)\n\n> #sweet\n")
        try content.write("recipes/Desserts/one.jpg", bytes: first)
        try content.write("recipes/Desserts/two.jpg", bytes: TestImage.jpeg("second"))
        try content.write("recipes/Desserts/Jelly.recipe", "# Jelly\n\nSet.\n\n> #sweet\n")
        let site = try await Self.build(content)
        let thumbnail = TestImage.publishedPath(of: first, width: 480, format: "webp")
        for page in ["", "recipes/", "parts/desserts/", "tags/sweet/"] {
            let cards = try site.page(page).all("li.recipe-card")
            let cake = try #require(cards.first { $0.inside.first("a.recipe-card-title")?.text == "Cake" }, "\(page)")
            let jelly = try #require(cards.first { $0.inside.first("a.recipe-card-title")?.text == "Jelly" }, "\(page)")
            let source = try #require(cake.inside.first("picture.recipe-card-photo")?.inside.first("source")?["srcset"], "\(page)")
            #expect(PageHTML.resolve(source, from: page + "index.html") == thumbnail, "\(page)")
            #expect(jelly.inside.all("picture").isEmpty && jelly.inside.all("img").isEmpty, "\(page)")
        }
        #expect(try site.text("assets/search/docs-0.js").contains("\"\(thumbnail)\""))
    }

    @Test func aLinkInTheCachesPlaceIsNeverWrittenThrough() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Cake.recipe", "# Cake\n\n![Cake](cake.jpg)\n")
        try content.write("recipes/cake.jpg", bytes: TestImage.jpeg("cake"))
        let sandbox = BuiltSite.sandbox(content)
        let elsewhere = sandbox.appendingPathComponent("Elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let output = sandbox.appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: output.appendingPathComponent(ImageCache.folderName).path, withDestinationPath: elsewhere.path)

        let site = try await Self.build(content)
        #expect(site.report.diagnostics.isEmpty)
        #expect(Self.publishedImages(site).count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        let cache = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(ImageCache.folderName).path)
        #expect(cache[.type] as? FileAttributeType == .typeDirectory)
    }
}
