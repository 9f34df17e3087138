import Foundation
import Testing
@testable import RecipeSite

/// The service worker's list of files: made from what the build wrote, whatever the files are
/// called, with a version that changes exactly when a file's bytes do.
@Suite struct OfflineWorkerTests {
    struct Listed: Equatable {
        let role: String
        let hash: String
    }

    /// `RECIPEBOOK_OFFLINE` of the built worker: its version, `whole`, and each file by path.
    static func list(_ site: BuiltSite) throws -> (version: String, whole: Bool, files: [String: Listed]) {
        let text = try site.text(OfflineWorker.path)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("var RECIPEBOOK_OFFLINE = ") })
        let json = line.dropFirst("var RECIPEBOOK_OFFLINE = ".count).dropLast()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(object["files"] as? [[String]])
        var files: [String: Listed] = [:]
        for entry in entries { files[entry[0]] = Listed(role: entry[1], hash: entry[2]) }
        return (try #require(object["version"] as? String), try #require(object["whole"] as? Bool), files)
    }

    static func content() throws -> TemporaryContent {
        let content = try TemporaryContent()
        try content.write("site.toml", "title = \"Offline Book\"\n")
        try content.write("recipes/Soup.recipe", "# Soup\n\n- 1 l water\n\nBoil it.\n")
        try content.write("recipes/Cake.recipe", "# Cake\n\n![The cake](cake.jpg)\n\n- 200 g flour\n\nBake it.\n")
        try content.write("recipes/cake.jpg", bytes: TestImage.jpeg())
        return content
    }

    @Test func theListNamesEveryFileTheBuildWroteAndNothingElse() async throws {
        let site = try await BuiltSite.build(try Self.content())
        let (_, whole, files) = try Self.list(site)
        // Everything but the worker, the record, the image cache and the host's `_headers`.
        let written = Set(site.files()).subtracting([OfflineWorker.path, OutputRecord.fileName, "_headers"])
            .filter { !$0.hasPrefix(ImageCache.folderName) }
        #expect(Set(files.keys) == written)
        #expect(whole, "a small book is kept whole")
        // The home and shopping pages and every theme file, whatever it is called, are kept
        // from the first visit; pages and search data by the book's size; photos once opened.
        #expect(files["index.html"]?.role == "c")
        #expect(files["shopping/index.html"]?.role == "c")
        #expect(files.filter { $0.key.hasPrefix("assets/") && !$0.key.hasPrefix("assets/search/") }.allSatisfy { $0.value.role == "c" })
        #expect(files.keys.contains { $0.hasPrefix("assets/") && $0.hasSuffix(".css") })
        #expect(files["recipes/soup.html"]?.role == "p")
        #expect(files.filter { $0.key.hasPrefix("assets/search/") }.allSatisfy { $0.value.role == "p" })
        let photos = files.filter { $0.key.hasPrefix("photos/") }
        #expect(!photos.isEmpty && photos.allSatisfy { $0.value.role == "f" })
        #expect(!files.keys.contains(OfflineWorker.path))
    }

    @Test func aChangedRecipeChangesTheVersionAndItsPagesHashOnly() async throws {
        let content = try Self.content()
        let first = try Self.list(try await BuiltSite.build(content))
        let again = try Self.list(try await BuiltSite.build(content))
        #expect(again.version == first.version, "the same book gives the same worker")
        try content.write("recipes/Soup.recipe", "# Soup\n\n- 1 l water\n\nBoil it gently.\n")
        let second = try Self.list(try await BuiltSite.build(content))
        #expect(second.version != first.version)
        #expect(second.files["recipes/soup.html"]?.hash != first.files["recipes/soup.html"]?.hash)
        #expect(second.files["recipes/cake.html"] == first.files["recipes/cake.html"])
        let styles = try #require(first.files.keys.first { $0.hasPrefix("assets/") && $0.hasSuffix(".css") })
        #expect(second.files[styles] == first.files[styles])
    }

    @Test func aBookOverTheLimitKeepsOnlyWhatIsOpened() {
        let page = WrittenContent(hash: 1, size: OfflineWorker.wholeBookLimit / 2)
        let photo = WrittenContent(hash: 2, size: OfflineWorker.wholeBookLimit * 10)
        let small = [OfflineWorker.Entry(path: "a.html", content: page, role: .page), .init(path: "p.jpg", content: photo, role: .photo)]
        #expect(OfflineWorker.keepsWholeBook(small), "photos are not counted")
        let big = small + [.init(path: "b.html", content: page, role: .page), .init(path: "assets/x.css", content: page, role: .core)]
        #expect(!OfflineWorker.keepsWholeBook(big))
        let worker = OfflineWorker(script: "// script\n").file(entries: big)
        #expect(worker.content.pieces.joined().contains("\"whole\":false"))
        #expect(worker.content.pieces.joined().hasSuffix("// script\n"))
    }
}
