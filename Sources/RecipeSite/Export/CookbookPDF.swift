import Foundation
import RecipeCore

/// The whole cookbook as one PDF, made by a paged-media engine found on the machine.
///
/// WeasyPrint is the engine: it lays out CSS paged media itself (`@page` margin boxes,
/// `target-counter` for the page numbers of the contents and the index, `bookmark-level` for
/// the PDF's outline), so one pass gives a finished book. Headless Chromium prints pages but
/// knows none of those: page numbers in the contents would need a second pass that reads back
/// where each recipe landed.
public enum CookbookPDF {
    /// Which book the PDF holds.
    public enum Document: Sendable, Equatable {
        /// The whole cookbook.
        case cookbook
        /// The user guide.
        case guide
        /// A meal plan's shopping list, by category or in the order of a store.
        case plan(String, store: String?)
    }

    /// Why no PDF was made.
    public enum Failure: Error, CustomStringConvertible {
        /// No engine on the machine.
        case noEngine
        /// More recipes than one PDF takes.
        case tooManyRecipes(Int)
        /// The site could not be built.
        case build(SiteBuild.Failure)
        /// The engine stopped with this message.
        case engine(String)
        /// The engine took longer than it was given.
        case timedOut(seconds: Int)
        /// The engine needed more memory than ``PDFEngine/memoryLimitBytes``.
        case outOfMemory
        /// Ctrl-C, or the task was cancelled.
        case interrupted
        /// The book has no such thing to print.
        case nothing(String)

        public var description: String {
            switch self {
            case .noEngine:
                "no PDF engine found: install WeasyPrint (Debian and Ubuntu: `apt install weasyprint`; macOS: `brew install weasyprint`)"
            case .tooManyRecipes(let count):
                "the book has \(count) recipes; a PDF takes at most \(CookbookPDF.maximumRecipes) (print the book's volumes from the site instead)"
            case .build(let failure): failure.description
            case .engine(let message): "the PDF engine failed: \(message)"
            case .timedOut(let seconds): "the PDF engine took longer than \(seconds) seconds and was stopped; no PDF was written"
            case .outOfMemory:
                "the PDF engine needed more than \(PDFEngine.memoryLimitBytes >> 30) GB of memory and was stopped; no PDF was written"
            case .interrupted: "stopped; no PDF was written"
            case .nothing(let what): what
            }
        }
    }

    /// The most recipes one PDF holds: five hundred recipes are already a book of a thousand
    /// pages, which the engine lays out in minutes and within ``PDFEngine/memoryLimitBytes``.
    public static let maximumRecipes = 500
    /// The most printed text one recipe or chapter brings into the PDF: a long recipe's is
    /// about 10 KB, the longest chapter of the guide about 40 KB.
    public static let maximumPrintedBytes = 128 << 10
    /// How long the engine may take.
    public static let timeLimitSeconds = PDFEngine.timeLimitSeconds

    /// Builds the site of `options` (into its output folder, a scratch folder of the caller's),
    /// writes the cookbook's document beside its print pages, and has the engine make `pdf` of
    /// it. Returns what the build reported, with what the PDF leaves out. `pdf` is written
    /// only when the engine finished.
    public static func make(
        _ document: Document = .cookbook, options: SiteBuild.Options, pdf: String, timeLimit: Int = timeLimitSeconds
    ) async throws(Failure) -> SiteBuild.Report {
        guard var engine = PDFEngine.find() else { throw .noEngine }
        engine.timeLimitSeconds = max(1, min(timeLimit, timeLimitSeconds))
        // The render cache is kept: the document takes the recipes' fragments and the chapters
        // the site's build made.
        var state = IncrementalState()
        var report: SiteBuild.Report
        do {
            report = try await SiteBuild(options: options).run(state: &state, changed: nil, early: nil)
        } catch {
            throw .build(error)
        }
        guard let builder = state.lastBuilder else { throw .engine("the site was not built") }
        let site = OutputFolder.absolute(options.outputFolder)
        let resolver = LinkResolver(index: builder.index)
        let page: String
        var warnings: [Diagnostic] = []
        switch document {
        case .cookbook:
            let count = builder.loaded.book.recipes.count
            guard count <= maximumRecipes else { throw .tooManyRecipes(count) }
            let made = builder.pdfBookPage(fragments: state.renderCache.fragments.mapValues(\.value))
            page = try write(made.file, into: site)
            warnings = made.leftOut + PDFImages.recipeWarnings(builder.loaded.book.recipes, resolver: resolver)
        case .guide:
            guard !builder.loaded.book.chapters.isEmpty else { throw .nothing("the book has no guide: no chapter in guide/") }
            let chapters = await builder.renderChapters(resolver: resolver, cached: state.renderCache.chapters).0
            let made = builder.pdfGuidePage(chapters.printDocuments)
            page = try write(made.file, into: site)
            warnings = made.leftOut + PDFImages.chapterWarnings(
                builder.loaded.book.chapters, sources: builder.loaded.chapterSources, resolver: resolver)
        case .plan(let name, let storeName):
            page = site + "/" + SitePath.file(of: try builder.planPath(named: name, store: storeName))
        }
        let script = site + ".print-pdf.py"
        let draft = site + ".draft.pdf"
        guard let source = DefaultTheme.files[PDFEngine.scriptPath] else { throw .engine("the theme has no \(PDFEngine.scriptPath)") }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: script))
        } catch {
            throw .engine("cannot write \(script): \(error.localizedDescription)")
        }
        let outcome = try await engine.run(script: script, site: site, page: page, pdf: draft)
        do {
            try Data(contentsOf: URL(fileURLWithPath: draft)).write(to: URL(fileURLWithPath: pdf), options: .atomic)
        } catch {
            throw .engine("cannot write \(pdf): \(error.localizedDescription)")
        }
        // The images already named at their line are not named again.
        let named = Set(warnings.compactMap { warning -> String? in
            if case .pdf(.imageOutsideBook(let url)) = warning.reason { return url }
            return nil
        })
        for url in outcome.refused where !named.contains(where: { Self.address(url, endsWith: $0) }) {
            warnings.append(Diagnostic(.pdf(.refused(url)), at: SourceLocation(file: SiteBuilder.pdfBookPath)))
        }
        report.diagnostics += warnings
        report.diagnostics.sortInReportOrder()
        return report
    }

    /// Whether the address the engine asked for is the one `written` in the book, resolved.
    private static func address(_ asked: String, endsWith written: String) -> Bool {
        var tail = Substring(written.removingPercentEncoding ?? written)
        while tail.hasPrefix("../") || tail.hasPrefix("./") || tail.hasPrefix("/") { tail = tail.drop { $0 == "." }.dropFirst() }
        let decoded = asked.removingPercentEncoding ?? asked
        return asked == written || (!tail.isEmpty && decoded.hasSuffix(String(tail)))
    }

    /// Writes `file` into the scratch site; returns its path.
    private static func write(_ file: SiteFile, into site: String) throws(Failure) -> String {
        let path = site + "/" + file.path
        do {
            try FileManager.default.createDirectory(atPath: path.parentPath, withIntermediateDirectories: true)
            if case .text(let text) = file.content { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        } catch {
            throw .engine("cannot write \(path): \(error.localizedDescription)")
        }
        return path
    }
}
