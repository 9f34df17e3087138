import RecipeCore
import RecipeSite

/// A problem of a build, as the terminal and the browser overlay show it.
public struct Problem: Sendable, Equatable, Codable {
    /// The file, relative to the content folder; empty when the build could not run at all.
    public var file: String
    /// The 1-based line; 0 when there is no file.
    public var line: Int
    /// The 1-based column; 0 when there is no file.
    public var column: Int
    /// `error` or `warning`.
    public var severity: String
    /// What is wrong.
    public var message: String

    /// A problem with every field given.
    public init(file: String, line: Int, column: Int, severity: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// The problem a diagnostic describes.
    public init(_ diagnostic: Diagnostic) {
        self.init(
            file: diagnostic.location.file, line: diagnostic.location.line, column: diagnostic.location.column,
            severity: diagnostic.severity.rawValue, message: diagnostic.reason.message)
    }

    /// A build that could not run at all.
    public init(failure: String) {
        self.init(file: "", line: 0, column: 0, severity: Severity.error.rawValue, message: failure)
    }
}
