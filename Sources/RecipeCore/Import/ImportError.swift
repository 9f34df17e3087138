/// Why a recipe cannot be imported as asked.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A `--part` that is not a single folder name inside `recipes/`.
    case unsafePart(String)
    /// The input holds nothing but blank lines or web-page furniture.
    case nothingToImport
    /// The recipe's text (a web page's, once its markup is taken off) is over the size a
    /// recipe file may have.
    case tooLong(bytes: Int)

    /// A message for the person at the terminal.
    public var description: String {
        switch self {
        case .unsafePart(let part):
            "the part \"\(part)\" is not a folder name: a part may not be empty or contain '/', '\\' or '..', or start with '.'"
        case .nothingToImport:
            "there is no recipe in the input: it is empty"
        case .tooLong(let bytes):
            "the recipe's text is \(bytes) bytes, over the limit of \(ContentLimits.maximumFileSize) bytes a recipe file may have; nothing was written"
        }
    }
}
