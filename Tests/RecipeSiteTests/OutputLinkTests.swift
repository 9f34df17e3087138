import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// Nothing outside the output folder is written or deleted through a symbolic link planted in
/// it, and the output folder cannot be one the build reads from.
@Suite(.serialized) struct OutputLinkTests {
    static func book(_ content: TemporaryContent) throws {
        try content.write("recipes/Soup.recipe", "# Soup\n\n- Water | 1 l\n\nSimmer 20 minutes.\n")
        try content.write("recipes/Bread.recipe", "# Bread\n\n- Flour | 500 g\n\nBake.\n")
    }

    /// A folder beside the output folder that must stay as it is.
    static func elsewhere(_ content: TemporaryContent) throws -> URL {
        let folder = BuiltSite.sandbox(content).appendingPathComponent("Elsewhere")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: folder.appendingPathComponent("index.html"))
        try Data("keep".utf8).write(to: folder.appendingPathComponent("keep.txt"))
        return folder
    }

    static func contents(_ folder: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            found[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return found
    }

    @Test func aLinkedFolderInTheOutputIsNeverWrittenThroughAndTheRestIsBuilt() async throws {
        let content = try TemporaryContent()
        try Self.book(content)
        let elsewhere = try Self.elsewhere(content)
        let first = try await BuiltSite.build(content)
        let recipes = URL(fileURLWithPath: first.output).appendingPathComponent("recipes")
        try FileManager.default.removeItem(at: recipes)
        try FileManager.default.createSymbolicLink(at: recipes, withDestinationURL: elsewhere)
        try content.write("recipes/Soup.recipe", "# Soup\n\n- Water | 2 l\n\nSimmer 30 minutes.\n")
        try content.write("recipes/Bread.recipe", "# Bread\n\n- Flour | 600 g\n\nBake.\n")

        do {
            _ = try await BuiltSite.build(content)
            Issue.record("a write through the link was not reported")
        } catch let failure as SiteBuild.Failure {
            #expect("\(failure)".contains("'recipes'"), "\(failure)")
            #expect("\(failure)".contains("symbolic link"), "\(failure)")
        }
        #expect(try Self.contents(elsewhere) == ["index.html": "keep", "keep.txt": "keep"])
        // The rest of the book was written.
        #expect(try String(contentsOfFile: first.output + "/print/book.html", encoding: .utf8).contains("600"))

        // Deleting the recipe deletes nothing through the link either.
        try FileManager.default.removeItem(at: content.root.appendingPathComponent("recipes/Soup.recipe"))
        _ = try? await BuiltSite.build(content)
        #expect(try Self.contents(elsewhere) == ["index.html": "keep", "keep.txt": "keep"])
    }

    @Test func aNewFoldersPagesAreNeverWrittenThroughALink() async throws {
        let content = try TemporaryContent()
        try Self.book(content)
        let elsewhere = try Self.elsewhere(content)
        // A folder a build claimed and was stopped in before it wrote a page (an empty record),
        // where `recipes` has since become a link: its pages are written in place, still never
        // through the link.
        let output = BuiltSite.sandbox(content).appendingPathComponent("Output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try OutputRecord().write(root: output.path)
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("recipes"), withDestinationURL: elsewhere)

        do {
            _ = try await BuiltSite.build(content)
            Issue.record("a write through the link was not reported")
        } catch let failure as SiteBuild.Failure {
            #expect("\(failure)".contains("'recipes'") && "\(failure)".contains("symbolic link"), "\(failure)")
        }
        #expect(try Self.contents(elsewhere) == ["index.html": "keep", "keep.txt": "keep"])
        // The rest of the book was written.
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test func aRecordLineThroughALinkDeletesNothing() async throws {
        let content = try TemporaryContent()
        try Self.book(content)
        let elsewhere = try Self.elsewhere(content)
        let site = try await BuiltSite.build(content)
        try FileManager.default.createSymbolicLink(
            at: URL(fileURLWithPath: site.output).appendingPathComponent("lnk"), withDestinationURL: elsewhere)
        let record = URL(fileURLWithPath: site.output).appendingPathComponent(OutputRecord.fileName)
        let listed = try String(contentsOf: record, encoding: .utf8)
        try Data((listed + "- lnk/keep.txt\n- lnk/index.html\n- lnk\n").utf8).write(to: record)

        _ = try await BuiltSite.build(content)
        #expect(try Self.contents(elsewhere) == ["index.html": "keep", "keep.txt": "keep"])
    }

    @Test func anOutputFolderInsideTheTemplatesIsRefused() async throws {
        let content = try TemporaryContent()
        try Self.book(content)
        let templates = BuiltSite.sandbox(content).appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        for output in [templates.appendingPathComponent("site"), templates, BuiltSite.sandbox(content)] {
            let options = SiteBuild.Options(contentFolder: content.path, outputFolder: output.path, templatesFolder: templates.path)
            do {
                _ = try await SiteBuild(options: options).run()
                Issue.record("built into \(output.path)")
            } catch {
                guard case .output(.dangerousFolder) = error else {
                    Issue.record("unexpected failure \(error)")
                    continue
                }
            }
        }
        // Templates/ beside the content folder is the templates folder when none is named.
        let beside = SiteBuild.Options(contentFolder: content.path, outputFolder: templates.appendingPathComponent("out").path)
        await #expect(throws: SiteBuild.Failure.self) { try await SiteBuild(options: beside).run() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: templates.path).isEmpty)
    }
}

/// A theme's font or picture is published byte for byte, whatever its first bytes are: only
/// a recipe's photo must be an image.
@Suite struct BinaryThemeAssetTests {
    @Test func aThemesFontIsPublishedAsItIs() async throws {
        let content = try TemporaryContent()
        try content.write("recipes/Soup.recipe", "# Soup\n\nStir.\n")
        let font = Data("wOFF".utf8) + Data([0, 1, 0, 0, 0xFF, 0x00, 0x7F])
        let templates = BuiltSite.sandbox(content).appendingPathComponent("Templates/assets")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try font.write(to: templates.appendingPathComponent("family.woff"))
        let site = try await BuiltSite.build(content)
        #expect(FileManager.default.contents(atPath: site.output + "/assets/family.woff") == font)
    }
}
