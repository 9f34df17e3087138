import Foundation
import RecipeCore

/// What an earlier load read, so that the next one re-reads only the files that changed.
public struct LoadCache: Sendable {
    private struct Entry: Sendable {
        let modified: Double
        let size: Int
        let result: ParsedFile
        /// Grows each time the file is read again: what a rendered page's cache key remembers.
        let generation: Int
    }

    private var nextGeneration = 1

    private var entries: [String: Entry] = [:]
    private var files: [SourceFile] = []
    private(set) var scanDiagnostics: [Diagnostic] = []

    /// An empty cache: the first load reads everything.
    public init() {}

    /// The file of the last scan at `path`, if it was a recipe or chapter.
    func sourceFile(at path: String) -> SourceFile? {
        files.first { $0.relativePath == path }
    }

    func isCurrent(_ file: SourceFile) -> Bool {
        guard let entry = entries[file.relativePath] else { return false }
        return entry.modified == file.modified && entry.size == file.size
    }

    func result(for file: SourceFile) -> ParsedFile? {
        entries[file.relativePath]?.result
    }

    mutating func store(_ file: SourceFile, _ result: ParsedFile) {
        entries[file.relativePath] = Entry(modified: file.modified, size: file.size, result: result, generation: nextGeneration)
        nextGeneration += 1
    }

    /// Stores what `file`, a file of the last scan read again, now holds, as ``store(_:_:)``
    /// does, and takes its new size and time into the scan; returns its new generation.
    mutating func storeRereading(_ file: SourceFile, _ result: ParsedFile) -> Int {
        if let position = files.firstIndex(where: { $0.relativePath == file.relativePath }) { files[position] = file }
        store(file, result)
        return nextGeneration - 1
    }

    /// Which reading of each file the current book holds.
    var generations: [String: Int] {
        entries.mapValues(\.generation)
    }

    mutating func keep(_ files: [SourceFile], scanDiagnostics: [Diagnostic]) {
        self.files = files
        self.scanDiagnostics = scanDiagnostics
        let paths = Set(files.map(\.relativePath))
        entries = entries.filter { paths.contains($0.key) }
    }

    /// Forgets what was read of the recipes beside a changed file that is not itself a recipe
    /// or chapter (a photo appeared or went away), so their photo lookups are made again.
    mutating func forgetNeighbours(of changed: Set<String>) {
        let known = Set(files.map(\.relativePath))
        var folders = Set<String>()
        for path in changed where !known.contains(path) {
            var parts = path.split(separator: "/").dropLast()
            for _ in 0..<2 where !parts.isEmpty {
                folders.insert(parts.joined(separator: "/") + "/")
                parts = parts.dropLast()
            }
        }
        guard !folders.isEmpty else { return }
        entries = entries.filter { path, _ in
            !folders.contains { folder in path.hasPrefix(folder) && !path.dropFirst(folder.count).contains("/") }
                && !folders.contains { folder in path.hasPrefix(folder) && path.dropFirst(folder.count).hasSuffix(".recipe") }
        }
    }

    /// The files of the last scan with fresh sizes and times for `changed`, when every changed
    /// path is a file the scan already found and that still exists; `nil` when the folders
    /// must be scanned again (a file was added, removed, renamed, or is not a recipe or chapter).
    func knownFiles(updating changed: Set<String>, root: ContentRoot) -> [SourceFile]? {
        guard !files.isEmpty, !changed.isEmpty else { return nil }
        var updated = files
        let positions = Dictionary(files.enumerated().map { ($1.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        for path in changed {
            guard let position = positions[path] else { return nil }
            guard case .success(let entry) = root.resolve(path), entry.type == .file else { return nil }
            let old = updated[position]
            updated[position] = SourceFile(
                relativePath: old.relativePath, absolutePath: old.absolutePath, kind: old.kind,
                modified: entry.modified, size: entry.size)
        }
        return updated
    }
}
