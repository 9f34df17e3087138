import ArgumentParser
import Foundation
import RecipeSite

/// `recipebook pdf`: the whole cookbook as one PDF, laid out by WeasyPrint.
struct PdfCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pdf",
        abstract: "Write the whole cookbook, the guide or a meal plan's list as one PDF.",
        discussion: """
        A title page, the contents by part with page numbers, every recipe from a new page, and an \
        index of ingredients, with page numbers and the book's title in the margins and PDF \
        bookmarks. Needs WeasyPrint (Debian and Ubuntu: apt install weasyprint). At most \
        \(CookbookPDF.maximumRecipes) recipes, and \(CookbookPDF.timeLimitSeconds) seconds.
        """
    )

    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: ArgumentHelp("The PDF file to write. Default: cookbook.pdf, guide.pdf or shopping-list.pdf.", valueName: "FILE"))
    var output: String?

    @Flag(name: .long, help: "The user guide instead of the cookbook.")
    var guide = false

    @Option(name: .long, help: ArgumentHelp("A meal plan's shopping list instead of the cookbook.", valueName: "NAME"))
    var plan: String?

    @Option(name: .long, help: ArgumentHelp("With --plan: the list in the order of this store's aisles.", valueName: "NAME"))
    var store: String?

    func validate() throws {
        if guide && plan != nil { throw ValidationError("--guide and --plan each make a PDF of their own: choose one") }
        if store != nil && plan == nil { throw ValidationError("--store needs --plan") }
        if !(1...CookbookPDF.timeLimitSeconds).contains(timeLimit) {
            throw ValidationError("--time-limit must be 1 to \(CookbookPDF.timeLimitSeconds) seconds")
        }
    }

    private var document: CookbookPDF.Document {
        if guide { return .guide }
        if let plan { return .plan(plan, store: store) }
        return .cookbook
    }

    @Option(name: .long, help: ArgumentHelp(
        "Stop the PDF engine after this many seconds (at most \(CookbookPDF.timeLimitSeconds)).", valueName: "SECONDS"))
    var timeLimit = CookbookPDF.timeLimitSeconds

    @Option(name: .long, help: ArgumentHelp("A folder of templates and assets that replace the default theme's, file by file.", valueName: "DIR"))
    var templates: String?

    func run() async throws {
        // Ctrl-C or SIGTERM ends the engine and removes the scratch folder, writing no PDF.
        let stop = StopSignal()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-pdf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let options = SiteBuild.Options(
            contentFolder: content.content, outputFolder: scratch.appendingPathComponent("site").path, templatesFolder: templates)
        let output = output ?? (guide ? "guide.pdf" : plan == nil ? "cookbook.pdf" : "shopping-list.pdf")
        let pdf = RealPath.absolute(output)
        do {
            try CookbookPDF.checkDestination(pdf, contentFolder: content.content, templatesFolder: templates)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        let (document, timeLimit) = (document, timeLimit)
        let work = Task { () -> Result<SiteBuild.Report, CookbookPDF.Failure> in
            do throws(CookbookPDF.Failure) {
                return .success(try await CookbookPDF.make(document, options: options, pdf: pdf, timeLimit: timeLimit))
            } catch {
                return .failure(error)
            }
        }
        let watcher = Task {
            await stop.wait()
            work.cancel()
        }
        let result = await work.value
        watcher.cancel()
        let report: SiteBuild.Report
        switch result {
        case .success(let made):
            report = made
        case .failure(let error):
            Terminal.printError("error: \(error.description)")
            if case .interrupted = error { throw ExitCode(130) }
            throw ExitCode(2)
        }
        for diagnostic in report.diagnostics { Terminal.printError(diagnostic.description) }
        switch document {
        case .cookbook: Terminal.printError("wrote \(output): the cookbook of \(Terminal.counted(report.recipes, "recipe"))")
        case .guide: Terminal.printError("wrote \(output): the guide of \(Terminal.counted(report.chapters, "chapter"))")
        case .plan(let name, _): Terminal.printError("wrote \(output): the shopping list of \(name)")
        }
        if report.hasErrors { throw ExitCode(1) }
    }
}
