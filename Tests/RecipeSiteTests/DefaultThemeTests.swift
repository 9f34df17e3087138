import Foundation
import Testing
@testable import RecipeSite

/// The default theme is compiled in from `Templates/` by the EmbedTheme build-tool plugin.
@Suite struct DefaultThemeTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    /// Every file of `Templates/` that a theme holds, by its path inside it: dot files and
    /// `.md` notes left out.
    static func filesOnDisk() throws -> [String: String] {
        var onDisk: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: templates.path))
        for case let path as String in enumerator {
            let url = templates.appendingPathComponent(path)
            guard !url.hasDirectoryPath, !path.hasSuffix(".md"), !(path.split(separator: "/").last?.hasPrefix(".") ?? true),
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            onDisk[path] = text
        }
        return onDisk
    }

    @Test func theBinaryCarriesEveryFileOfTemplatesAsItIs() throws {
        let onDisk = try Self.filesOnDisk()
        #expect(onDisk.count > 20, "the templates folder is found")
        #expect(Set(onDisk.keys) == Set(DefaultTheme.files.keys))
        for (path, text) in onDisk {
            #expect(DefaultTheme.files[path] == text, "\(path) is embedded with other text")
        }
    }

    @Test func everyPageTemplateAndAssetIsThere() {
        let files = Theme.load(overridingFrom: nil).0.files
        for name in ["layout", "recipe", "chapter", "guide", "guide-sidebar", "home", "part", "tag", "tags", "recipes",
                     "contents", "print-book", "print-volumes", "print-guide", "404", "shopping", "shopping-list", "plans"] {
            #expect(files[name + ".mustache"] != nil, "\(name).mustache")
        }
        for asset in ["recipebook.css", "recipebook.js", "shopping.js", "theme.js", "favicon.svg"] {
            #expect(files["assets/" + asset] != nil, "\(asset)")
        }
        #expect(files["assets/MARKUP.md"] == nil, "notes for theme authors are not published")
    }
}
