import Foundation
import Testing
@testable import RecipeSite

/// The default theme's scripts are kept as parts (`assets/recipebook.js.d/`), joined into one
/// file when the theme is loaded; a user's templates folder may replace one part or the file.
@Suite struct ThemePartsTests {
    /// The parts of `Templates/assets/NAME.d/` joined in name order, as read from disk.
    static func joinedOnDisk(_ name: String) throws -> String {
        let folder = DefaultThemeTests.templates.appendingPathComponent("assets/\(name).d")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
        #expect(names.count > 3, "\(name) is kept in parts")
        return try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    /// A templates folder holding `files`, removed when the test is done.
    final class UserTheme {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-theme-\(UUID().uuidString)")

        init(_ files: [String: Data]) throws {
            for (path, bytes) in files {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: url)
            }
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func load() -> (Theme, [Diagnostic]) { Theme.load(overridingFrom: folder.path) }
    }

    @Test func theSiteShipsEachScriptJoinedFromItsPartsAndNotTheParts() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Toast.recipe", "# Toast\n\n- 1 slice bread\n\nToast it for 2 minutes.\n")
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        for name in ["recipebook.js", "shopping.js"] {
            // Published as joined, without comments or indentation (``CompactAsset``).
            #expect(try site.asset(name) == CompactAsset.text(try Self.joinedOnDisk(name), path: name), "\(name)")
            #expect(!site.exists("assets/\(name).d"), "the parts of \(name) are not published")
        }
    }

    @Test func aUserPartReplacesThatPartOnly() throws {
        let user = try UserTheme(["assets/recipebook.js.d/70-timers.js": Data("  /* the family's timers */\n".utf8)])
        let (theme, diagnostics) = user.load()
        #expect(diagnostics.isEmpty)
        let script = try #require(theme.files["assets/recipebook.js"])
        #expect(script.contains("/* the family's timers */"))
        #expect(!script.contains("function startTimer("), "the default timers part is replaced")
        let cooking = try #require(script.range(of: "function initCooking("))
        let timers = try #require(script.range(of: "/* the family's timers */"))
        let scaling = try #require(script.range(of: "function initScaling("))
        #expect(cooking.upperBound < timers.lowerBound && timers.upperBound < scaling.lowerBound, "in its place")
        #expect(theme.files["assets/shopping.js"] == (try Self.joinedOnDisk("shopping.js")))
        #expect(!theme.assets.contains { $0.path.contains(".d/") })
    }

    @Test func aNewUserPartJoinsInNameOrderOnItsOwnLine() throws {
        let user = try UserTheme(["assets/shopping.js.d/85-family.js": Data("  // family".utf8)])
        let (theme, _) = user.load()
        let script = try #require(theme.files["assets/shopping.js"])
        let page = try #require(script.range(of: "function initShoppingPage("))
        let family = try #require(script.range(of: "  // family\n"))
        let end = try #require(script.range(of: "function start("))
        #expect(page.upperBound < family.lowerBound && family.upperBound < end.lowerBound)
    }

    @Test func aUserWholeFileWinsOverEveryPart() throws {
        let user = try UserTheme([
            "assets/recipebook.js": Data("/* ours */\n".utf8),
            "assets/recipebook.js.d/70-timers.js": Data("/* a part */\n".utf8),
        ])
        let (theme, _) = user.load()
        #expect(theme.files["assets/recipebook.js"] == "/* ours */\n")
        #expect(theme.assets.map(\.path).filter { $0.hasPrefix("recipebook.js") } == ["recipebook.js"])
    }

    @Test func aPartThatIsNotTextIsReportedAndNotPublished() throws {
        let user = try UserTheme(["assets/recipebook.js.d/50-logo.png": Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x00])])
        let (theme, diagnostics) = user.load()
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location.file.hasSuffix("assets/recipebook.js.d/50-logo.png") == true)
        #expect(theme.binaryAssets.isEmpty)
        #expect(theme.files["assets/recipebook.js"] == (try Self.joinedOnDisk("recipebook.js")))
    }
}
