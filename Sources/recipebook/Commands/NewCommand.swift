import ArgumentParser
import RecipeSite

/// `recipebook new recipe "Title"`: a new recipe file in the format.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create something new in the book.",
        subcommands: [NewRecipeCommand.self]
    )
}

/// `recipebook new recipe "Title" [--part NAME]`
struct NewRecipeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipe",
        abstract: "Write a new recipe file, named after its title, with a skeleton to fill in."
    )

    @Argument(help: "The recipe's title; also its file name.")
    var title: String

    @Option(name: .long, help: ArgumentHelp("The book part (a folder of recipes/) to put it in.", valueName: "NAME"))
    var part: String?

    @OptionGroup var content: ContentOptions

    func validate() throws {
        if title.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("the title cannot be empty") }
    }

    func run() throws {
        let path: String
        do {
            path = try RecipeFileName.relativePath(forTitle: title, part: part)
        } catch {
            Terminal.printError("error: \(error)")
            throw ExitCode(2)
        }
        // The skeleton is in the book's language, from the same word files as its pages.
        let words = Wording(config: SiteConfig.load(contentFolder: content.content).0)
        let recipe = Recipe(
            title: title, file: path, slug: Slug.make(from: title), part: part, description: nil, tags: [],
            elements: [
                .note(Note(text: words["newRecipe.description"])),
                .item(Item(name: words["newRecipe.item"], amount: words["newRecipe.amount"], prep: words["newRecipe.prep"])),
                .step(Step(text: words["newRecipe.step"])),
            ])
        var writer = RecipeFileWriter(contentFolder: content.content)
        writer.existingHint = "choose another title, or edit the existing recipe"
        let written = try writer.write(RecipeWriter.write(recipe), to: path)
        print(content.content + "/" + written)
    }
}
