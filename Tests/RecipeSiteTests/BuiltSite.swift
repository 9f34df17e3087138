import Foundation
@testable import RecipeSite

/// A content folder built by `SiteBuild` into an output folder beside it.
struct BuiltSite {
    let content: TemporaryContent
    let output: String
    let report: SiteBuild.Report

    /// The folder that holds `Content/` (and `Output/`, `Templates/` when a test makes them).
    static func sandbox(_ content: TemporaryContent) -> URL { content.root.deletingLastPathComponent() }

    static func build(
        _ content: TemporaryContent, output: String = "Output", theme: ThemeName? = nil, baseURL: String? = nil
    ) async throws -> BuiltSite {
        let folder = sandbox(content).appendingPathComponent(output).path
        let options = SiteBuild.Options(contentFolder: content.path, outputFolder: folder, theme: theme, baseURL: baseURL)
        let report = try await SiteBuild(options: options).run()
        return BuiltSite(content: content, output: folder, report: report)
    }

    /// The page at a clean URL (`recipes/apple-pie/`, `` for the home page) or a file path.
    func page(_ path: String) throws -> PageHTML {
        PageHTML(try text(path))
    }

    func text(_ path: String) throws -> String {
        let file = path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
        return try String(contentsOfFile: output + "/" + file, encoding: .utf8)
    }

    /// The text of the stylesheet or script the theme calls `name` (`words.js`), published
    /// under its hashed name (`assets/words.3f9a1c0b.js`).
    func asset(_ name: String) throws -> String {
        try text(assetPath(name))
    }

    /// Where the stylesheet or script the theme calls `name` is published.
    func assetPath(_ name: String) throws -> String {
        let (stem, ext) = (name.prefix { $0 != "." }, name.drop { $0 != "." })
        let found = files().filter { path in
            let file = path.dropFirst("assets/".count)
            return path.hasPrefix("assets/") && file.hasPrefix(stem + ".") && file.hasSuffix(ext) && file.count == name.count + 9
        }
        guard found.count == 1, let path = found.first else { throw AssetNotFound(name: name, found: found) }
        return path
    }

    struct AssetNotFound: Error { let name: String; let found: [String] }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: output + "/" + path)
    }

    /// Every file of the output folder, relative to it, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: output)
        var files: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: output + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    func htmlFiles() throws -> [String] { files().filter { $0.hasSuffix(".html") } }
}
