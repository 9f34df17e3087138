import Foundation
import Images
import RecipeCore
import Testing
@testable import RecipeSite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A photo is an image file of a bounded size, told by its bytes: nothing else named like a
/// photo is published, takes a page's place, hangs the build or fills the disk.
@Suite(.serialized) struct PhotoSafetyTests {
    /// A recipe of one package whose photos are `names`, one per line from line 5.
    static func package(_ content: TemporaryContent, _ title: String, photos names: [String]) throws {
        let lines = names.map { "![\($0)](\($0))" }.joined(separator: "\n")
        try content.write("recipes/\(title).recipepackage/\(title).recipe", "# \(title)\n\n- Salt | 1 tsp\n\n\(lines)\n")
    }

    static func photoPaths(_ site: BuiltSite, _ slug: String) throws -> [String] {
        let pagePath = "recipes/\(slug).html"
        return try site.page("recipes/\(slug).html").all("figure.photo").flatMap { $0.inside.all("img") }.compactMap { $0["src"] }
            .compactMap { PageHTML.resolve($0, from: pagePath) }
    }

    @Test func aFileThatIsNoImageIsNotPublishedAndCannotReplaceAPage() async throws {
        let content = try TemporaryContent()
        let names = ["index.html", "shopping.html", "evil.html", "cute.svg", "text.jpg"]
        try Self.package(content, "Evil", photos: names)
        let script = "<script>alert(document.cookie)</script>"
        for name in names {
            try content.write("recipes/Evil.recipepackage/Photos/\(name)", name == "cute.svg"
                ? "<svg xmlns=\"http://www.w3.org/2000/svg\">\(script)</svg>" : script)
        }
        let site = try await BuiltSite.build(content)

        // The recipe's page is its page, not the file named index.html.
        #expect(try site.text("recipes/evil.html").contains("<h1"))
        #expect(try Self.photoPaths(site, "evil").isEmpty)
        // Every file but the theme's app icons, PNGs drawn by the build.
        for file in site.files() where !(file.hasPrefix("assets/") && file.hasSuffix(".png")) {
            #expect(!(try String(contentsOfFile: site.output + "/" + file, encoding: .utf8)).contains("alert(document.cookie)"),
                    "\(file) carries the script")
            #expect(!file.hasPrefix("recipes/") || (!file.hasSuffix(".svg") && (!file.hasPrefix("recipes/evil") || file == "recipes/evil.html")),
                    "\(file) was published")
        }
        for (line, name) in names.enumerated() {
            let warning = site.report.diagnostics.first { $0.reason == .photoNotAnImage(name) }
            #expect(warning?.location == SourceLocation(file: "recipes/Evil.recipepackage/Evil.recipe", line: 5 + line, column: 5 + name.count))
            #expect(warning?.severity == .warning)
        }
    }

    /// A pipe named like a photo once hung `build`, `watch` and `serve` for good; a device
    /// (`/dev/zero`'s) grew their memory without end; a folder, or `.`, stopped the whole book.
    @Test(.timeLimit(.minutes(1))) func aPipeADeviceOrAFolderIsReportedAndTheBookBuilt() async throws {
        let content = try TemporaryContent()
        try Self.package(content, "Odd", photos: ["pipe.jpg", "folder.jpg", ".", "zero.jpg"])
        let photos = content.root.appendingPathComponent("recipes/Odd.recipepackage/Photos")
        try FileManager.default.createDirectory(at: photos.appendingPathComponent("folder.jpg"), withIntermediateDirectories: true)
        #expect(mkfifo(photos.appendingPathComponent("pipe.jpg").path, 0o644) == 0)
        // Only root may make a device node; others still test the pipe and the folders.
        let hasDevice = mknod(photos.appendingPathComponent("zero.jpg").path, S_IFCHR | 0o644, (1 << 8) | 5) == 0
        try content.write("recipes/Plain.recipe", "# Plain\n\nStir.\n")

        let site = try await BuiltSite.build(content)
        #expect(site.exists("recipes/plain.html"))
        #expect(try Self.photoPaths(site, "odd").isEmpty)
        let reasons = site.report.diagnostics.map(\.reason)
        #expect(reasons.contains(.photoNotAFile("pipe.jpg", what: "a named pipe")))
        #expect(reasons.contains(.photoNotAFile("folder.jpg", what: "a folder")))
        #expect(reasons.contains(.photoNotAFile(".", what: "a folder")))
        if hasDevice { #expect(reasons.contains(.photoNotAFile("zero.jpg", what: "a device"))) }
    }

    @Test func aPhotoPastTheSizeBoundIsLeftOutAndTheRecipeBuilt() async throws {
        let content = try TemporaryContent()
        try Self.package(content, "Huge", photos: ["huge.jpg", "fine.jpg"])
        // A sparse file: 2 GB to the file system, no disk used.
        try content.write("recipes/Huge.recipepackage/Photos/huge.jpg", bytes: TestImage.jpeg())
        try content.sparseFile("recipes/Huge.recipepackage/Photos/huge.jpg", size: 2 << 30)
        try content.write("recipes/Huge.recipepackage/Photos/fine.jpg", bytes: TestImage.jpeg("fine"))

        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.map(\.reason).contains(
            .photoTooLarge("huge.jpg", bytes: 2 << 30, limit: ContentLimits.maximumPhotoSize)))
        let published = try Self.photoPaths(site, "huge")
        #expect(published.count == 1)
        #expect(published == [TestImage.publishedPath(of: TestImage.jpeg("fine"), width: 40, format: "jpg")])
        #expect(site.exists(published.first ?? ""))
        let bytes = site.files().reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: site.output + "/" + file)[.size] as? Int) ?? 0)
        }
        #expect(bytes < 10 << 20, "the site holds \(bytes) bytes")
    }

    /// A progressive JPEG of hundreds of scans took libjpeg seconds to minutes: it is refused
    /// from its markers, at the recipe's line, and the recipe is built without it.
    @Test func aJPEGOfTooManyScansIsLeftOutAtItsLine() async throws {
        let content = try TemporaryContent()
        try Self.package(content, "Slow", photos: ["stall.jpg", "fine.jpg"])
        let stalling = try #require(TestPicture.progressiveJPEG(width: 64, height: 48, scans: 300))
        try content.write("recipes/Slow.recipepackage/Photos/stall.jpg", bytes: Data(stalling))
        try content.write("recipes/Slow.recipepackage/Photos/fine.jpg", bytes: TestImage.jpeg("fine"))

        let site = try await BuiltSite.build(content)
        let warning = try #require(site.report.diagnostics.first { $0.reason.message.contains("stall.jpg") })
        #expect(warning.reason == .photoUnreadable("stall.jpg", why: "a progressive JPEG of 300 scans, over the limit of 64"))
        #expect(warning.location == SourceLocation(file: "recipes/Slow.recipepackage/Slow.recipe", line: 5, column: 5 + 9))
        #expect(warning.severity == .warning)
        #expect(site.report.diagnostics.count == 1)
        #expect(try Self.photoPaths(site, "slow") == [TestImage.publishedPath(of: TestImage.jpeg("fine"), width: 40, format: "jpg")])
    }

    @Test func twoPackagesPhotosOfOneNameEachShowTheirOwn() async throws {
        let content = try TemporaryContent()
        for (title, tail) in [("Alpha", "red"), ("Beta", "blue")] {
            try Self.package(content, title, photos: ["photo.jpg"])
            try content.write("recipes/\(title).recipepackage/Photos/photo.jpg", bytes: TestImage.jpeg(tail))
        }
        // A plain recipe beside them whose photo has the same name again.
        try content.write("recipes/Gamma.recipe", "# Gamma\n\n![photo.jpg](photo.jpg)\n")
        try content.write("recipes/photo.jpg", bytes: TestImage.jpeg("green"))

        let site = try await BuiltSite.build(content)
        for (slug, tail) in [("alpha", "red"), ("beta", "blue"), ("gamma", "green")] {
            let published = try Self.photoPaths(site, slug)
            #expect(published == [TestImage.publishedPath(of: TestImage.jpeg(tail), width: 40, format: "jpg")], "\(slug)")
            #expect(site.exists(published.first ?? ""))
        }
    }

    @Test func imagesAreToldByTheirBytes() {
        #expect(ImageFormat(leadingBytes: TestImage.jpeg()) == .jpeg)
        #expect(ImageFormat(leadingBytes: TestImage.png()) == .png)
        #expect(ImageFormat(leadingBytes: Data("GIF89a\u{1}\u{0}".utf8)) == .gif)
        #expect(ImageFormat(leadingBytes: Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(ImageFormat(leadingBytes: Data([0, 0, 0, 0x18]) + Data("ftypheic\u{0}\u{0}\u{0}\u{0}".utf8)) == .heic)
        #expect(ImageFormat(leadingBytes: Data("<svg xmlns=".utf8)) == nil)
        #expect(ImageFormat(leadingBytes: Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(ImageFormat(leadingBytes: Data([0xFF, 0xD8])) == nil)
    }
}
