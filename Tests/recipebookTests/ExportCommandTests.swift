import Foundation
import RecipeCore
import Testing

@Suite struct ExportCommandTests {
    @Test func exportPrintsTheDocumentedModelWithSortedKeys() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Desserts/Crumble.recipe", """
        # Apple Crumble

        > Autumn's best. #family

        ## Topping

        - Butter | 1 stick | Cold, cubed

        Bake for 40 minutes [Crumble].

        ![Hot](hot.jpeg)
        """)
        try folder.write("Content/guide/01-intro.md", "# Intro\n\n## Start\n")
        let outcome = try CommandRunner.run(["export"], in: folder.url)
        #expect(outcome.status == 0)
        #expect(outcome.errors.contains("warning: photo 'hot.jpeg' not found"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let recipes = try #require(json["recipes"] as? [[String: Any]])
        let recipe = try #require(recipes.first)
        #expect(recipe["title"] as? String == "Apple Crumble")
        #expect(recipe["file"] as? String == "recipes/Desserts/Crumble.recipe")
        #expect(recipe["slug"] as? String == "apple-crumble")
        #expect(recipe["part"] as? String == "Desserts")
        #expect(recipe["description"] as? String == "Autumn's best. #family")
        #expect(recipe["tags"] as? [String] == ["family"])
        let elements = try #require(recipe["elements"] as? [[String: Any]])
        #expect(elements.map { $0["kind"] as? String } == ["note", "header", "item", "step", "photo"])
        #expect(Set(elements[2].keys) == ["kind", "name", "amount", "prep", "quantity"])
        #expect(Set(elements[3].keys) == ["kind", "text", "timers"])
        #expect(Set(elements[4].keys) == ["kind", "caption", "file", "path", "format"])
        #expect(elements[4]["path"] is NSNull)
        let chapters = try #require(json["chapters"] as? [[String: Any]])
        #expect(chapters.first?["title"] as? String == "Intro")
        let sections = try #require(chapters.first?["sections"] as? [[String: Any]])
        #expect(sections.first?["anchor"] as? String == "start")

        // Keys are sorted and the document is pretty-printed.
        #expect(outcome.output.hasPrefix("{\n  \"chapters\": ["))
        let keyLines = outcome.output.split(separator: "\n").filter { $0.hasPrefix("      \"") }
        let recipeKeys = keyLines.compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
        #expect(recipeKeys.suffix(7) == ["description", "elements", "file", "part", "slug", "tags", "title"])
    }

    @Test func theFastWriterAndCodableAgreeOnTheSampleBook() throws {
        let outcome = try CommandRunner.run(["export", "--content", "Content"])
        #expect(outcome.status == 0)
        let fromWriter = try JSONDecoder().decode(Book.self, from: Data(outcome.output.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let viaCodable = try JSONSerialization.jsonObject(with: encoder.encode(fromWriter)) as? NSDictionary
        let printed = try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? NSDictionary
        #expect(viaCodable == printed)
        #expect(fromWriter.recipes.count >= 15)
    }
}
