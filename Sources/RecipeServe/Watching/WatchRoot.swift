import Foundation
import RecipeSite

/// A folder to watch, and how its files are named in change batches.
///
/// Paths in a batch are relative to the folder with ``prefix`` put before them:
/// `recipes/Mains/Chili.recipe` for the content folder, `Templates/recipe.mustache` for the
/// templates folder.
public struct WatchRoot: Sendable, Equatable {
    /// The folder's real, absolute path (links resolved).
    public let path: String
    /// What goes before a path relative to the folder: `""` or `"Templates/"`.
    public let prefix: String
    /// Real, absolute paths of folders inside this one whose files are not watched (the output folder).
    public let excluded: [String]

    /// A root for the folder at `path` (relative or absolute; links are resolved).
    public init(path: String, prefix: String = "", excluded: [String] = []) {
        self.path = RealPath.of(path) ?? RealPath.absolute(path)
        self.prefix = prefix
        self.excluded = excluded.map { RealPath.of($0) ?? RealPath.absolute($0) }
    }

    /// The name of `absolute` in a change batch, or `nil` when it is outside this folder, inside
    /// an excluded folder, or an editor's temporary file.
    func relativePath(of absolute: String) -> String? {
        if absolute == path { return prefix.isEmpty ? "." : String(prefix.dropLast()) }
        guard absolute.hasPrefix(path + "/") else { return nil }
        if excluded.contains(where: { absolute == $0 || absolute.hasPrefix($0 + "/") }) { return nil }
        let relative = String(absolute.dropFirst(path.count + 1))
        if relative.split(separator: "/").contains(where: { EditorFiles.isIgnored(String($0)) }) { return nil }
        return prefix + relative
    }

    /// Whether the watcher should look inside the folder at `absolute`.
    func shouldDescend(into absolute: String) -> Bool {
        absolute == path || relativePath(of: absolute) != nil
    }
}

/// Names of files that editors and systems make beside the real ones and that never hold content.
enum EditorFiles {
    /// Whether a file or folder called `name` is never content: hidden files (`.x.swp`, Emacs'
    /// `.#x` locks, `.DS_Store`, `.git`), backups (`x~`), Vim's `4913` probe and swap files,
    /// Emacs' `#x#` auto-saves.
    static func isIgnored(_ name: String) -> Bool {
        if name.hasPrefix(".") || name.hasSuffix("~") || name == "4913" { return true }
        if name.hasPrefix("#") && name.hasSuffix("#") { return true }
        for suffix in [".swp", ".swx", ".swo"] where name.hasSuffix(suffix) { return true }
        return false
    }
}
