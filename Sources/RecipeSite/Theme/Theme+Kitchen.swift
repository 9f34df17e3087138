import Foundation
import RecipeCore

/// The kitchen rules a theme's pages and lists follow, and the text `units.js` carries.
struct ThemeKitchen: Sendable {
    /// The rules Swift follows: the lists a build makes.
    let rules: KitchenRules?
    /// The same rules as the page scripts read them.
    let text: String

    /// The default theme's rules, which lists made without a theme (the command line) follow.
    static let standard: ThemeKitchen = {
        let text = DefaultTheme.files[path] ?? "{}"
        return ThemeKitchen(rules: try? KitchenRules.decode(Data(text.utf8)), text: text)
    }()

    static let path = "kitchen.json"

    /// The rules of `files`: a user's `kitchen.json` when it reads as ``KitchenRules``, else the
    /// default theme's with an error naming the file, so a broken one never goes unnoticed
    /// and never leaves the pages without rules.
    static func of(_ files: [String: String], overridden: Bool, folder: String?) -> (ThemeKitchen, Diagnostic?) {
        guard overridden, let text = files[path] else { return (standard, nil) }
        do {
            return (ThemeKitchen(rules: try KitchenRules.decode(Data(text.utf8)), text: text), nil)
        } catch {
            let file = (folder.map { $0 + "/" } ?? "") + path
            return (standard, Diagnostic(.kitchenRules(Self.explain(error)), at: SourceLocation(file: file)))
        }
    }

    /// What a decoding error says in a cook's words: the key it stopped at and why.
    private static func explain(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _):
            "'\(key.stringValue)' is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            context.codingPath.isEmpty ? "it is not JSON" : "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' \(context.debugDescription)"
        default:
            "\(error)"
        }
    }
}
