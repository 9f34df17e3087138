import Foundation
import RecipeCore

/// A new, ready-to-build book: a config, one example recipe and one guide chapter.
public enum StarterBook {
    /// Why a book cannot be started in a folder.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The folder already holds a content folder with files in it.
        case contentExists(String)
        /// The system refused a write.
        case cannotWrite(String, reason: String)

        /// A sentence naming the path.
        public var description: String {
            switch self {
            case .contentExists(let path): "'\(path)' already exists and is not empty; nothing was written"
            case .cannotWrite(let path, let reason): "cannot write '\(path)': \(reason)"
            }
        }
    }

    /// The files of a new book in the language `tag` (`de`, `de-CH`) titled `title` (the
    /// language's own default title when `nil`), by their path inside the book's folder; with
    /// `workflow`, the GitHub Actions workflow that publishes it to GitHub Pages too. The example
    /// recipe and chapter are the default theme's `starter/<language>.toml`.
    public static func files(title: String? = nil, language tag: String = "en",
                             workflow: Bool = true) -> [(path: String, text: String)] {
        let starter = StarterWords(language: Language(tag: tag))
        let title = title ?? starter.title
        var config = "# The site's settings: see the guide's chapter \"The site config\".\n"
        config += "title = \(tomlString(title))\n"
        config += "# author = \"Your family\"\n"
        config += "language = \(tomlString(tag))\n"
        config += "theme = \"light\"\n"
        config += "# base_url = \"https://example.com/recipes/\"\n"
        var files = [("Content/site.toml", config)]
        if let recipe = try? RecipeFileName.relativePath(forTitle: starter.recipeTitle, part: starter.part) {
            files.append(("Content/" + recipe, starter.recipe))
        }
        files += [
            ("Content/guide/" + starter.chapterFile, starter.chapter.filling(["title": title])),
            (".gitignore", "Output/\nimage-cache/\n"),
        ]
        if workflow { files.append((StarterWorkflow.path, StarterWorkflow.text)) }
        return files
    }

    /// Writes a new book into `folder`, creating it when needed.
    public static func create(in folder: String, title: String? = nil, language tag: String = "en",
                              workflow: Bool = true) throws(Failure) -> [String] {
        let content = folder + "/Content"
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: content), !existing.isEmpty {
            throw .contentExists(content)
        }
        var written: [String] = []
        for file in files(title: title, language: tag, workflow: workflow) {
            let path = folder + "/" + file.path
            // A repository's own .gitignore and workflow stay as they are.
            if file.path == ".gitignore" || file.path == StarterWorkflow.path, FileManager.default.fileExists(atPath: path) { continue }
            do {
                try FileManager.default.createDirectory(
                    atPath: path.parentPath, withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: URL(fileURLWithPath: path), options: [.withoutOverwriting])
            } catch {
                throw .cannotWrite(path, reason: ContentRoot.describe(error))
            }
            written.append(path)
        }
        return written
    }

    private static func tomlString(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n", "\r", "\t": escaped += " "
            // Any other control character as an escape: TOML allows none in a string.
            case _ where character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }):
                for scalar in character.unicodeScalars {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    escaped += scalar.value < 0x20 || scalar.value == 0x7F
                        ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : String(scalar)
                }
            default: escaped.append(character)
            }
        }
        return escaped + "\""
    }
}
