/// A content file found by the scanner, ready to be read.
struct SourceFile: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A recipe; `photoFolders` are where its photos are looked up, relative to the content root.
        case recipe(part: String?, photoFolders: [String])
        /// A guide chapter.
        case chapter
    }

    /// The path relative to the content folder, as the user sees it (links not resolved).
    let relativePath: String
    /// The real path to open.
    let absolutePath: String
    let kind: Kind
    /// When the file was last changed, in seconds since 1970.
    let modified: Double
    /// The file's size in bytes: with `modified`, what tells a changed file from the same one.
    let size: Int
}
