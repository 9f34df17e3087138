import Foundation
import Images
import Testing
@testable import RecipeSite

/// What a phone reads to add the book to its home screen: the manifest, its icons at the sizes
/// it names, and the colours of the book's theme.
@Suite struct AppManifestTests {
    struct Manifest: Decodable {
        struct Icon: Decodable {
            let src: String
            let sizes: String
            let type: String
            let purpose: String
        }

        let name: String
        let short_name: String
        let start_url: String
        let scope: String
        let display: String
        let background_color: String
        let theme_color: String
        let icons: [Icon]
    }

    /// The width and height a PNG's header gives (its IHDR chunk), or nil for another file.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    static func build(theme: String) async throws -> BuiltSite {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"The Miller Family Recipe Book\"\ntheme = \"\(theme)\"\n")
        try content.write("recipes/Soup.recipe", "# Soup\n\n- 1 l water\n\nBoil it.\n")
        return try await BuiltSite.build(content)
    }

    @Test func theManifestNamesTheBookAndIconsOfTheSizesItSays() async throws {
        let site = try await Self.build(theme: "blueberry")
        let manifest = try JSONDecoder().decode(Manifest.self, from: Data(try site.text("manifest.webmanifest").utf8))
        #expect(manifest.name == "The Miller Family Recipe Book")
        #expect(manifest.short_name.count <= 12 && manifest.name.hasPrefix(manifest.short_name))
        #expect((manifest.start_url, manifest.scope, manifest.display) == ("./", "./", "standalone"))
        #expect((manifest.background_color, manifest.theme_color) == ("#f6f8fc", "#4a6fd1"))
        #expect(Set(manifest.icons.map { "\($0.sizes) \($0.purpose)" }) == ["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"])
        for icon in manifest.icons {
            #expect(icon.type == "image/png")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: site.output + "/" + icon.src)))
            let size = try #require(Self.pngSize(bytes), "\(icon.src)")
            #expect("\(size.0)x\(size.1)" == icon.sizes, "\(icon.src)")
        }

        // Every page names the colour, the manifest's icons' sibling for iOS, and no manifest
        // link of its own (the page script adds it over http, never from disk).
        let page = try site.page("")
        #expect(page.first("meta[name=theme-color]")?["content"] == "#4a6fd1")
        let touch = try #require(page.first("link[rel=apple-touch-icon]")?["href"])
        let touchBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: site.output + "/" + touch)))
        #expect(Self.pngSize(touchBytes).map { [$0.0, $0.1] } == [180, 180])
        #expect(page.first("link[rel=manifest]") == nil)
        #expect(try site.asset("theme.js").contains("manifest.webmanifest"))
    }

    /// A launcher's mask and iOS show no hole: the maskable and touch icons have no alpha
    /// channel (PNG colour type 2), while the plain ones keep their transparent corners (6).
    @Test func maskableAndTouchIconsAreOpaque() throws {
        let svg = [UInt8]((DefaultTheme.files[AppManifest.faviconFile] ?? "").utf8)
        let background = try #require(AppIcon.Colour(hex: "#faf7f2"))
        for (shape, colourType) in [(AppIcon.Shape.maskable, 2), (.touch, 2), (.plain, 6)] {
            let icon = try #require(AppIcon.png(fromSVG: svg, size: 192, shape: shape, background: background), "\(shape)")
            #expect((icon.width, icon.height) == (192, 192), "\(shape)")
            #expect(Int(icon.bytes[25]) == colourType, "\(shape)")
        }
    }

    /// `app-colours.json` holds what the stylesheet paints: each theme's `--bg` and `--accent`.
    @Test func theColoursAreTheThemesOwn() throws {
        let css = try #require(DefaultTheme.files["assets/recipebook.css.d/01-themes.css"])
        for theme in ThemeName.allCases {
            let colours = AppManifest.colours(of: theme, in: DefaultTheme.files)
            let start = try #require(css.range(of: ":root[data-theme=\"\(theme.rawValue)\"] {"), "\(theme)")
            let block = css[start.upperBound...].prefix { $0 != "}" }
            #expect(block.contains("--bg: \(colours.background);"), "\(theme)")
            #expect(block.contains("--accent: \(colours.theme);"), "\(theme)")
        }
    }

    @Test func shortNamesFitUnderAnIcon() {
        #expect(AppManifest.shortName("Our Book") == "Our Book")
        #expect(AppManifest.shortName("The Family Recipe Book") == "The Family")
        #expect(AppManifest.shortName("Supercalifragilistic") == "Supercalifra")
    }
}
