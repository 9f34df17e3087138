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

    /// The files of a new book titled `title`, by their path inside the book's folder; with
    /// `workflow`, the GitHub Actions workflow that publishes it to GitHub Pages too.
    public static func files(title: String, workflow: Bool = true) -> [(path: String, text: String)] {
        var config = "# The site's settings: see the guide's chapter \"The site config\".\n"
        config += "title = \(tomlString(title))\n"
        config += "# author = \"Your family\"\n"
        config += "language = \"en\"\n"
        config += "theme = \"light\"\n"
        config += "# base_url = \"https://example.com/recipes/\"\n"
        var files = [
            ("Content/site.toml", config),
            ("Content/recipes/Breakfast/Pancakes.recipe", pancakes),
            ("Content/guide/01-welcome.md", welcome(title: title)),
            (".gitignore", "Output/\nimage-cache/\n"),
        ]
        if workflow { files.append((StarterWorkflow.path, StarterWorkflow.text)) }
        return files
    }

    /// Writes a new book into `folder`, creating it when needed.
    public static func create(in folder: String, title: String, workflow: Bool = true) throws(Failure) -> [String] {
        let content = folder + "/Content"
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: content), !existing.isEmpty {
            throw .contentExists(content)
        }
        var written: [String] = []
        for file in files(title: title, workflow: workflow) {
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

    private static let pancakes = """
    # Pancakes

    > Saturday morning pancakes. Serves 4. #breakfast #family

    - Flour | 1 1/2 cups | 

    - Baking Powder | 2 tsp | 

    - Salt | pinch | 

    - Sugar | 1 Tbsp | 

    Whisk the dry ingredients in a large bowl.

    - Milk | 1 1/4 cups | 

    - Egg | 1 | Beaten

    - Butter | 3 Tbsp | Melted

    Pour in the milk, egg and butter, and stir until just combined. Let the batter rest 5 minutes.

    Cook on a hot, buttered pan for 2-3 minutes [First side] until bubbles appear, flip, and cook 1 minute more.

    > Keep them warm in the oven while you cook the rest.

    """

    private static func welcome(title: String) -> String {
        """
        # Welcome

        This is the user guide of *\(title)*: write anything here that helps your family cook from the book.

        ## Adding a recipe

        Run `recipebook new recipe "Apple Crumble" --part Desserts`, then open the new file in `Content/recipes/Desserts/` and write the recipe.

        ## Building the site

        Run `recipebook build` in this folder. The site is written to `Output/`: open `Output/index.html` in a browser.

        """
    }
}
