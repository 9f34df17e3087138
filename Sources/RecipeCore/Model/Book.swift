/// Everything in a content folder, as `recipebook export` prints it.
public struct Book: Sendable, Hashable, Codable {
    /// Every recipe, ordered by file path.
    public var recipes: [Recipe]
    /// Every guide chapter, in reading order.
    public var chapters: [Chapter]

    /// Makes a book.
    public init(recipes: [Recipe], chapters: [Chapter]) {
        self.recipes = recipes
        self.chapters = chapters
    }
}
