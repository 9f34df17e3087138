/// Where an imported recipe goes in the book: named after its title, as the app names files.
public enum RecipeFileName {
    /// The file extension of a recipe written by the importer.
    public static let fileExtension = "recipe"
    /// The longest file name stem, in UTF-8 bytes, leaving room for the extension.
    static let longestStemBytes = 200

    /// `Grandma's Apple Crumble` → `Grandma's Apple Crumble.recipe`. `/`, `\`, `:` and control
    /// characters become `-`, leading dots go, and an empty result is `Untitled Recipe`.
    public static func fileName(forTitle title: String) -> String {
        var stem = ""
        for character in title.collapsingWhitespace {
            let replaced = character == "/" || character == "\\" || character == ":"
                || character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            let next = replaced ? "-" : String(character)
            guard stem.utf8.count + next.utf8.count <= longestStemBytes else { break }
            stem += next
        }
        stem = String(stem.drop { $0 == "." || $0.isWhitespace }).trimmed
        if stem.isEmpty { stem = RecipeImporter.untitled }
        return stem + "." + fileExtension
    }

    /// The part name, checked: it must be one folder name inside `recipes/` — not empty, no
    /// `/`, `\`, `..`, leading dot or control character.
    public static func checkedPart(_ part: String) throws(ImportError) -> String {
        let name = part.trimmed
        let unsafe = name.isEmpty || name.hasPrefix(".") || name.contains("/") || name.contains("\\")
            || name.contains("..") || name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        if unsafe { throw .unsafePart(part) }
        return name
    }

    /// The recipe's path inside the content folder, with `/` separators:
    /// `recipes/Desserts/Grandma's Apple Crumble.recipe`, or `recipes/…` without a part.
    public static func relativePath(forTitle title: String, part: String?) throws(ImportError) -> String {
        let file = fileName(forTitle: title)
        guard let part else { return "recipes/" + file }
        return "recipes/" + (try checkedPart(part)) + "/" + file
    }
}
