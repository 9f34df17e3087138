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
