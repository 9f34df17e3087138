import Markdown

/// Turns a guide chapter's Markdown into a ``Chapter`` and its rendered HTML.
public enum ChapterParser {
    /// Parses `text`, the contents of `file` (a path relative to the content folder).
    public static func parse(_ text: String, file: String) -> ParsedChapter {
        var source = Substring(text)
        if source.first == "\u{FEFF}" { source = source.dropFirst() }
        let document = MarkdownDocument(parsing: String(source))
        let name = ChapterFileName(path: file)
        var diagnostics: [Diagnostic] = []
        let titleHeading = document.headings.first(where: { $0.level == 1 })
        if titleHeading == nil {
            diagnostics.append(Diagnostic(.chapterWithoutTitle(usingFileName: name.title), at: SourceLocation(file: file)))
        }
        for finding in document.findings {
            diagnostics.append(Diagnostic(DiagnosticReason(finding), at: SourceLocation(file: file, line: finding.line)))
        }
        let headings = document.headings.filter { $0.level == 2 || $0.level == 3 }
        let sections = headings.prefix(ContentLimits.maximumListedSections)
            .map { Chapter.Section(title: $0.text, anchor: $0.anchor, level: $0.level) }
        let sectionCount = document.headingsPerLevel[1] + document.headingsPerLevel[2]
        if sectionCount > ContentLimits.maximumListedSections {
            let first = headings.count > ContentLimits.maximumListedSections ? headings[ContentLimits.maximumListedSections].line : 1
            diagnostics.append(Diagnostic(
                .tooManySections(count: sectionCount, limit: ContentLimits.maximumListedSections),
                at: SourceLocation(file: file, line: first)))
        }
        let chapter = Chapter(
            title: titleHeading?.text ?? name.title,
            file: file,
            slug: Slug.make(from: name.slugSource),
            order: name.order,
            sections: sections
        )
        return ParsedChapter(chapter: chapter, source: String(source), diagnostics: diagnostics)
    }
}

/// A parsed chapter: the model, its Markdown, and the problems found.
public struct ParsedChapter: Sendable, Equatable {
    /// The chapter model.
    public var chapter: Chapter
    /// The Markdown text, byte-order mark removed; the site renders it with its links resolved.
    public var source: String
    /// Problems found in the file.
    public var diagnostics: [Diagnostic]
}

/// What a chapter's file name says: `guide/01-getting-started.md` → order 1, `getting-started`.
struct ChapterFileName {
    let order: Int?
    let slugSource: String
    let title: String

    init(path: String) {
        let name = NumberedName.baseName(of: path)
        let digits = name.prefix(while: { $0.isASCII && $0.isNumber })
        var rest = name.dropFirst(digits.count)
        if !digits.isEmpty, let separator = rest.first, separator == "-" || separator == "_" || separator == " " {
            rest = rest.dropFirst()
        }
        if digits.isEmpty || rest.isEmpty {
            order = digits.isEmpty ? nil : Int(digits)
            slugSource = String(name)
        } else {
            order = Int(digits)
            slugSource = String(rest)
        }
        title = slugSource
            .split(whereSeparator: { $0 == "-" || $0 == "_" })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }
}
