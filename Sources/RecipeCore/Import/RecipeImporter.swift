/// Turns a recipe pasted from a web page, an e-mail or a family card into the format.
///
/// Plain text and Markdown are read line by line the way a person reads a card (title →
/// description → ingredients → instructions → notes, see ``ReadingState``); a saved web page is
/// read from its schema.org `Recipe` JSON-LD, or as text when it has none. Ingredient lines
/// become items (``IngredientLine``); steps, notes and headers keep their words.
public enum RecipeImporter {
    /// The title of a recipe whose text has none and that was given none.
    public static let untitled = "Untitled Recipe"

    /// The recipe in `text`.
    ///
    /// The recipe's `file` is its path inside the content folder (``RecipeFileName``), its slug
    /// made from the title, its description and tags found as the parser finds them.
    /// - Throws: ``ImportError/unsafePart(_:)`` for a part that is not a folder name,
    ///   ``ImportError/nothingToImport`` when the text holds no title and no elements.
    public static func importRecipe(_ text: String, options: ImportOptions = ImportOptions()) throws(ImportError) -> Recipe {
        let card = try card(from: text, language: options.language)
        var elements = CardLayout.elements(of: card, language: options.language)
        if options.placement == .interleaved {
            elements = CardLayout.droppingStrandedHeader(Interleaver.interleave(elements, language: options.language), original: elements, card: card)
        }
        guard card.title != nil || !elements.isEmpty else { throw .nothingToImport }
        let override = options.title?.collapsingWhitespace ?? ""
        let title = override.isEmpty ? (card.title ?? untitled) : override
        let file = try RecipeFileName.relativePath(forTitle: title, part: options.part)
        var description: String?
        if case .note(let note)? = elements.first, !note.text.isEmpty { description = note.text }
        var tags = TagCollector()
        for case .note(let note) in elements { tags.collect(from: note.text) }
        return Recipe(title: title, file: file, slug: Slug.make(from: title), part: options.part.map(\.trimmed),
                      description: description, tags: tags.tags, elements: elements)
    }

    /// The recipe in `text`, written in the format (``RecipeWriter``).
    public static func importedFile(_ text: String, options: ImportOptions = ImportOptions()) throws(ImportError) -> String {
        RecipeWriter.write(try importRecipe(text, options: options))
    }

    /// Whether the text names its own title (so `--title` is not needed).
    public static func findsTitle(in text: String, language: Language = .english) -> Bool {
        (try? card(from: text, language: language))?.title != nil
    }

    /// The card in `text`, read by the reader its kind calls for. Text over the size of a
    /// recipe file is refused before it is read: no recipe could be written from it, and the
    /// reader's time grows with every line.
    static func card(from pasted: String, language: Language = .english) throws(ImportError) -> ImportedCard {
        let text = pasted.removingControlCharacters
        let shown: String
        switch ImportSource.of(text, language: language) {
        case .jsonLD(let card): return card
        case .html: shown = HTMLText.fromFirstHeading(HTMLText.plainText(fromHTML: text))
        case .text: shown = text
        }
        guard shown.utf8.count <= ContentLimits.maximumFileSize else { throw .tooLong(bytes: shown.utf8.count) }
        return ImportReader.read(shown, language: language)
    }
}

/// What kind of text was pasted.
enum ImportSource: Sendable, Equatable {
    /// A web page with a schema.org `Recipe` in JSON-LD, already read.
    case jsonLD(ImportedCard)
    /// A web page without one: read as the text it shows.
    case html
    /// Plain text or Markdown.
    case text

    /// The kind of `text`; a web page's recipe read in `language`.
    static func of(_ text: String, language: Language = .english) -> ImportSource {
        if text.contains("ld+json"), let card = JSONLDRecipe.card(fromHTML: text, language: language) { return .jsonLD(card) }
        return HTMLText.looksLikeHTML(text) ? .html : .text
    }
}
