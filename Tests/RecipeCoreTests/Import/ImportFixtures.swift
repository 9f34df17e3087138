import Foundation
import Testing

/// The pasted recipes under `Fixtures/import/` and the files they must import as.
enum ImportFixtures {
    /// Every input, by file name; the expected file has the same stem and `.recipe`.
    static let inputs = [
        "01-web-page-copy.txt",
        "02-chatty-email.txt",
        "03-terse-card.txt",
        "04-numbered-dot.md",
        "05-numbered-paren.txt",
        "06-step-word.txt",
        "07-dough-and-filling.txt",
        "08-matching-sections.txt",
        "09-json-ld-page.html",
        "10-markdown.md",
        "11-unicode-fractions.txt",
        "12-servings-times-source.txt",
        "13-json-ld-simple.html",
        "14-html-without-json-ld.html",
        "15-glaze-after-steps.txt",
        "16-recipe-card-plugin-copy.txt",
    ]

    static func folder() throws -> URL {
        try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil)).appendingPathComponent("import")
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder().appendingPathComponent(name), encoding: .utf8)
    }

    /// The expected `.recipe` text for an input.
    static func expected(for input: String) throws -> String {
        let stem = input.split(separator: ".").dropLast().joined(separator: ".")
        return try text(stem + ".recipe")
    }
}
