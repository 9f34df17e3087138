import Foundation

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
        /// The engine took longer than ``timeLimit``.
        case timedOut
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
            case .timedOut: "the PDF engine took longer than \(CookbookPDF.timeLimitSeconds) seconds and was stopped"
            case .nothing(let what): what
            }
        }
    }

    /// The most recipes one PDF holds: a thousand recipes are already a book of thousands of
    /// pages, which the engine lays out in minutes.
    public static let maximumRecipes = 1_000
    /// How long the engine may take.
    public static let timeLimitSeconds = 600

    /// Builds the site of `options` (into its output folder, a scratch folder of the caller's),
    /// writes the cookbook's document beside its print pages, and has the engine make `pdf` of
    /// it. Returns what the build reported.
    public static func make(
        _ document: Document = .cookbook, options: SiteBuild.Options, pdf: String
    ) async throws(Failure) -> SiteBuild.Report {
        guard let engine = engine() else { throw .noEngine }
        // The render cache is kept: the document takes the recipes' articles and the chapters
        // the site's build made.
        var state = IncrementalState(renderCache: RenderCache(isKept: true), outputMemory: OutputMemory(isKept: false))
        let report: SiteBuild.Report
        do {
            report = try await SiteBuild(options: options).run(state: &state, changed: nil, early: nil)
        } catch {
            throw .build(error)
        }
        guard let builder = state.lastBuilder else { throw .engine("the site was not built") }
        let site = OutputFolder.absolute(options.outputFolder)
        let page: String
        switch document {
        case .cookbook:
            let count = builder.loaded.book.recipes.count
            guard count <= maximumRecipes else { throw .tooManyRecipes(count) }
            page = try write(builder.pdfBookPage(articles: state.renderCache.printArticles.mapValues(\.value)), into: site)
        case .guide:
            guard !builder.loaded.book.chapters.isEmpty else { throw .nothing("the book has no guide: no chapter in guide/") }
            let chapters = await builder.renderChapters(resolver: LinkResolver(index: builder.index), cached: state.renderCache.chapters).0
            page = try write(builder.pdfGuidePage(chapters.printDocuments), into: site)
        case .plan(let name, let storeName):
            page = site + "/" + SitePath.file(of: try builder.planPath(named: name, store: storeName))
        }
        try run(engine, arguments: ["--quiet", page, pdf])
        return report
    }

    /// Writes `file` into the scratch site; returns its path.
    private static func write(_ file: SiteFile, into site: String) throws(Failure) -> String {
        let path = site + "/" + file.path
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if case .text(let text) = file.content { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
        } catch {
            throw .engine("cannot write \(path): \(error.localizedDescription)")
        }
        return path
    }

    /// The engine's program on `PATH`.
    static func engine(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = String(folder) + "/weasyprint"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func run(_ engine: String, arguments: [String]) throws(Failure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: engine)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .engine(error.localizedDescription)
        }
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeLimitSeconds), execute: watchdog)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        watchdog.cancel()
        if process.terminationReason == .uncaughtSignal { throw .timedOut }
        guard process.terminationStatus == 0 else {
            throw .engine(message.split(separator: "\n").last.map(String.init) ?? "exit status \(process.terminationStatus)")
        }
    }
}
