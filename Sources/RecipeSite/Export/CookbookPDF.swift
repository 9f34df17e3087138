import Foundation

/// The whole cookbook as one PDF, made by a paged-media engine found on the machine.
///
/// WeasyPrint is the engine: it lays out CSS paged media itself (`@page` margin boxes,
/// `target-counter` for the page numbers of the contents and the index, `bookmark-level` for
/// the PDF's outline), so one pass gives a finished book. Headless Chromium prints pages but
/// knows none of those: page numbers in the contents would need a second pass that reads back
/// where each recipe landed.
public enum CookbookPDF {
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

        public var description: String {
            switch self {
            case .noEngine:
                "no PDF engine found: install WeasyPrint (Debian and Ubuntu: `apt install weasyprint`; macOS: `brew install weasyprint`)"
            case .tooManyRecipes(let count):
                "the book has \(count) recipes; a PDF takes at most \(CookbookPDF.maximumRecipes) (print the book's volumes from the site instead)"
            case .build(let failure): failure.description
            case .engine(let message): "the PDF engine failed: \(message)"
            case .timedOut: "the PDF engine took longer than \(CookbookPDF.timeLimitSeconds) seconds and was stopped"
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
    public static func make(options: SiteBuild.Options, pdf: String) async throws(Failure) -> SiteBuild.Report {
        guard let engine = engine() else { throw .noEngine }
        var state = IncrementalState(renderCache: RenderCache(isKept: false), outputMemory: OutputMemory(isKept: false))
        let report: SiteBuild.Report
        do {
            report = try await SiteBuild(options: options).run(state: &state, changed: nil, early: nil)
        } catch {
            throw .build(error)
        }
        guard let builder = state.lastBuilder else { throw .engine("the site was not built") }
        let count = builder.loaded.book.recipes.count
        guard count <= maximumRecipes else { throw .tooManyRecipes(count) }
        let page = builder.pdfBookPage()
        let document = OutputFolder.absolute(options.outputFolder) + "/" + page.path
        do {
            try FileManager.default.createDirectory(
                atPath: (document as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if case .text(let text) = page.content { try Data(text.utf8).write(to: URL(fileURLWithPath: document)) }
        } catch {
            throw .engine("cannot write \(document): \(error.localizedDescription)")
        }
        try run(engine, arguments: ["--quiet", document, pdf])
        return report
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
