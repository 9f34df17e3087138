import ArgumentParser
import RecipeSite

@main
struct RecipeBookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recipebook",
        abstract: "Turns a folder of recipes and guide chapters into a themed website.",
        version: RecipeBookRelease.version,
        subcommands: [
            BuildCommand.self, WatchCommand.self, ServeCommand.self, CheckCommand.self, ExportCommand.self,
            ImportCommand.self, CleanUpCommand.self, InitCommand.self, NewCommand.self, ShoppingListCommand.self, PdfCommand.self,
            MeasureRebuildCommand.self,
        ]
    )

    static func main() async {
        DescriptorTable.reserve(OutputFolder.descriptorsAtMost)
        MemoryArenas.limitToCores()
        await main(nil)
    }
}
