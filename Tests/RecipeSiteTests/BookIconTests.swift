import Foundation
import Images
import RecipeCore
import Testing
@testable import RecipeSite

/// The app's icons made from the book's own picture (`icon` in site.toml), held to a photo's
/// bounds; and the theme's favicon held to its own before librsvg draws it.
@Suite struct BookIconTests {
    static func book(icon: String?) throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"Miller Kitchen\"\n" + (icon.map { "icon = \"\($0)\"\n" } ?? ""))
        try content.write("recipes/Soup.recipe", "# Soup\n\n- 1 l water\n\nBoil it.\n")
        try content.write("family.jpg", bytes: TestImage.jpeg("family", width: 300, height: 200))
        return content
    }

    static func bytes(_ site: BuiltSite, _ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: site.output + "/" + path)))
    }

    @Test func theIconsAreMadeFromTheBooksPictureAndTheTabShowsIt() async throws {
        let themed = try await BuiltSite.build(try Self.book(icon: nil))
        let site = try await BuiltSite.build(try Self.book(icon: "family.jpg"))
        #expect(site.report.diagnostics.isEmpty, "\(site.report.diagnostics)")
        for icon in AppManifest.icons + [AppManifest.touchIcon] {
            let made = try Self.bytes(site, icon.path)
            let size = try #require(AppManifestTests.pngSize(made), "\(icon.path)")
            #expect(size == (icon.size, icon.size), "\(icon.path)")
            #expect(made != (try Self.bytes(themed, icon.path)), "\(icon.path) is the theme's")
        }
        let link = try #require(try site.page("").first("link[rel=icon]"))
        #expect(link["href"] == "assets/icon-192.png" && link["type"] == "image/png")
        #expect(try themed.page("").first("link[rel=icon]")?["href"] == "assets/favicon.svg")
        #expect(!site.exists("family.jpg"), "the picture itself is never published")
    }

    @Test func aMissingOrOversizedIconIsReportedByNameAndTheThemesIconsServe() async throws {
        let missing = try await BuiltSite.build(try Self.book(icon: "no-icon.png"))
        let problem = try #require(missing.report.diagnostics.first { $0.location.file == SiteConfig.fileName })
        #expect(problem.description.contains("no-icon.png"))
        // The tab's icon and every icon the manifest names are files of the site.
        #expect(missing.exists("assets/icon-192.png"))
        let manifest = try missing.text(AppManifest.path)
        for icon in AppManifest.icons { #expect(manifest.contains(icon.path) && missing.exists(icon.path)) }

        let content = try Self.book(icon: "huge.png")
        try content.sparseFile("huge.png", size: ContentLimits.maximumPhotoSize + 1)
        let huge = try await BuiltSite.build(content)
        let tooLarge = try #require(huge.report.diagnostics.first { $0.location.file == SiteConfig.fileName })
        guard case .photoTooLarge(let name, _, _) = tooLarge.reason else {
            Issue.record("not refused for its size: \(tooLarge)")
            return
        }
        #expect(name == "huge.png")
    }

    @Test func aThemesFaviconOverTheBoundIsReportedAndNotDrawn() async throws {
        let content = try Self.book(icon: nil)
        let templates = BuiltSite.sandbox(content).appendingPathComponent("Templates/assets")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"
            + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: AppIcon.maximumSVGBytes / 20) + "</svg>"
        try svg.write(to: templates.appendingPathComponent("favicon.svg"), atomically: true, encoding: .utf8)
        let site = try await BuiltSite.build(content)
        let problem = try #require(site.report.diagnostics.first { $0.location.file.hasSuffix("assets/favicon.svg") })
        #expect(problem.reason == .fileTooLarge(bytes: svg.utf8.count, limit: AppIcon.maximumSVGBytes))
        #expect(!site.exists("assets/icon-192.png"))
        // The manifest names no icon that is not there.
        #expect(!(try site.text(AppManifest.path)).contains("icon-192.png"))
    }

    @Test(arguments: [
        ("<filter id=\"b\"><feGaussianBlur stdDeviation=\"40\"/></filter><circle r=\"5\" filter=\"url(#b)\"/>", "filter effect"),
        (String(repeating: "<rect width=\"1\" height=\"1\"/>", count: AppIcon.maximumSVGElements + 1), "elements, over the limit"),
    ])
    func aThemesFaviconTooCostlyToDrawIsReportedAndNotDrawn(body: String, why: String) async throws {
        let content = try Self.book(icon: nil)
        let templates = BuiltSite.sandbox(content).appendingPathComponent("Templates/assets")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">" + body + "</svg>"
        #expect(svg.utf8.count <= AppIcon.maximumSVGBytes)
        try svg.write(to: templates.appendingPathComponent("favicon.svg"), atomically: true, encoding: .utf8)
        let site = try await BuiltSite.build(content)
        let problem = try #require(site.report.diagnostics.first { $0.location.file.hasSuffix("assets/favicon.svg") })
        #expect(problem.severity == .error)
        #expect(problem.reason.message.contains(why), "\(problem.reason.message)")
        #expect(!site.exists("assets/icon-192.png"))
    }
}
