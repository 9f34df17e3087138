import Foundation
import RecipeCore
import Testing
@testable import RecipeSite

/// Edits within recipes of a book whose search index has several shards: the search files
/// whose bytes change are written, and the site stays as a clean build makes it, also when an
/// edit brings so many new words that a shard comes.
@Suite struct SearchEditTests {
    static func book() async throws -> (TemporaryContent, URL, BuildSession) {
        let content = try TemporaryContent()
        for number in 1...600 {
            try content.write(
                "recipes/R\(number).recipe",
                "# Dish \(number)\n\n- Salt | 1 tsp | \n- Spice\(number % 40) | 1 | \n\n> Word\(number) extra\(number % 13) "
                    + (1...6).map { "note\($0)x\(number)" }.joined(separator: " ") + "\n\nStir.\n")
        }
        let output = content.root.deletingLastPathComponent().appendingPathComponent("Output")
        let session = BuildSession(options: .init(contentFolder: content.path, outputFolder: output.path))
        _ = await session.rebuild()
        return (content, output, session)
    }

    static func shards(in output: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("assets/search").path)
            .filter { $0.hasPrefix("postings-") }.sorted()
    }

    @Test func anEditWritesTheSearchFilesItChangesAndEndsAsACleanBuild() async throws {
        let (content, output, session) = try await Self.book()
        let before = try Self.shards(in: output)
        #expect(before.count > 1, "several shards: \(before)")
        // Spice8 is another recipes' ingredient: no ingredient's page comes or goes.
        try content.write("recipes/R7.recipe", "# Dish 7\n\n- Salt | 1 tsp | \n- Spice8 | 1 | \n\n> Word7 extra3 saffron "
            + (1...6).map { "note\($0)x7" }.joined(separator: " ") + "\n\nStir.\n")
        let report = try #require(await session.rebuild(changed: ["recipes/R7.recipe"]).report)
        let search = report.changedFiles.filter { $0.hasPrefix("assets/search/") }
        // A new word (saffron) and one dropped (spice7, which other recipes keep): the
        // dictionary and the shards of those two words, not every shard, no card.
        #expect(search.contains("assets/search/words.js"))
        let shards = search.filter { $0.hasPrefix("assets/search/postings-") }
        #expect(!shards.isEmpty && shards.count < before.count, "\(search) of \(before)")
        #expect(!search.contains { $0.hasPrefix("assets/search/docs-") }, "\(search)")
        #expect(try await SiteSnapshot.differencesFromCleanBuild(output, of: content) == [])
    }

    @Test func anEditThatAddsAShardEndsAsACleanBuild() async throws {
        let (content, output, session) = try await Self.book()
        let before = try Self.shards(in: output)
        let words = (1...3_000).map { "novel\($0)" }.joined(separator: " ")
        try content.write("recipes/R9.recipe", "# Dish 9\n\n- Salt | 1 tsp | \n\n> \(words)\n\nStir.\n")
        let report = try #require(await session.rebuild(changed: ["recipes/R9.recipe"]).report)
        #expect(try Self.shards(in: output).count != before.count, "the edit brings a shard")
        #expect(try await SiteSnapshot.differencesFromCleanBuild(output, of: content) == [])
    }
}
