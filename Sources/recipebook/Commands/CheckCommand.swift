import ArgumentParser
import RecipeSite

/// `recipebook check`: lints every recipe and chapter.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check every recipe, chapter, store and meal plan, printing one line per problem.",
        discussion: """
        Prints 'path:line:column: error|warning: message' on standard error, paths relative to the content folder.
        Exits 0 when there are no errors (warnings allowed), 1 when there are errors, and 2 when \
        the content folder cannot be read at all.
        """
    )

    @OptionGroup var content: ContentOptions

    func run() async throws {
        var loaded = try await content.load()
        // The site config, stores and meal plans are checked too: their problems join the book's.
        let (config, configProblems) = SiteConfig.load(contentFolder: loaded.contentFolder)
        var extra = configProblems
        // A recipe made of itself, through its sub-recipes, is an error of the two files.
        extra += SubRecipes(recipes: loaded.book.recipes).cycleDiagnostics()
        let language = Language(tag: config.language)
        if let shopping = try? ShoppingContent.load(contentFolder: content.content, book: loaded.book, language: language) {
            extra += shopping.diagnostics
        }
        loaded.diagnostics += extra
        loaded.diagnostics.sortInReportOrder()
        for diagnostic in loaded.diagnostics {
            Terminal.printError(diagnostic.description)
        }
        let summary = CheckSummary(loaded)
        Terminal.printError(summary.description)
        if loaded.hasErrors { throw ExitCode(1) }
    }
}

/// `checked 18 recipes and 3 chapters: 0 errors, 1 warning`
struct CheckSummary: CustomStringConvertible {
    let recipes: Int
    let chapters: Int
    let errors: Int
    let warnings: Int

    init(_ loaded: LoadedBook) {
        recipes = loaded.book.recipes.count
        chapters = loaded.book.chapters.count
        errors = loaded.diagnostics.filter { $0.severity == .error }.count
        warnings = loaded.diagnostics.count - errors
    }

    var description: String {
        "checked \(Terminal.counted(recipes, "recipe")) and \(Terminal.counted(chapters, "chapter")): "
            + "\(Terminal.counted(errors, "error")), \(Terminal.counted(warnings, "warning"))"
    }
}
