import Foundation
@testable import RecipeSite

/// The small books of `Fixtures/Languages/<code>/`, one per language with a word table: two
/// recipes (one in a part), a guide chapter, a store and a meal plan.
enum LanguageFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Languages")

    /// The codes of the languages with a fixture book, English last.
    static let codes = ["de", "fr", "es", "nl", "it", "en"]

    /// Copies the book of `code` into `content`.
    static func copy(_ code: String, into content: TemporaryContent) throws {
        let book = folder.appendingPathComponent(code)
        for name in try FileManager.default.contentsOfDirectory(atPath: book.path) {
            try FileManager.default.copyItem(at: book.appendingPathComponent(name), to: content.root.appendingPathComponent(name))
        }
    }

    /// Every word the book of `code` writes itself (titles, ingredients, steps, names of its
    /// store and plan), lowercased: those are the family's, not the theme's.
    static func ownWords(_ code: String) throws -> Set<String> {
        let book = folder.appendingPathComponent(code)
        var words: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: book.path)
        while let relative = enumerator?.nextObject() as? String {
            guard let text = try? String(contentsOfFile: book.appendingPathComponent(relative).path, encoding: .utf8) else { continue }
            words.formUnion(Self.words(of: text))
        }
        return words
    }

    /// The lowercase words of `text`, two letters or longer; `{placeholders}` left out.
    static func words(of text: String) -> Set<String> {
        let unplaced = text.replacingOccurrences(of: #"\{[a-z]+\}"#, with: " ", options: .regularExpression)
        return Set(unplaced.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 2 })
    }

    /// What a reader sees or hears of a page: its text without scripts and styles, and its
    /// `aria-label`, `placeholder`, `title` and `alt` attributes.
    static func readable(_ html: String) -> String {
        let quiet = html.replacingOccurrences(
            of: #"<(script|style)\b[^>]*>.*?</\1>"#, with: " ", options: [.regularExpression, .caseInsensitive])
        var parts = [PageHTML.text(of: quiet.replacingOccurrences(of: "<", with: " <"))]
        let attributes = try? NSRegularExpression(pattern: #"\b(aria-label|placeholder|title|alt)="([^"]*)""#)
        let range = NSRange(quiet.startIndex..., in: quiet)
        for match in attributes?.matches(in: quiet, range: range) ?? [] {
            if let value = Range(match.range(at: 2), in: quiet) { parts.append(PageHTML.decode(String(quiet[value]))) }
        }
        return parts.joined(separator: " ")
    }
}
