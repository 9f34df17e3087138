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
    private(set) var guideImages: [String: String] = [:]

    /// An empty cache: the first load reads everything.
    public init() {}

    func isCurrent(_ file: SourceFile) -> Bool {
        guard let entry = entries[file.relativePath] else { return false }
        return entry.modified == file.modified && entry.size == file.size
    }

    func result(for file: SourceFile) -> ParsedFile? {
        entries[file.relativePath]?.result
    }

    /// Room for `count` more files, made at once rather than grown step by step.
    mutating func reserve(_ count: Int) {
        entries.reserveCapacity(entries.count + count)
    }

    mutating func store(_ file: SourceFile, _ result: ParsedFile) {
        entries[file.relativePath] = Entry(modified: file.modified, size: file.size, result: result, generation: nextGeneration)
        nextGeneration += 1
    }

    /// Which reading of each file the current book holds.
    var generations: [String: Int] {
        entries.mapValues(\.generation)
    }

    mutating func keep(_ files: [SourceFile], scanDiagnostics: [Diagnostic], guideImages: [String: String]) {
        self.files = files
        self.scanDiagnostics = scanDiagnostics
        self.guideImages = guideImages
        // Every file has its entry once loaded: as many entries as files are the same ones.
        guard entries.count != files.count else { return }
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

    /// The files of the last scan with `changed` brought up to date, when each changed path is
    /// a file the scan found, a recipe file deleted, or a plain recipe file added in a folder the
    /// scan went through (``ContentScanner/addedRecipe(_:among:root:)``); `nil` when the folders
    /// must be scanned again (a folder, a package, a link, or a file of another kind).
    func knownFiles(updating changed: Set<String>, root: ContentRoot) -> [SourceFile]? {
        guard !files.isEmpty, !changed.isEmpty else { return nil }
        var updated = files
        var positions = Dictionary(files.enumerated().map { ($1.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var removed = Set<Int>()
        for path in changed.sorted() {
            guard !scanDiagnostics.contains(where: { $0.location.file == path }) else { return nil }
            // Swift's `String` takes two Unicode spellings of a name for one: only a scan tells them apart.
            if let position = positions[path], !updated[position].relativePath.utf8.elementsEqual(path.utf8) { return nil }
            guard let position = positions[path] else {
                guard let added = ContentScanner.addedRecipe(path, among: updated, root: root) else { return nil }
                let at = updated.firstIndex { $0.relativePath > path } ?? updated.endIndex
                updated.insert(added, at: at)
                positions = Dictionary(updated.enumerated().map { ($1.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
                continue
            }
            let old = updated[position]
            switch root.resolve(path) {
            case .success(let entry) where entry.type == .file:
                updated[position] = SourceFile(
                    relativePath: old.relativePath, absolutePath: old.absolutePath, kind: old.kind,
                    modified: entry.modified, size: entry.size)
            case .failure where ContentScanner.isGone(root.absolutePath(of: path)) && !Self.isInPackage(path):
                removed.insert(position)
            default:
                return nil
            }
        }
        let kept = removed.isEmpty ? updated : updated.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
        // A book left without recipes is said so by a scan.
        guard kept.contains(where: { if case .recipe = $0.kind { true } else { false } }) else { return nil }
        return kept
    }

    private static func isInPackage(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("." + ContentScanner.packageExtension) }
    }
}
