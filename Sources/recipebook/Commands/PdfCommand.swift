import ArgumentParser
import Foundation
import RecipeSite

/// `recipebook pdf`: the whole cookbook as one PDF, laid out by WeasyPrint.
struct PdfCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pdf",
        abstract: "Write the whole cookbook as one PDF.",
        discussion: """
        A title page, the contents by part with page numbers, every recipe from a new page, and an \
        index of ingredients, with page numbers and the book's title in the margins and PDF \
        bookmarks. Needs WeasyPrint (Debian and Ubuntu: apt install weasyprint). At most \
        \(CookbookPDF.maximumRecipes) recipes, and \(CookbookPDF.timeLimitSeconds) seconds.
        """
    )

    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: ArgumentHelp("The PDF file to write.", valueName: "FILE"))
    var output: String = "cookbook.pdf"

    @Option(name: .long, help: ArgumentHelp("A folder of templates and assets that replace the default theme's, file by file.", valueName: "DIR"))
    var templates: String?

    func run() async throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-pdf-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let options = SiteBuild.Options(
            contentFolder: content.content, outputFolder: scratch.appendingPathComponent("site").path, templatesFolder: templates)
        let pdf = output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output
        let report: SiteBuild.Report
        do {
            report = try await CookbookPDF.make(options: options, pdf: pdf)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        for diagnostic in report.diagnostics { Terminal.printError(diagnostic.description) }
        Terminal.printError("wrote \(output): the cookbook of \(report.recipes) recipes")
        if report.hasErrors { throw ExitCode(1) }
    }
}
