import Foundation
import RecipeCore

/// The book as JSON: pretty-printed with sorted keys, so the output is stable to diff.
public enum BookJSON {
    /// Encodes `book` as UTF-8 JSON.
    public static func encode(_ book: Book) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(book)
    }
}
