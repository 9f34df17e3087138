import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a content folder holds its recipes.
///
/// - `book`: a `recipes/` folder, whose sub-folders are the book's parts, beside `guide/`,
///   `stores/` and `plans/` (the layout `recipebook init` makes).
/// - `app`: the Grocery app's own folder, handed over as it is: `.recipe` files and
///   `.recipepackage` folders side by side, perhaps in sub-folders of their own (each a part),
///   with no `recipes/` folder; `guide/`, `stores/` and `plans/` are read where present.
public enum ContentLayout: String, Sendable, Equatable, CaseIterable {
    case book
    case app

    /// The layout of the content folder at `root`: `book` when it has a `recipes/` entry (a
    /// folder, or a link the scanner will check), `app` otherwise.
    init(of root: ContentRoot) {
        var status = stat()
        self = lstat(root.absolutePath(of: "recipes"), &status) == 0 ? .book : .app
    }

    /// The folder recipes are looked for in, relative to the content folder.
    var recipesFolder: String {
        switch self {
        case .book: "recipes"
        case .app: ""
        }
    }

    /// The file-name extensions of recipe files: the app writes `.recipe` only, so in its
    /// folder a `README.md` is not taken for a recipe.
    var recipeExtensions: Set<String> {
        switch self {
        case .book: ["recipe", "md"]
        case .app: ["recipe"]
        }
    }

    /// Whether a name at the top of the recipes folder is one of the book's other folders.
    func isReserved(_ name: String) -> Bool {
        switch self {
        case .book: false
        case .app: Self.otherFolders.contains(name)
        }
    }

    /// The folders of a content folder that hold no recipes.
    static let otherFolders: Set<String> = ["guide", "stores", "plans", "Templates"]

    /// What a scan that found no recipe looked for, in words.
    var lookedFor: String {
        switch self {
        case .book: "no .recipe or .md file and no .recipepackage folder in recipes/ or its sub-folders"
        case .app:
            "no recipes/ folder, and no .recipe file or .recipepackage folder in the content folder or its sub-folders"
        }
    }
}

extension ContentLayout {
    /// Where a new recipe at `bookPath` (`recipes/Part/Title.recipe`) goes in the content
    /// folder: there in a book, or a new, empty folder; at `Part/Title.recipe` in a folder the
    /// Grocery app keeps, whose recipes a new `recipes/` folder would hide.
    public static func newRecipePath(_ bookPath: String, contentFolder: String) -> String {
        guard let real = RealPath.of(contentFolder), ContentLayout(of: ContentRoot(realPath: real)) == .app,
              holdsRecipes(real, depth: 2), bookPath.hasPrefix("recipes/") else { return bookPath }
        return String(bookPath.dropFirst("recipes/".count))
    }

    /// Whether `folder`, or a folder in it down to `depth` levels, holds a `.recipe` file or a
    /// package. Links are not followed.
    private static func holdsRecipes(_ folder: String, depth: Int) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where !name.hasPrefix(".") && !otherFolders.contains(name) {
            let pathExtension = ContentEntry.pathExtension(of: name)
            if pathExtension == "recipe" || pathExtension == ContentScanner.packageExtension { return true }
            var status = stat()
            if depth > 1, lstat(folder + "/" + name, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
               holdsRecipes(folder + "/" + name, depth: depth - 1) {
                return true
            }
        }
        return false
    }
}
