import ArgumentParser
import RecipeSite

/// `recipebook init DIR`: a new, ready-to-build book.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a new book: a site config, an example recipe and a first guide chapter.",
        discussion: """
        Creates DIR/Content/, DIR/.gitignore and DIR/.github/workflows/publish.yml (which publishes \
        the book to GitHub Pages on every push); refuses when DIR/Content already holds files.
        """
    )

    @Argument(help: ArgumentHelp("The folder of the new book; created when missing.", valueName: "DIR"))
    var folder: String

    @Option(name: .long, help: ArgumentHelp("The book's title; by default one in the book's language.", valueName: "TITLE"))
    var title: String?

    @Option(name: .long, help: ArgumentHelp(
        "The book's language, which its pages, example recipe and first chapter are written in: en, de, fr, es, nl or it.",
        valueName: "CODE"))
    var language = "en"

    @Flag(name: .long, help: "Leave out the GitHub Pages workflow, .github/workflows/publish.yml.")
    var noWorkflow = false

    func run() throws {
        // A tag without a table of words would quietly make an English book.
        guard language.lowercased().hasPrefix(Language(tag: language).code) else {
            let known = Language.all.map(\.code).joined(separator: ", ")
            Terminal.printError("error: '\(language)' is not a language the book can be written in: use one of \(known)")
            throw ExitCode(2)
        }
        do {
            let written = try StarterBook.create(in: folder, title: title, language: language, workflow: !noWorkflow)
            for path in written { print("wrote \(path)") }
            print("layout: the book layout, recipes in Content/recipes/ (each sub-folder a part), chapters in Content/guide/;")
            print("        a folder of the Grocery app's recipes also builds as it is, with --content")
            print("next: cd \(folder) && recipebook build")
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(1)
        }
    }
}
