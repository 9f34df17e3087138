import ArgumentParser
import Foundation
import RecipeSite

/// `recipebook export`: the whole book as one JSON document.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print the book's recipes and chapters as one JSON document.",
        discussion: """
        The JSON is pretty-printed with sorted keys; the user guide's chapter 'The command line' \
        documents every field. Problems are printed to standard error; the exit status is 1 when \
        any is an error.
        """
    )

    @OptionGroup var content: ContentOptions

    func run() async throws {
        let loaded = try await content.load()
        for diagnostic in loaded.diagnostics {
            Terminal.printError(diagnostic.description)
        }
        let standardOutput = FileHandle.standardOutput
        await BookJSON.write(loaded.book) { standardOutput.write(Data($0)) }
        standardOutput.write(Data("\n".utf8))
        if loaded.hasErrors { throw ExitCode(1) }
    }
}
