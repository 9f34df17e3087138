import Foundation
import Testing
@testable import RecipeSite

@Suite struct DefaultThemeTests {
    private static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    @Test func theThemeInsideTheToolIsTheTemplatesFolder() throws {
        var onDisk: [String: String] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.templates.path))
        for case let path as String in enumerator {
            let url = Self.templates.appendingPathComponent(path)
            guard !url.hasDirectoryPath, !path.hasSuffix(".md"), !(path.split(separator: "/").last?.hasPrefix(".") ?? true),
                  let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            onDisk[path] = text
        }
        #expect(Set(onDisk.keys) == Set(DefaultTheme.files.keys), "run scripts/embed-theme after changing Templates/")
        for (path, text) in onDisk {
            #expect(DefaultTheme.files[path] == text, "\(path) differs: run scripts/embed-theme")
        }
    }

    @Test func everyPageTemplateAndAssetIsThere() {
        for name in ["layout", "recipe", "chapter", "guide", "guide-sidebar", "home", "part", "tag", "tags", "recipes",
                     "contents", "print-book", "print-volumes", "print-guide", "404"] {
            #expect(DefaultTheme.files[name + ".mustache"] != nil, "\(name).mustache")
        }
        for asset in ["recipebook.css", "recipebook.js", "theme.js"] {
            #expect(DefaultTheme.files["assets/" + asset] != nil, "\(asset)")
        }
    }
}
