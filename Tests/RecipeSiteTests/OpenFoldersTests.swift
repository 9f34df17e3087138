import Foundation
import Testing
@testable import RecipeSite

/// The folders one write keeps open: pages of a book with many paged lists are all written,
/// no descriptor outlives the write, and a link in the way is never followed.
@Suite(.serialized) struct OpenFoldersTests {
    /// A new empty folder, removed at the end.
    final class Scratch {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-folders-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    /// How many of this process's descriptors are open on `folder` or inside it (Linux's
    /// `/proc`): other suites running beside this one open and close their own.
    static func descriptors(under folder: URL) -> Int {
        let prefix = folder.resolvingSymlinksInPath().path
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return open.filter { descriptor in
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + descriptor)) ?? ""
            return target == prefix || target.hasPrefix(prefix + "/")
        }.count
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func moreFoldersThanAreKeptAreAllWrittenAndNoDescriptorIsLeft() throws {
        let scratch = try Scratch()
        let folders = OpenFolders(root: scratch.root.path)
        // Each tag's second page lives three folders deep: far more parents than are kept.
        let count = OpenFolders.limit * 2
        for tag in 0..<count {
            let site = SiteFile(path: "tags/tag-\(tag)/page/2/index.html", content: .text("<p>\(tag)</p>\n"))
            _ = try FileWriter.writeIfChanged(site, under: scratch.root.path, compare: false, folders: folders, isNew: true)
        }
        _ = try FileWriter.writeIfChanged(
            SiteFile(path: "index.html", content: .text("home\n")), under: scratch.root.path, compare: false, folders: folders, isNew: true)
        #expect(Self.descriptors(under: scratch.root) <= OpenFolders.limit, "kept while the write runs")
        folders.closeAll()
        #expect(Self.descriptors(under: scratch.root) == 0)
        for tag in [0, OpenFolders.limit, count - 1] {
            let page = scratch.root.appendingPathComponent("tags/tag-\(tag)/page/2/index.html")
            #expect(try String(contentsOf: page, encoding: .utf8) == "<p>\(tag)</p>\n")
        }
        #expect(try String(contentsOf: scratch.root.appendingPathComponent("index.html"), encoding: .utf8) == "home\n")
        // In place: no temporary file beside a page.
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.root.appendingPathComponent("tags/tag-0/page/2").path)
        #expect(names == ["index.html"])
    }

    @Test(arguments: [
        ("recipes/soup", true), ("recipes", true), ("a/.b/c", true), ("a/..b", true),
        ("recipes//soup", false), ("recipes/./soup", false), ("./recipes", false), ("recipes/.", false),
        ("recipes/", false), ("/recipes", false), (".", false),
    ])
    func aPathOfAnotherShapeIsWalkedFromTheRoot(path: String, plain: Bool) {
        #expect(OpenFolders.isPlain(Substring(path)) == plain, "\(path)")
    }

    @Test func aLinkAmongTheKeptFoldersIsNeverFollowed() throws {
        let scratch = try Scratch()
        let output = scratch.root.appendingPathComponent("Output")
        let elsewhere = scratch.root.appendingPathComponent("Elsewhere")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere.appendingPathComponent("soup"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("recipes"), withDestinationURL: elsewhere)
        let folders = OpenFolders(root: output.path)
        defer { folders.closeAll() }

        for path in ["recipes/soup.html", "recipes//soup/index.html", "recipes/./soup/index.html"] {
            #expect(throws: FileWriter.WriteError.self, "\(path)") {
                try FileWriter.writeIfChanged(
                    SiteFile(path: path, content: .text("soup\n")), under: output.path, compare: false, folders: folders, isNew: true)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.appendingPathComponent("soup").path).isEmpty)
        // A page beside the link is written.
        _ = try FileWriter.writeIfChanged(
            SiteFile(path: "tags/index.html", content: .text("tags\n")), under: output.path, compare: false, folders: folders, isNew: true)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("tags/index.html").path))
    }
}
