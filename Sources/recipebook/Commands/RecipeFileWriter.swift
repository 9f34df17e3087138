import ArgumentParser
import Foundation
import RecipeSite

/// Writes a new recipe file into the content folder, never over an existing recipe and never
/// outside the folder.
struct RecipeFileWriter {
    /// The content folder, as given with `--content`.
    let contentFolder: String
    /// What to suggest when a recipe of that name exists.
    var existingHint = "use --dry-run to see the recipe, or --title to give it another name"

    /// Writes `text` to `bookPath` (`recipes/Part/Title.recipe`) inside the content folder, or
    /// where the Grocery app keeps it in the app's folder (``ContentLayout/newRecipePath(_:contentFolder:)``);
    /// returns the path written. Exits 2 when the content folder is missing, 1 when the recipe
    /// exists, is larger than `check` reads, or cannot be written.
    @discardableResult
    func write(_ text: String, to bookPath: String) throws -> String {
        guard text.utf8.count <= ContentLimits.maximumFileSize else {
            Terminal.printError(
                "error: the recipe would be \(text.utf8.count) bytes, over the limit of \(ContentLimits.maximumFileSize) bytes a recipe file may have; nothing was written")
            throw ExitCode(1)
        }
        let relativePath = ContentLayout.newRecipePath(bookPath, contentFolder: contentFolder)
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: contentFolder, isDirectory: &isFolder), isFolder.boolValue else {
            Terminal.printError("error: content folder '\(contentFolder)' does not exist")
            throw ExitCode(2)
        }
        let root = URL(fileURLWithPath: contentFolder, isDirectory: true)
        let destination = root.appendingPathComponent(relativePath)
        if let existing = existingRecipe(for: destination) {
            Terminal.printError("""
                error: '\(existing)' already exists; it was not overwritten
                note: \(existingHint)
                """)
            throw ExitCode(1)
        }
        do {
            let folder = destination.deletingLastPathComponent()
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            guard isInside(folder, root) else {
                Terminal.printError("error: '\(relativePath)' leads outside the content folder; nothing was written")
                throw ExitCode(1)
            }
            try Data(text.utf8).write(to: destination, options: [.withoutOverwriting])
        } catch let exit as ExitCode {
            throw exit
        } catch {
            Terminal.printError("error: cannot write '\(relativePath)': \(error.localizedDescription)")
            throw ExitCode(1)
        }
        return relativePath
    }

    /// The path (relative to the content folder) of a recipe that already has this name:
    /// the `.recipe` file itself, a `.md` file or a `.recipepackage` folder of the same title.
    private func existingRecipe(for destination: URL) -> String? {
        let stem = destination.deletingPathExtension()
        for candidate in [destination, stem.appendingPathExtension("md"), stem.appendingPathExtension("recipepackage")]
        where FileManager.default.fileExists(atPath: candidate.path) {
            return relative(candidate)
        }
        return nil
    }

    /// Whether `folder`, symbolic links resolved, lies inside `root`.
    private func isInside(_ folder: URL, _ root: URL) -> Bool {
        let rootPath = root.resolvingSymlinksInPath().standardizedFileURL.path
        let folderPath = folder.resolvingSymlinksInPath().standardizedFileURL.path
        return folderPath == rootPath || folderPath.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/")
    }

    private func relative(_ url: URL) -> String {
        let rootPath = URL(fileURLWithPath: contentFolder, isDirectory: true).standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
    }
}
