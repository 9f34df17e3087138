import Foundation
import Images
import Testing
@testable import RecipeSite

/// The default favicon's icons are drawn ahead (`Templates/app-icons.json`), so that a book
/// without photos never starts libvips; they must be what a drawing makes today.
@Suite struct AppIconsAheadTests {
    /// Every icon of the default favicon on every background of the default theme's colours,
    /// drawn now, by ``AppManifest/aheadKey(_:background:)``.
    static func drawnNow() throws -> [String: [UInt8]] {
        let favicon = Array(try #require(DefaultTheme.files[AppManifest.faviconFile]).utf8)
        let backgrounds = Set(ThemeName.allCases.map { AppManifest.colours(of: $0, in: DefaultTheme.files).background })
        var table: [String: [UInt8]] = [:]
        for background in backgrounds {
            let colour = try #require(AppIcon.Colour(hex: background))
            for icon in AppManifest.icons + [AppManifest.touchIcon] {
                let file = try #require(AppManifest.draw(icon, from: favicon, isSVG: true, background: colour))
                guard case .bytes(let bytes) = file.content else { Issue.record("\(icon.path) is not bytes"); continue }
                table[AppManifest.aheadKey(icon, background: background)] = bytes
            }
        }
        return table
    }

    /// `scripts/draw-app-icons` sets `RECIPEBOOK_DRAW_ICONS` to the file to write the table
    /// into; otherwise the table in the theme must equal a drawing made now.
    @Test func theIconsDrawnAheadAreTheDefaultFaviconsDrawingToday() throws {
        let drawn = try Self.drawnNow()
        if let path = ProcessInfo.processInfo.environment["RECIPEBOOK_DRAW_ICONS"] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            try encoder.encode(drawn.mapValues { Data($0).base64EncodedString() }).write(to: URL(fileURLWithPath: path))
            return
        }
        #expect(Set(AppManifest.drawnAheadTable.keys) == Set(drawn.keys), "run scripts/draw-app-icons")
        for (key, bytes) in drawn {
            #expect(AppManifest.drawnAheadTable[key] == bytes, "\(key) differs from a drawing made now: run scripts/draw-app-icons")
        }
    }

    /// A theme with its own favicon gets icons drawn from it, not the default's.
    @Test func aFaviconOfTheThemesOwnIsDrawn() throws {
        let favicon = Array(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>"##.utf8)
        let background = AppManifest.colours(of: .light, in: DefaultTheme.files).background
        let files = AppManifest.iconFiles(source: favicon, isSVG: true, background: background)
        #expect(files.count == AppManifest.icons.count + 1)
        for icon in AppManifest.icons + [AppManifest.touchIcon] {
            let file = files.first { $0.path == icon.path }
            guard case .bytes(let bytes) = file?.content else { Issue.record("\(icon.path) is missing"); continue }
            let ahead = AppManifest.drawnAheadTable[AppManifest.aheadKey(icon, background: background)]
            #expect(ahead != nil && bytes != ahead, "\(icon.path)")
        }
    }
}
