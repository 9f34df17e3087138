import Foundation
import Testing
@testable import RecipeCore

/// One case of the shared table `Fixtures/shopping/kitchen-cases.json`.
struct KitchenCase: Decodable, CustomTestStringConvertible {
    var rule: String
    var language: String
    var name: String
    var amount: String
    var factor: Double
    var view: KitchenView
    /// What the page shows; `nil` when it shows the amount as written.
    var shown: String?

    var testDescription: String { "\(name) | \(amount) ×\(factor) \(view.rawValue) (\(language))" }

    /// The table's cases.
    static func all() throws -> [KitchenCase] {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let data = try Data(contentsOf: folder.appendingPathComponent("shopping/kitchen-cases.json"))
        return try JSONDecoder().decode(Table.self, from: data).cases
    }

    /// The default theme's `kitchen.json`, the one file of rules both RecipeCore and the page
    /// scripts read.
    static func rules() throws -> KitchenRules {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try KitchenRules.decode(Data(contentsOf: root.appendingPathComponent("Templates/kitchen.json")))
    }

    /// The amount note read in the book's language, or in English when that finds no unit:
    /// the table writes a few English units into other languages' books.
    var quantity: Quantity? {
        let own = QuantityParser.parse(amount, language: Language(tag: language))
        if own?.unit != nil { return own }
        return QuantityParser.parse(amount) ?? own
    }

    private struct Table: Decodable {
        var cases: [KitchenCase]
    }
}
