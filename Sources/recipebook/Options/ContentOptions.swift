import ArgumentParser
import RecipeSite

/// The `--content DIR` flag shared by every command that reads a book.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder of the book.", valueName: "DIR"))
    var content: String = "Content"

    /// Loads the book, turning an unusable content folder into exit status 2.
    func load() async throws -> LoadedBook {
        do {
            return try await ContentLoader(bookAt: content).load()
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
    }
}
