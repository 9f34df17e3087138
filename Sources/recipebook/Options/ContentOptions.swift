import ArgumentParser

/// The `--content DIR` flag shared by every command that reads a book.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: "The content folder of the book.")
    var content: String = "Content"
}
