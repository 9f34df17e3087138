/// A place in a content file: `recipes/Breakfast/Pancakes.recipe:4:3`.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file, relative to the content folder, with `/` separators.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in characters.
    public var column: Int

    /// Makes a location; line and column default to the start of the file.
    public init(file: String, line: Int = 1, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}

/// Where a text starts in its file: a 1-based line and column.
public struct TextPlace: Sendable, Hashable, Codable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Makes a place.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
