/// Every problem the tool reports, one case each, with its message.
public enum DiagnosticReason: Sendable, Equatable {
    // Files
    /// The file is larger than ``ContentLimits/maximumFileSize``.
    case fileTooLarge(bytes: Int, limit: Int)
    /// The bytes are not valid UTF-8.
    case invalidUTF8
    /// A NUL byte: a binary file, not text.
    case binaryFile
    /// The file holds nothing (or only blank lines).
    case emptyFile
    /// The operating system would not let us read it.
    case unreadable(String)
    /// A symbolic link whose target lies outside the content folder.
    case symlinkOutsideContent(target: String)
    /// A symbolic link that leads back to itself, or to nothing.
    case brokenSymlink
    /// A `.recipepackage` folder with no `.recipe` file in it.
    case packageWithoutRecipe
    /// A `.recipepackage` folder with more than one `.recipe` file.
    case packageWithSeveralRecipes(used: String)

    // Recipes
    /// The first element is not a `# ` title.
    case missingTitle(usingFileName: String)
    /// A `# ` line after the first element.
    case laterTitle
    /// An item line with nothing after the marker.
    case emptyItem
    /// An item with more than three `|`-separated fields.
    case extraItemFields(count: Int)
    /// A photo file that is not where the recipe says.
    case photoNotFound(String)
    /// A photo path that leaves the content folder.
    case photoOutsideContent(String)
    /// Two recipes share a title, so their slugs would collide.
    case duplicateTitle(title: String, firstFile: String, slug: String)

    // Chapters
    /// A chapter with no `# ` heading.
    case chapterWithoutTitle(usingFileName: String)

    /// Whether this problem is an error or a warning.
    public var severity: Severity {
        switch self {
        case .fileTooLarge, .invalidUTF8, .binaryFile, .unreadable, .symlinkOutsideContent,
             .brokenSymlink, .packageWithoutRecipe, .photoOutsideContent:
            .error
        case .emptyFile, .packageWithSeveralRecipes, .missingTitle, .laterTitle, .emptyItem,
             .extraItemFields, .photoNotFound, .duplicateTitle, .chapterWithoutTitle:
            .warning
        }
    }

    /// What is wrong, in one sentence.
    public var message: String {
        switch self {
        case .fileTooLarge(let bytes, let limit):
            "file is \(bytes) bytes, over the limit of \(limit) bytes; it was not read"
        case .invalidUTF8:
            "file is not valid UTF-8 text"
        case .binaryFile:
            "file holds a NUL byte: it is binary, not a text file"
        case .emptyFile:
            "file is empty: there is nothing to publish"
        case .unreadable(let why):
            "file cannot be read: \(why)"
        case .symlinkOutsideContent(let target):
            "symbolic link leads outside the content folder (to '\(target)'); it was not followed"
        case .brokenSymlink:
            "symbolic link loops or leads nowhere"
        case .packageWithoutRecipe:
            "recipe package holds no .recipe file"
        case .packageWithSeveralRecipes(let used):
            "recipe package holds more than one .recipe file; only '\(used)' is used"
        case .missingTitle(let name):
            "recipe has no '# ' title on its first line; using the file name '\(name)'"
        case .laterTitle:
            "a '# ' title after the first line; it is read as a section header"
        case .emptyItem:
            "item has no name"
        case .extraItemFields(let count):
            "item has \(count) '|'-separated fields, not 3; the extra text is kept in the prep note"
        case .photoNotFound(let file):
            "photo '\(file)' not found"
        case .photoOutsideContent(let file):
            "photo '\(file)' points outside the content folder; it is not published"
        case .duplicateTitle(let title, let firstFile, let slug):
            "another recipe, '\(firstFile)', is also titled '\(title)'; this one is published as '\(slug)'"
        case .chapterWithoutTitle(let name):
            "chapter has no '# ' heading; using the file name '\(name)'"
        }
    }

    /// How to fix it, where there is something useful to say.
    public var hint: String? {
        switch self {
        case .fileTooLarge:
            "split the file, or move large data out of the content folder"
        case .invalidUTF8:
            "save the file as UTF-8 in your editor"
        case .missingTitle:
            "start the file with a line such as '# Apple Crumble'"
        case .laterTitle:
            "use '## ' for a section header"
        case .extraItemFields:
            "write '\\|' for a '|' that belongs inside a field"
        case .photoNotFound:
            "put the image in the package's Photos/ folder, or beside the recipe file"
        case .photoOutsideContent:
            "copy the image into the content folder and name it by a path inside it"
        case .duplicateTitle:
            "give one of the recipes a different title"
        case .chapterWithoutTitle:
            "start the chapter with a line such as '# Getting Started'"
        default:
            nil
        }
    }
}

/// A reason can be thrown by a step that cannot go on; the caller adds the location.
extension DiagnosticReason: Error {}
