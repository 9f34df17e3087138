/// Turns the text of one recipe file into a ``Recipe`` and everything worth telling about it.
public enum RecipeParser {
    /// Parses `text`, the contents of `file` (a path relative to the content folder).
    ///
    /// - Parameters:
    ///   - part: the book part the file belongs to, if any.
    ///   - language: the book's language, whose unit, range and time words and decimal
    ///     separator are read besides the English ones.
    ///   - locatePhoto: where a photo named in the recipe is; `nil` leaves photos unlooked-for.
    public static func parse(
        _ text: String,
        file: String,
        part: String? = nil,
        language: Language = .english,
        locatePhoto: ((String) -> PhotoLookup)? = nil
    ) -> ParsedRecipe {
        var state = RecipeParserState(file: file, language: language, locatePhoto: locatePhoto)
        let bytes = Array(text.utf8)
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var lineNumber = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != .newline, bytes[end] != .carriageReturn { end += 1 }
            lineNumber += 1
            let line = bytes[start..<end]
            state.read(RecipeLine(utf8: line), line: lineNumber, column: line.indentColumn)
            if end < bytes.count, bytes[end] == .carriageReturn, end + 1 < bytes.count, bytes[end + 1] == .newline {
                end += 1
            }
            start = end + 1
        }
        return state.finish(part: part)
    }
}

/// Where a photo named by a recipe was found.
public enum PhotoLookup: Sendable, Equatable {
    /// Found, an image file inside the content folder.
    case found(FoundPhoto)
    /// Found, but not usable as a photo: the reason says why.
    case unusable(DiagnosticReason)
    /// Not found at any of these paths (relative to the content folder).
    case missing(lookedFor: [String])
    /// The path leads outside the content folder; it is not looked at.
    case outsideContent
}

/// A parsed recipe with the diagnostics of its file.
public struct ParsedRecipe: Sendable, Equatable {
    /// The recipe, complete even when the file had problems.
    public var recipe: Recipe
    /// Problems found in the file, in line order.
    public var diagnostics: [Diagnostic]
}

private extension ArraySlice<UInt8> {
    var indentColumn: Int {
        prefix(while: { $0 == .space || $0 == .tab }).count + 1
    }
}
