import Foundation
import RecipeCore

/// Finds the recipes and chapters of a content folder without ever leaving it.
///
/// Symbolic links are followed only when they lead to a place inside the content folder;
/// folders already visited are skipped, so a link back up cannot make the scan endless.
struct ContentScanner {
    let root: ContentRoot
    private(set) var files: [SourceFile] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The guide's pictures (screenshots, diagrams) that chapters may show, by their path in
    /// the content folder, with where they are: files named like images, judged by their
    /// bytes only when ``GuidePictures`` remakes them.
    private(set) var guideImages: [String: String] = [:]
    private var visitedFolders: Set<String> = []

    static let packageExtension = "recipepackage"

    init(root: ContentRoot) {
        self.root = root
    }

    /// How the content folder is laid out, known once ``scan()`` has looked.
    private(set) var layout = ContentLayout.book

    mutating func scan() {
        layout = ContentLayout(of: root)
        scanRecipes(in: layout.recipesFolder, part: nil)
        scanChapters(in: "guide")
        if layout == .book { reportRecipesOutside() }
        files.sort { $0.relativePath < $1.relativePath }
        if !files.contains(where: { if case .recipe = $0.kind { true } else { false } }) {
            report(.noRecipes(lookedFor: layout.lookedFor), at: layout.recipesFolder.isEmpty ? "." : layout.recipesFolder)
        }
    }

    /// Warns of the recipes the app's layout would read and the book's does not: a `.recipe`
    /// file or package beside `recipes/`, or in a folder beside it (as `import` once wrote
    /// them). Links are not followed: this only looks.
    private mutating func reportRecipesOutside() {
        func visibleNames(_ folder: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.absolutePath(of: folder))) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted(by: Self.byteOrder)
        }
        func isFolder(_ path: String) -> Bool {
            var status = stat()
            return lstat(root.absolutePath(of: path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        }
        // A recipe that a link inside recipes/ leads to is read, through the link.
        let read = files.map(\.absolutePath)
        func isUnreadRecipe(_ path: String) -> Bool {
            guard ["recipe", Self.packageExtension].contains(ContentEntry.pathExtension(of: path)) else { return false }
            guard let real = ContentRoot.realPath(of: root.absolutePath(of: path)) else { return true }
            return !read.contains { $0 == real || $0.hasPrefix(real + "/") }
        }
        for name in visibleNames("") where name != "recipes" && !ContentLayout.otherFolders.contains(name) {
            if isUnreadRecipe(name) {
                report(.outsideRecipesFolder, at: name)
            } else if isFolder(name) {
                for inner in visibleNames(name) where isUnreadRecipe(name + "/" + inner) {
                    report(.outsideRecipesFolder, at: name + "/" + inner)
                }
            }
        }
    }

    private mutating func scanRecipes(in folder: String, part: String?) {
        let isTopLevel = part == nil && folder == layout.recipesFolder
        for entry in entries(of: folder) {
            if isTopLevel, layout.isReserved(entry.name) { continue }
            switch entry.type {
            case .directory where entry.pathExtension == Self.packageExtension:
                scanPackage(entry, part: isTopLevel ? nil : part)
            case .directory:
                // `01 Breakfast` is the part *Breakfast*, put first (``BookOrder``).
                scanRecipes(in: entry.relativePath, part: isTopLevel ? NumberedName(entry.name).name : part)
            case .file where layout.recipeExtensions.contains(entry.pathExtension):
                files.append(SourceFile(
                    relativePath: entry.relativePath, absolutePath: entry.realPath,
                    kind: .recipe(part: isTopLevel ? nil : part, photoFolders: [folder]), modified: entry.modified,
                    size: entry.size
                ))
            case .file:
                break
            }
        }
    }

    private mutating func scanPackage(_ package: ContentEntry, part: String?) {
        let packageEntries = entries(of: package.relativePath)
        let recipes = packageEntries.filter { $0.type == .file && $0.pathExtension == "recipe" }
        guard let chosen = recipes.first(where: { $0.baseName == package.baseName }) ?? recipes.first else {
            report(.packageWithoutRecipe, at: package.relativePath)
            return
        }
        if recipes.count > 1 {
            report(.packageWithSeveralRecipes(used: chosen.name), at: package.relativePath)
        }
        files.append(SourceFile(
            relativePath: chosen.relativePath, absolutePath: chosen.realPath,
            kind: .recipe(part: part, photoFolders: [package.relativePath + "/Photos", package.relativePath]),
            modified: chosen.modified, size: chosen.size
        ))
    }

    private mutating func scanChapters(in folder: String) {
        for entry in entries(of: folder) {
            switch entry.type {
            case .directory where entry.pathExtension == "md":
                break
            case .directory:
                scanChapters(in: entry.relativePath)
            case .file where entry.pathExtension == "md":
                files.append(SourceFile(
                    relativePath: entry.relativePath, absolutePath: entry.realPath, kind: .chapter, modified: entry.modified,
                    size: entry.size))
            case .file where isPhoto(entry) || entry.pathExtension == "svg":
                // An SVG is taken too, to be refused with a warning saying why.
                guideImages[entry.relativePath] = entry.realPath
            case .file:
                break
            }
        }
    }

    private func isPhoto(_ entry: ContentEntry) -> Bool {
        ChangedFile(.content, entry.relativePath).kind(in: layout) == .photo
    }

    /// The visible entries of a folder, sorted, with links resolved and checked.
    private mutating func entries(of folder: String) -> [ContentEntry] {
        let absolute = root.absolutePath(of: folder)
        var status = stat()
        if folder == "recipes" || folder == "guide", lstat(absolute, &status) == 0, case .failure(let reason) = root.resolve(folder) {
            // A top folder that is a link out of the content folder, or to nowhere, is said,
            // never passed over as if the book had no recipes.
            report(reason, at: folder)
            return []
        }
        guard let realFolder = root.realPathInside(absolute), visitedFolders.insert(realFolder).inserted else {
            return []
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: absolute)
        } catch {
            if folder != "recipes" && folder != "guide" || FileManager.default.fileExists(atPath: absolute) {
                report(.unreadable("folder cannot be listed (\(ContentRoot.describe(error)))"), at: folder)
            }
            return []
        }
        let visible = names.filter { !$0.hasPrefix(".") }.sorted(by: Self.byteOrder)
        let relativePaths = visible.map { folder.isEmpty ? $0 : folder + "/" + $0 }
        // Looked up on several threads: a big book's folder holds thousands of files, each a
        // system call, and nothing else can start before the scan ends.
        let root = root
        let resolved = ParallelWork.map(relativePaths.count, threads: ParallelWork.diskThreads) { root.resolve(relativePaths[$0]) }
        var result: [ContentEntry] = []
        // Swift compares names by their Unicode meaning: `Crème` written with `è` and with `e`
        // plus an accent are one name to it, and two files to Linux.
        var seen: [String: String] = [:]
        for (position, name) in visible.enumerated() {
            let relativePath = relativePaths[position]
            if let first = seen[name] {
                report(.unicodeNameClash(with: folder + "/" + first), at: relativePath)
                continue
            }
            seen[name] = name
            switch resolved[position] {
            case .success(let entry):
                result.append(entry)
            case .failure(let reason):
                report(reason, at: relativePath)
            }
        }
        return result
    }

    /// Names in the order of their bytes, so that of two names alike but for their Unicode
    /// form the same one is read first on every run.
    private static func byteOrder(_ left: String, _ right: String) -> Bool {
        // `strcmp` compares bytes as unsigned, as UTF-8 order needs; a name holds no NUL.
        left.withCString { left in right.withCString { right in strcmp(left, right) < 0 } }
    }

    private mutating func report(_ reason: DiagnosticReason, at path: String) {
        diagnostics.append(Diagnostic(reason, at: SourceLocation(file: path)))
    }
}
