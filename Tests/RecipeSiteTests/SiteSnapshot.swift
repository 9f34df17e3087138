import Foundation
import Testing
@testable import RecipeSite

/// A built site's files, to compare what a watch session left with a clean build.
enum SiteSnapshot {
    /// Every file under `folder`, by relative path.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        // The record holds what the file system said (times, inodes): only the files it lists
        // are compared.
        if let record = OutputRecord.read(root: folder.path) {
            files[OutputRecord.fileName] = Data(record.paths.sorted().joined(separator: "\n").utf8)
        }
        for case let path as String in enumerator where path != OutputRecord.fileName {
            let url = folder.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[path] = try Data(contentsOf: url)
        }
        return files
    }

    /// The files a clean one-off build of `content` writes into a new folder.
    static func cleanBuild(of content: TemporaryContent, templates: String? = nil) async throws -> [String: Data] {
        let output = content.root.deletingLastPathComponent().appendingPathComponent("clean-\(UUID().uuidString)")
        _ = try await SiteBuild(options: .init(contentFolder: content.path, outputFolder: output.path, templatesFolder: templates)).run()
        defer { try? FileManager.default.removeItem(at: output) }
        return try files(in: output)
    }

    /// The paths where the files in `folder` differ from a clean build of `content`, or that
    /// only one of them has.
    static func differencesFromCleanBuild(_ folder: URL, of content: TemporaryContent, templates: String? = nil) async throws -> [String] {
        let session = try files(in: folder)
        let clean = try await cleanBuild(of: content, templates: templates)
        return Set(session.keys).union(clean.keys).filter { session[$0] != clean[$0] }.sorted()
    }
}

/// A book of numbered recipes `R1` … (`# Recipe N`, one item, one step), at `recipes/recipe-N/`.
enum NumberedBook {
    /// `count` recipes built once by a watch session, which is returned to rebuild them.
    static func session(recipes count: Int) async throws -> (TemporaryContent, URL, BuildSession) {
        let content = try TemporaryContent()
        for number in 1...count {
            try content.write("recipes/R\(number).recipe", "# Recipe \(number)\n\n- Salt | 1 tsp | \n\nStir \(number) minutes.\n")
        }
        let output = content.root.deletingLastPathComponent().appendingPathComponent("Output")
        let session = BuildSession(options: .init(contentFolder: content.path, outputFolder: output.path))
        _ = await session.rebuild()
        return (content, output, session)
    }

    /// A file written again gets a new inode (pages are renamed into place).
    static func inode(_ url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }
}
