import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ContentScanner {
    /// The recipe a scan would find at `path`, a file added since the scan that found `known`,
    /// when the scan's rules for it are plain: a recipe file, not hidden, not in a package,
    /// in a folder where the scan found recipes already (so no link or new folder is passed
    /// over). `nil` when only a new scan can tell.
    static func addedRecipe(_ path: String, among known: [SourceFile], root: ContentRoot) -> SourceFile? {
        let layout = ContentLayout(of: root)
        let parts = path.split(separator: "/").map(String.init)
        guard ChangedFile(.content, path).kind(in: layout) == .recipe, !parts.contains(where: { $0.hasPrefix(".") }),
              !parts.dropLast().contains(where: { $0.hasSuffix("." + packageExtension) }),
              case .success(let entry) = root.resolve(path), entry.type == .file else { return nil }
        let folder = parts.dropLast().joined(separator: "/")
        // The scan read this folder: it holds a plain recipe already, found there.
        guard known.contains(where: { file in
            guard case .recipe(_, let photoFolders) = file.kind else { return false }
            return photoFolders == [folder]
        }) else { return nil }
        let depth = layout == .book ? 1 : 0
        let part = parts.count > depth + 1 ? NumberedName(parts[depth]).name : nil
        return SourceFile(
            relativePath: path, absolutePath: entry.realPath, kind: .recipe(part: part, photoFolders: [folder]),
            modified: entry.modified, size: entry.size)
    }

    /// Whether nothing is at `absolute` any more (not even a broken link).
    static func isGone(_ absolute: String) -> Bool {
        var status = stat()
        return lstat(absolute, &status) != 0 && errno == ENOENT
    }
}
