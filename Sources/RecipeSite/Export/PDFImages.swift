import Markdown
import RecipeCore

/// The images of a book's steps, notes and chapters that the PDF leaves out: every one whose
/// address is not a picture of the book. The engine is refused them anyway (``PDFEngine``);
/// this says where each is written.
enum PDFImages {
    /// A warning for each image of the recipes' steps and notes that is not in the book.
    static func recipeWarnings(_ recipes: [Recipe], resolver: LinkResolver) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for recipe in recipes {
            for (position, element) in recipe.elements.enumerated() {
                let text: String
                switch element {
                case .step(let step): text = step.text
                case .note(let note): text = note.text
                case .header, .item, .photo: continue
                }
                guard text.utf8.contains(UInt8(ascii: "!")) else { continue }
                let place = position < recipe.elementPlaces.count ? recipe.elementPlaces[position] : TextPlace(line: 1, column: 1)
                _ = MarkdownDocument.renderInline(text) { link in
                    if link.isImage, !isInBook(link.url, from: recipe.file, resolver: resolver) {
                        let location = SourceLocation(file: recipe.file, line: place.line, column: place.column + link.column - 1)
                        warnings.append(Diagnostic(.pdf(.imageOutsideBook(link.url)), at: location))
                    }
                    return nil
                }
            }
        }
        return warnings
    }

    /// A warning for each image of the chapters that is not in the book.
    static func chapterWarnings(_ chapters: [Chapter], sources: [String], resolver: LinkResolver) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for (chapter, source) in zip(chapters, sources) where source.utf8.contains(UInt8(ascii: "!")) {
            _ = MarkdownDocument(parsing: source) { link in
                if link.isImage, !isInBook(link.url, from: chapter.file, resolver: resolver) {
                    let location = SourceLocation(file: chapter.file, line: link.line, column: link.column)
                    warnings.append(Diagnostic(.pdf(.imageOutsideBook(link.url)), at: location))
                }
                return nil
            }
        }
        return warnings
    }

    /// Whether the image at `url`, written in `file`, is a picture the site publishes, or
    /// inline data.
    private static func isInBook(_ url: String, from file: String, resolver: LinkResolver) -> Bool {
        if url.lowercased().hasPrefix("data:") { return true }
        if case .picture = resolver.target(of: url, from: file) { return true }
        return false
    }
}
