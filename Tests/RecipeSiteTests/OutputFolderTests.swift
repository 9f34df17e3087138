import Foundation
import Testing
@testable import RecipeSite

/// What a build does to the output folder: the only place it may write or delete.
@Suite struct OutputFolderTests {
    static func writeBook(_ content: TemporaryContent) throws {
        try content.write("recipes/Breakfast/Pancakes.recipe", "# Pancakes\n\n![Stack](stack.jpeg)\n\n- Flour | 1 cup |\n\nFlip for 2 minutes.\n\n> #quick\n")
        try content.write("recipes/Breakfast/stack.jpeg", bytes: TestImage.jpeg("stack"))
        try content.write("recipes/Soup.recipe", "# Soup\n\nSimmer 20 minutes.\n\n> Serves 4. #quick\n")
        try content.write("guide/01-intro.md", "# Intro\n\n## Start\n\nWelcome.\n")
        try content.write("site.toml", "title = \"Test Book\"\nauthor = \"Tester\"\nbase_url = \"https://example.com/\"\n")
    }

    /// Every file of `folder` with its bytes.
    static func snapshot(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            // The record holds what the file system said (times, inodes), not what the site holds.
            if relative == OutputRecord.fileName { continue }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            files[relative] = FileManager.default.contents(atPath: folder + "/" + relative)
        }
        return files
    }

    static func modified(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    /// A big file is held open across the rename that replaces it and let go afterwards: a
    /// reader still sees the old bytes or the new, and the folder is left with the new alone.
    @Test func aBigFileRewrittenTwiceHoldsTheLastBytesAndNothingBeside() async throws {
        let content = try TemporaryContent()
        let output = content.root.deletingLastPathComponent().appendingPathComponent("Output")
        let folder = OutputFolder(path: output.path)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let size = Int(ReplacedFile.smallest) * 2
        let reader = try FileHandle(forReadingFrom: {
            _ = try? Data().write(to: output.appendingPathComponent("big.js"))
            return output.appendingPathComponent("big.js")
        }())
        for fill in ["a", "b", "c"] {
            let text = String(repeating: fill, count: size)
            let written = try await folder.writeAhead([SiteFile(path: "big.js", content: .parts([text, "\n"]))], known: nil)
            #expect(written.written == ["big.js"])
            let bytes = try Data(contentsOf: output.appendingPathComponent("big.js"))
            #expect(bytes.count == size + 1)
            #expect(bytes.first == fill.utf8.first && bytes.dropLast().last == fill.utf8.first)
        }
        // The file opened before the first write still reads as it was then: replaced, not changed.
        #expect(try reader.readToEnd() == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["big.js"])
    }

    @Test func aSecondBuildWritesNothingAndTheBytesAreTheSame() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let first = try await BuiltSite.build(content)
        #expect(first.report.diagnostics.isEmpty)
        #expect(first.report.output.written == first.report.files)
        #expect(first.report.output.unchanged == 0)
        let before = Self.snapshot(first.output)

        let second = try await BuiltSite.build(content)
        #expect(second.report.output == OutputSummary(written: 0, unchanged: first.report.files, removed: 0))
        #expect(Self.snapshot(second.output) == before)

        // A fresh folder gets the very same bytes: nothing depends on the order of a dictionary or the clock.
        let fresh = try await BuiltSite.build(content, output: "Fresh")
        #expect(fresh.report.output.written == first.report.files)
        let again = Self.snapshot(fresh.output)
        #expect(again.keys.sorted() == before.keys.sorted())
        for (path, bytes) in before where again[path] != bytes {
            Issue.record("\(path) differs between two builds of the same content")
        }
    }

    /// A page changed by hand is found and made again, even when its size and modification
    /// time were put back as they were: the next build compares the bytes.
    @Test func aPageChangedByHandIsMadeAgainEvenWithItsSizeAndTimePutBack() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let first = try await BuiltSite.build(content)
        #expect(FileManager.default.fileExists(atPath: first.output + "/" + OutputRecord.fileName))
        let page = first.output + "/recipes/soup.html"
        let original = try Data(contentsOf: URL(fileURLWithPath: page))
        var status = stat()
        #expect(lstat(page, &status) == 0)
        var changed = original
        let index = try #require(changed.firstIndex(of: UInt8(ascii: "S")))
        changed[index] = UInt8(ascii: "Z")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: page))
        try handle.write(contentsOf: changed)
        try handle.close()
        var putBack = [status.modification, status.modification]
        #expect(utimensat(AT_FDCWD, page, &putBack, 0) == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)).count == original.count)

        let second = try await BuiltSite.build(content)
        #expect(second.report.output.written == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == original)
        let third = try await BuiltSite.build(content)
        #expect(third.report.output.written == 0)
    }

    /// Where the build publishes the JPEG of `recipes/Breakfast/stack.jpeg`: named by the hash
    /// of its bytes and its width (40 pixels, never enlarged).
    static let publishedPhoto = TestImage.publishedPath(of: TestImage.jpeg("stack"), width: 40, format: "jpg")

    @Test func anUnchangedFileKeepsItsModificationTime() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let first = try await BuiltSite.build(content)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        let stylesheet = try first.assetPath("recipebook.css")
        let watched = ["index.html", "recipes/pancakes.html", Self.publishedPhoto, stylesheet]
        for path in watched {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: first.output + "/" + path)
        }
        // Change one recipe: its page (and the lists) are written again, the others are not.
        try content.write("recipes/Soup.recipe", "# Soup\n\nSimmer 25 minutes.\n\n> Serves 4. #quick\n")
        let second = try await BuiltSite.build(content)
        #expect(second.report.output.written > 0)
        #expect(second.report.output.unchanged > 0)
        for path in ["recipes/pancakes.html", Self.publishedPhoto, stylesheet] {
            #expect(try Self.modified(first.output + "/" + path) == old, "\(path) was touched")
        }
        #expect(try Self.modified(first.output + "/recipes/soup.html") != old)
        #expect(try second.text("recipes/soup.html").contains("25 minutes"))
    }

    @Test func deletingARecipeRemovesItsPageAndTheFoldersItLeavesEmpty() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let first = try await BuiltSite.build(content)
        #expect(first.exists("recipes/pancakes.html"))
        #expect(first.exists(Self.publishedPhoto))
        #expect(first.exists("parts/breakfast/index.html"))
        #expect(first.exists("ingredients/flour.html"))

        try FileManager.default.removeItem(at: content.root.appendingPathComponent("recipes/Breakfast"))
        let second = try await BuiltSite.build(content)
        // The page, the photo's WebP, JPEG and link preview's card, the part's page, the page
        // of flour, which no other recipe uses.
        #expect(second.report.output.removed == 6)
        #expect(!second.exists("ingredients/flour.html"))
        #expect(!second.exists(Self.publishedPhoto))
        #expect(!second.exists("recipes/pancakes.html"))
        #expect(!FileManager.default.fileExists(atPath: second.output + "/parts/breakfast"))
        #expect(!FileManager.default.fileExists(atPath: second.output + "/ingredients/flour"))
        #expect(second.exists("recipes/soup.html"))
        #expect(!(try second.page("recipes/").html.contains("Pancakes")))
        #expect(!(try String(contentsOfFile: second.output + "/assets/search/docs-0.js", encoding: .utf8).contains("Pancakes")))
    }

    /// A site built when recipes' pages were folders (`recipes/soup/index.html`, the cookbook
    /// at `print/book/`): the next build removes those pages and the folders they leave empty.
    @Test func aSiteOfRecipeFoldersLosesThemOnTheNextBuild() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let first = try await BuiltSite.build(content)
        var record = try #require(OutputRecord.read(root: first.output))
        for old in ["recipes/soup/index.html", "recipes/pancakes/index.html", "print/book/index.html"] {
            try FileManager.default.createDirectory(atPath: first.output + "/" + (old as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("old page".utf8).write(to: URL(fileURLWithPath: first.output + "/" + old))
            record.paths.insert(old)
        }
        try record.write(root: first.output)
        let second = try await BuiltSite.build(content)
        #expect(second.report.output.removed == 3)
        for folder in ["recipes/soup", "recipes/pancakes", "print/book"] {
            #expect(!FileManager.default.fileExists(atPath: second.output + "/" + folder), "\(folder)")
        }
        #expect(second.exists("recipes/soup.html") && second.exists("print/book.html"))
    }

    /// A record an earlier version left (each path after eight numbers: size, times, a hash)
    /// is still read: its files that are not made again are removed, and it is written anew.
    @Test func aRecordAnEarlierVersionLeftIsStillRead() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let output = BuiltSite.sandbox(content).appendingPathComponent("Output").path
        try FileManager.default.createDirectory(atPath: output + "/recipes/old", withIntermediateDirectories: true)
        try Data("old page".utf8).write(to: URL(fileURLWithPath: output + "/recipes/old/index.html"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
        let record = "recipebook record 1\nstamp abc 1 0 2\n0123 1 2 3 4 5 6 7 index.html\n- recipes/old/index.html\n"
        try Data(record.utf8).write(to: URL(fileURLWithPath: output + "/" + OutputRecord.fileName))
        let site = try await BuiltSite.build(content)
        #expect(site.report.diagnostics.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output + "/recipes/old"), "the record listed its page")
        #expect(FileManager.default.fileExists(atPath: output + "/notes.txt"), "the record did not list it")
        let read = try #require(OutputRecord.read(root: output))
        #expect(read.paths.contains("recipes/soup.html") && !read.paths.contains("notes.txt") && !read.paths.contains("recipes/old/index.html"))
        let again = try await BuiltSite.build(content)
        #expect(again.report.output.written == 0)
    }

    @Test func aFileTheUserPutThereIsNeverDeleted() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let first = try await BuiltSite.build(content)
        try Data("example.com\n".utf8).write(to: URL(fileURLWithPath: first.output + "/CNAME"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: first.output + "/parts/breakfast/notes.txt"))

        try FileManager.default.removeItem(at: content.root.appendingPathComponent("recipes/Breakfast"))
        let second = try await BuiltSite.build(content)
        #expect(second.exists("CNAME"))
        #expect(FileManager.default.contents(atPath: second.output + "/parts/breakfast/notes.txt") == Data("mine".utf8))
        #expect(!second.exists("recipes/pancakes.html"))
        #expect(!second.exists(Self.publishedPhoto))
        let third = try await BuiltSite.build(content)
        #expect(third.exists("CNAME"))
        #expect(third.report.output.removed == 0)
    }

    @Test func aFolderWithOnlyHarmlessFilesIsUsedAndTheyAreKept() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let output = BuiltSite.sandbox(content).appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("*\n".utf8).write(to: output.appendingPathComponent(".gitignore"))
        let site = try await BuiltSite.build(content)
        #expect(site.exists("index.html"))
        #expect(FileManager.default.contents(atPath: site.output + "/.gitignore") == Data("*\n".utf8))
    }

    @Test func aFolderWithFilesAndNoManifestIsRefused() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let output = BuiltSite.sandbox(content).appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("thesis".utf8).write(to: output.appendingPathComponent("thesis.tex"))
        do {
            _ = try await BuiltSite.build(content)
            Issue.record("the build wrote into a folder it did not make")
        } catch let failure as SiteBuild.Failure {
            guard case .output(let error) = failure else {
                Issue.record("unexpected failure \(failure)")
                return
            }
            #expect(error == .notOurs(output.path, example: "thesis.tex"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["thesis.tex"])
    }

    @Test func theContentFolderAndAnythingHoldingItAreRefused() async throws {
        let content = try TemporaryContent()
        try Self.writeBook(content)
        let before = Self.snapshot(BuiltSite.sandbox(content).path)
        for output in [content.path, BuiltSite.sandbox(content).path, content.path + "/recipes"] {
            let options = SiteBuild.Options(contentFolder: content.path, outputFolder: output)
            do {
                _ = try await SiteBuild(options: options).run()
                Issue.record("the build wrote into \(output)")
            } catch {
                guard case .output(.dangerousFolder(let path, _)) = error else {
                    Issue.record("unexpected failure \(error) for \(output)")
                    continue
                }
                #expect(path == output)
            }
        }
        #expect(Self.snapshot(BuiltSite.sandbox(content).path) == before)
    }

    @Test func theRootFolderIsRefused() throws {
        let content = try TemporaryContent()
        // Checked without running a build: if the check failed, a build would write into `/`.
        #expect(throws: OutputError.self) { try OutputFolder(path: "/").validate(contentFolder: content.path) }
        do {
            try OutputFolder(path: "/").validate(contentFolder: content.path)
        } catch {
            guard case .dangerousFolder("/", _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        #expect(throws: OutputError.self) { try OutputFolder(path: "/tmp/..").validate(contentFolder: content.path) }
    }
}
