/// Parts folders: a theme file `NAME` may be kept as a folder `NAME.d/` of parts, joined in
/// name order into `NAME` when the theme is loaded. The default theme's scripts are kept so
/// (`assets/recipebook.js.d/`), because pages opened from `file://` cannot load modules; joining
/// at load time lets a user's templates folder replace one part as well as the whole file.
enum ThemeParts {
    /// The file a part is joined into and the part's name: `assets/recipebook.js` and
    /// `70-timers.js` for `assets/recipebook.js.d/70-timers.js`; nil when `path` is not directly
    /// in a parts folder.
    static func split(_ path: String) -> (file: String, part: String)? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let folder = path[..<slash]
        guard let folderName = folder.split(separator: "/").last, isPartsFolder(folderName) else { return nil }
        return (String(folder.dropLast(2)), String(path[path.index(after: slash)...]))
    }

    /// Whether `path` lies inside a parts folder at any depth: nothing there is published as it is.
    static func isInPartsFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains(where: isPartsFolder)
    }

    private static func isPartsFolder(_ name: Substring) -> Bool {
        name.hasSuffix(".d") && name.count > 2
    }

    /// `files` with every parts folder joined into its file and the parts left out. A whole file
    /// in `wholeFiles` (the user's own `assets/recipebook.js`) is kept as it is instead.
    static func join(_ files: [String: String], keeping wholeFiles: Set<String>) -> [String: String] {
        var parts: [String: [(name: String, text: String)]] = [:]
        var joined = files
        for (path, text) in files where isInPartsFolder(path) {
            joined[path] = nil
            guard let (file, name) = split(path) else { continue }
            parts[file, default: []].append((name, text))
        }
        for (file, pieces) in parts where !wholeFiles.contains(file) {
            joined[file] = pieces.sorted { $0.name < $1.name }.map { piece in
                // A part without a final line break would run into the next part's first line.
                piece.text.isEmpty || piece.text.hasSuffix("\n") ? piece.text : piece.text + "\n"
            }.joined()
        }
        return joined
    }
}
