import ArgumentParser
import Foundation
import RecipeSite

/// `recipebook import`: a recipe pasted from a web page, an e-mail or a card, as a recipe file.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a recipe pasted from a web page, an e-mail or a card into a recipe file.",
        discussion: """
        Reads plain text, Markdown, or a saved web page (its schema.org Recipe JSON-LD) and writes \
        '<content>/recipes/<part>/<title>.recipe'. Amounts are read in the book's language (its \
        site.toml) and in English. An existing file is never overwritten. Exits 1 \
        when the recipe cannot be read or written, 2 for unusable arguments.
        """
    )

    @Argument(help: ArgumentHelp("The text to import; '-' or nothing reads standard input.", valueName: "FILE"))
    var file: String?

    @Option(help: ArgumentHelp("The recipe's title, instead of the one found in the text.", valueName: "T"))
    var title: String?

    @Option(help: ArgumentHelp("The part of the book (a folder of recipes/) to put the recipe in.", valueName: "NAME"))
    var part: String?

    @OptionGroup var content: ContentOptions

    @Flag(help: "Move each ingredient to just before the first step that mentions it.")
    var interleave = false

    @Flag(help: "Print the recipe instead of writing it.")
    var dryRun = false

    func run() throws {
        let options = try checkedOptions()
        let text = try InputText.read(file)
        let recipe: Recipe
        do {
            recipe = try RecipeImporter.importRecipe(text, options: options)
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(1)
        }
        if options.title == nil, !RecipeImporter.findsTitle(in: text, language: options.language) {
            Terminal.printError("warning: no title found; using '\(recipe.title)' (give one with --title)")
        }
        let written = RecipeWriter.write(recipe)
        if dryRun {
            print(written, terminator: "")
            return
        }
        let path = try RecipeFileWriter(contentFolder: content.content).write(written, to: recipe.file)
        print("wrote \(path)")
    }

    /// The flags as import options; an empty title or an unsafe part exits 2.
    private func checkedOptions() throws -> ImportOptions {
        if let title, title.allSatisfy(\.isWhitespace) {
            Terminal.printError("error: --title is empty")
            throw ExitCode(2)
        }
        if let part {
            do {
                _ = try RecipeFileName.checkedPart(part)
            } catch {
                Terminal.printError("error: \(error.description)")
                throw ExitCode(2)
            }
        }
        // The book's language reads amounts such as `1 Prise Salz`.
        let language = Language(tag: SiteConfig.load(contentFolder: content.content).0.language)
        return ImportOptions(title: title, part: part, placement: interleave ? .interleaved : .asWritten, language: language)
    }
}
