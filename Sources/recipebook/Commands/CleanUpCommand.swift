import ArgumentParser
import RecipeSite

/// `recipebook clean-up`: a pasted list of ingredients as items in the format.
struct CleanUpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean-up",
        abstract: "Tidy a list of ingredients, one per line, into items in the format.",
        discussion: """
        Removes bullets, numbering, stray whitespace and blank lines; spells fractions the usual \
        way ('.5 cup' becomes '1/2 cup'); splits each line into name, amount and prep note and \
        capitalises the name. Amounts are read in the book's language (its site.toml) and in \
        English. Prints the items; writes nothing.
        """
    )

    @Argument(help: ArgumentHelp("The list to tidy; '-' or nothing reads standard input.", valueName: "FILE"))
    var file: String?

    @OptionGroup var content: ContentOptions

    func run() throws {
        let text = try InputText.read(file)
        let language = Language(tag: SiteConfig.load(contentFolder: content.content).0.language)
        print(CleanUp.cleanedList(text, language: language), terminator: "")
    }
}
