import Foundation
import Markdown
import RecipeCore

extension SiteBuilder {
    /// Where the cookbook for a paged-media engine is written, beside its print page so that
    /// the articles' links and photos lead where they lead on it.
    static let pdfBookPath = "print/book-pdf.html"
    /// Where the guide for a paged-media engine is written, beside its print page.
    static let pdfGuidePath = "print/guide/pdf.html"

    /// The whole cookbook as one document for a paged-media engine (``CookbookPDF``): a title
    /// page, the contents by part with the page each recipe starts on, every recipe from a new
    /// page, and an index of ingredients with page numbers. The engine fills the numbers in
    /// (`target-counter`), numbers the pages and names the book in the margins, and makes PDF
    /// bookmarks of the parts and recipes. `fragments` are the recipes' fragments, by file, as the
    /// build made them; a recipe without them has them made here. A recipe whose article is
    /// over ``CookbookPDF/maximumPrintedBytes`` is left out, with a warning.
    func pdfBookPage(fragments: [String: RecipeFragments] = [:]) -> PDFDocumentPage {
        let recipes = loaded.book.recipes
        let resolver = LinkResolver(index: index)
        var html = pdfDocumentStart(at: Self.pdfBookPath, subtitle: nil)
        html += "<nav class=\"pdf-contents\">\n<h2>\(HTML.escape(words["contents"]))</h2>\n"
        for group in Self.partsInBookOrder(recipes) {
            if let name = group.part { html += "<h3>\(HTML.escape(name))</h3>\n" }
            html += "<ol>\n"
            for position in group.positions {
                let recipe = recipes[position]
                html += "<li><a href=\"#recipe-\(HTML.escape(recipe.slug))\">\(HTML.escape(recipe.title))</a></li>\n"
            }
            html += "</ol>\n"
        }
        html += "</nav>\n"
        var part: String?? = .none
        var leftOut: [Diagnostic] = []
        for (position, recipe) in recipes.enumerated() {
            if part != .some(recipe.part), let name = recipe.part {
                html += "<h2 class=\"pdf-part\">\(HTML.escape(name))</h2>\n"
            }
            part = .some(recipe.part)
            let article = printArticle(
                position, fragments: fragments[recipe.file] ?? RecipeFragments(recipe: recipe, resolver: resolver, language: language))
            if let problem = Self.overPDFBound(article, file: recipe.file) {
                leftOut.append(problem)
                html += "<article class=\"recipe\" id=\"recipe-\(HTML.escape(recipe.slug))\"><h1>\(HTML.escape(recipe.title))</h1></article>\n"
            } else {
                html += article
            }
        }
        html += "<section class=\"pdf-index\">\n<h2>\(HTML.escape(words["ingredientIndex"]))</h2>\n<dl>\n"
        for entry in Self.ingredientIndex(recipes) {
            // One group an ingredient, its recipes run on after its name: half the lines.
            html += "<div><dt>\(HTML.escape(entry.name))</dt>"
            for position in entry.positions {
                let recipe = recipes[position]
                html += "<dd><a href=\"#recipe-\(HTML.escape(recipe.slug))\">\(HTML.escape(recipe.title))</a></dd>"
            }
            html += "</div>\n"
        }
        html += "</dl>\n</section>\n</body>\n</html>\n"
        return PDFDocumentPage(file: SiteFile(path: Self.pdfBookPath, content: .text(html)), leftOut: leftOut)
    }

    /// A warning when `html`, printed from `file`, is over the PDF's bound.
    private static func overPDFBound(_ html: String, file: String) -> Diagnostic? {
        let bytes = html.utf8.count
        guard bytes > CookbookPDF.maximumPrintedBytes else { return nil }
        return Diagnostic(.pdf(.tooLong(bytes: bytes, limit: CookbookPDF.maximumPrintedBytes)), at: SourceLocation(file: file))
    }

    /// The guide as one document for a paged-media engine: a title page, the contents with
    /// the page each chapter and section starts on, every chapter from a new page.
    /// `documents` are the chapters rendered for print (``RenderedChapters/printDocuments``).
    /// A chapter over ``CookbookPDF/maximumPrintedBytes`` keeps only its title, with a warning.
    func pdfGuidePage(_ documents: [MarkdownDocument]) -> PDFDocumentPage {
        let chapters = loaded.book.chapters
        var html = pdfDocumentStart(at: Self.pdfGuidePath, subtitle: words["guide"])
        html += "<nav class=\"pdf-contents\">\n<h2>\(HTML.escape(words["contents"]))</h2>\n<ol>\n"
        for chapter in chapters {
            html += "<li><a href=\"#chapter-\(HTML.escape(chapter.slug))\">\(HTML.escape(chapter.title))</a></li>\n"
        }
        html += "</ol>\n</nav>\n"
        var leftOut: [Diagnostic] = []
        for (chapter, document) in zip(chapters, documents) {
            html += "<article class=\"chapter pdf-chapter\" id=\"chapter-\(HTML.escape(chapter.slug))\">\n<div class=\"chapter-body markdown\">\n"
            let body = document.html(anchorPrefix: chapter.slug + "--", anchorLabel: words["linkToSection"])
            if let problem = Self.overPDFBound(body, file: chapter.file) {
                leftOut.append(problem)
                html += "<h1>\(HTML.escape(chapter.title))</h1>\n"
            } else {
                html += body
            }
            html += "</div>\n</article>\n"
        }
        let file = SiteFile(path: Self.pdfGuidePath, content: .text(html + "</body>\n</html>\n"))
        return PDFDocumentPage(file: file, leftOut: leftOut)
    }

    /// The head of the document at `path`, with the engine's page rules, and its title page.
    private func pdfDocumentStart(at path: String, subtitle: String?) -> String {
        let root = SitePath.root(of: path)
        let title = subtitle.map { config.title + ": " + $0 } ?? config.title
        var html = "<!DOCTYPE html>\n<html lang=\"\(HTML.escape(config.language))\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<title>\(HTML.escape(title))</title>\n"
        html += "<link rel=\"stylesheet\" href=\"\(root)\(themeAssets.published("assets/recipebook.css"))\">\n<style>\n\(Self.pdfStyle(title: title, continued: words["recipeContinued"]))</style>\n"
        html += "</head>\n<body class=\"pdf-book\">\n"
        html += "<section class=\"pdf-title-page\">\n<h1>\(HTML.escape(config.title))</h1>\n"
        if let subtitle { html += "<p class=\"pdf-subtitle\">\(HTML.escape(subtitle))</p>\n" }
        if let author = config.author { html += "<p class=\"byline\">\(HTML.escape(author))</p>\n" }
        if let description = config.description, subtitle == nil {
            html += "<p class=\"pdf-description\">\(HTML.escape(description))</p>\n"
        }
        return html + "</section>\n"
    }

    /// The address of the page of the plan `name` (by its name or file name), by category or
    /// for the store `store`.
    func planPath(named name: String, store storeName: String?) throws(CookbookPDF.Failure) -> String {
        guard let position = shopping.plans.firstIndex(where: { shopping.plan(named: name) == $0 }) else {
            let known = shopping.plans.map(\.name).joined(separator: ", ")
            throw .nothing("no meal plan named '\(name)'" + (known.isEmpty ? ": the book has none" : "; the plans are: \(known)"))
        }
        let slug = planSlugs[position]
        guard let storeName else { return SitePath.plan(slug) }
        guard let store = shopping.store(named: storeName), let at = shopping.stores.firstIndex(of: store) else {
            throw .nothing("no store named '\(storeName)'; the stores are: \(shopping.stores.map(\.name).joined(separator: ", "))")
        }
        return SitePath.plan(slug, store: storeSlugs[at])
    }

    /// The recipes by part, in book order (recipes outside any part first).
    static func partsInBookOrder(_ recipes: [Recipe]) -> [(part: String?, positions: [Int])] {
        var groups: [(part: String?, positions: [Int])] = []
        for (position, recipe) in recipes.enumerated() {
            if let last = groups.last, last.part == recipe.part {
                groups[groups.count - 1].positions.append(position)
            } else {
                groups.append((recipe.part, [position]))
            }
        }
        return groups
    }

    /// Every ingredient by its name as first written, with the recipes that use it, in the
    /// order of the site's index of ingredients (``IngredientUsers/sortedNames``: by key, accents
    /// folded, so `Äpfel` is filed with the A's).
    static func ingredientIndex(_ recipes: [Recipe]) -> [(name: String, positions: [Int])] {
        let uses = recipes.map { IngredientUses(of: $0).index }
        var users: [String: [Int]] = [:]
        for (position, recipeUses) in uses.enumerated() {
            for use in recipeUses { users[use.key, default: []].append(position) }
        }
        let table = IngredientUsers(uses: uses, users: users)
        return table.sortedNames.map { (name: $0.name, positions: table.users[$0.key] ?? []) }
    }

    /// The pages of the PDF: numbered at the foot, the book's title at the head, but for the
    /// title page; each recipe and the index from a new page, a part's name heading its first
    /// recipe; bookmarks of parts and recipes. A page that goes on with a recipe is headed
    /// with its title and `continued` (the book's `recipeContinued`, `{title}` in it).
    private static func pdfStyle(title: String, continued: String) -> String {
        let quoted = CSSString.quoted(title)
        let around = continued.components(separatedBy: "{title}")
        let before = CSSString.quoted(around.count > 1 ? around[0] : "")
        let after = CSSString.quoted(around.count > 1 ? around.dropFirst().joined() : " " + continued)
        return """
        @page { size: A4; margin: 1.7cm 1.6cm;
          @top-left { content: \(quoted); font-size: 9pt; color: #555; }
          @top-right { content: string(recipe-head, first-except); font-size: 9pt; color: #555; }
          @bottom-center { content: counter(page); font-size: 9pt; } }
        @page :first { @top-left { content: none; } @bottom-center { content: none; } }
        body.pdf-book { background: white; color: black; }
        .pdf-title-page { break-after: page; padding-top: 30%; text-align: center; }
        .pdf-title-page h1 { font-size: 28pt; bookmark-level: none; }
        .pdf-contents { break-after: page; }
        .pdf-contents h2, .pdf-index h2 { bookmark-level: 1; column-span: all; string-set: recipe-head ""; }
        .pdf-contents h3 { bookmark-level: none; margin-bottom: 0.2em; }
        .pdf-contents ol { list-style: none; padding: 0; }
        .pdf-contents a, .pdf-index a { color: inherit; text-decoration: none; }
        .pdf-contents a::after { content: leader('.') target-counter(attr(href), page); }
        .pdf-part { break-before: page; bookmark-level: 1; margin: 0 0 0.4em; padding-bottom: 0.15em;
          border-bottom: 1.5pt solid black; font-size: 13pt; text-transform: uppercase; letter-spacing: 0.08em; }
        article.recipe { break-before: page; }
        .pdf-part + article.recipe { break-before: avoid; }
        article.recipe h1 { bookmark-level: 2; string-set: recipe-head \(before) content() \(after); }
        .pdf-part + article.recipe .recipe-part { display: none; }
        article.recipe h2, article.recipe h3 { bookmark-level: none; }
        .pdf-subtitle { font-size: 16pt; }
        .pdf-book .tag-list li + li { margin-left: 0.6em; }
        article.pdf-chapter { break-before: page; }
        article.pdf-chapter h1 { bookmark-level: 1; }
        article.pdf-chapter h2 { bookmark-level: 2; }
        article.pdf-chapter h3, article.pdf-chapter h4 { bookmark-level: none; }
        .pdf-index { break-before: page; columns: 2; column-gap: 1.5em; font-size: 10.5pt; line-height: 1.25; }
        .pdf-index dl { margin: 0; }
        .pdf-index dl > div { margin: 0 0 0.2em; padding-left: 1em; text-indent: -1em; break-inside: avoid; }
        .pdf-index dt { display: inline; font-weight: bold; }
        .pdf-index dd { display: inline; margin: 0 0 0 0.4em; }
        .pdf-index dd + dd { margin-left: 0; }
        .pdf-index dd + dd::before { content: "; "; }
        .pdf-index a::after { content: ",\\a0" target-counter(attr(href), page); }
        """
    }
}

/// The document a paged-media engine lays out, with the recipes or chapters it leaves out.
struct PDFDocumentPage {
    let file: SiteFile
    let leftOut: [Diagnostic]
}
