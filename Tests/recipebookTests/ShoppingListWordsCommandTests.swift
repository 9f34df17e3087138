import Foundation
import RecipeCore
import Testing

/// `recipebook shopping-list` keeps every word of an amount note, in every format.
@Suite struct ShoppingListWordsCommandTests {
    static func wordyBook() throws -> ScratchFolder {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Pancakes.recipe", """
        # Pancakes

        - Pancake Mix | 1.5 Cup, Gluten Free | 
        - Yogurt | 1/4 Cup, Coconut Milk | 
        - Milk | 3/4 cup oat milk | 
        - Tea | Black, 1 Tbsp | 
        - Cardamom | 8 pods, green | Crushed
        - Dill | 1/2 to 1 tsp dill weed | 
        """)
        try folder.write("Content/recipes/Crepes.recipe", """
        # Crepes

        - Pancake Mix | 1 cup | 
        - Milk | 1 cup | 
        """)
        return folder
    }

    @Test func textMergesLinesAndKeepsTheWordsInParentheses() throws {
        let folder = try Self.wordyBook()
        let outcome = try CommandRunner.run(["shopping-list", "Pancakes", "Crepes"], in: folder.url)
        #expect(outcome.status == 0)
        for line in [
            "[ ] 2½ cups  Pancake Mix (1½ cups Gluten Free)  (Pancakes, Crepes)",
            "[ ] ¼ cup  Yogurt (Coconut Milk)  (Pancakes)", "[ ] 1¾ cups  Milk (¾ cup oat milk)  (Pancakes, Crepes)",
            "[ ] 1 tbsp  Tea (Black)  (Pancakes)", "[ ] 8 pods  Cardamom (green)  (Pancakes)",
            "[ ] ½–1 tsp  Dill (dill weed)  (Pancakes)",
        ] {
            #expect(outcome.output.contains("\n" + line + "\n"), "\(line)\n\(outcome.output)")
        }
    }

    @Test func freshlyGroundCardamomJoinsPlainCardamom() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/recipes/Chai.recipe", "# Chai\n\n- Cardamom | 2 tsp, freshly ground | \n- Cardamom | 1 tsp | \n")
        let outcome = try CommandRunner.run(["shopping-list", "Chai"], in: folder.url)
        #expect(outcome.output.contains("\n[ ] 1 tbsp  Cardamom (2 tsp freshly ground)  (Chai)\n"), "\(outcome.output)")
    }

    @Test func germanSpoonsStaySpoonsAndUnitsConvertByTheKitchenRules() throws {
        let folder = try ScratchFolder()
        try folder.write("Content/site.toml", "language = \"de\"\n")
        try folder.write("Content/recipes/Kuchen.recipe", "# Kuchen\n\n- Zucker | 8 EL | \n- Zucker | 8 EL | \n- Mehl | 2 cups | \n")
        let written = try CommandRunner.run(["shopping-list", "Kuchen"], in: folder.url)
        #expect(written.output.contains("[ ] 16 EL  Zucker"), "\(written.output)")
        let us = try CommandRunner.run(["shopping-list", "Kuchen", "--units", "us"], in: folder.url)
        #expect(us.output.contains("[ ] 1 Tasse  Zucker"), "\(us.output)")
        let metric = try CommandRunner.run(["shopping-list", "Kuchen", "--units", "metric"], in: folder.url)
        #expect(metric.output.contains("[ ] 240 g  Mehl"), "\(metric.output)")
    }

    @Test func markdownAndJSONKeepTheWords() throws {
        let folder = try Self.wordyBook()
        let markdown = try CommandRunner.run(["shopping-list", "Pancakes", "--format", "markdown"], in: folder.url)
        #expect(markdown.output.contains("- [ ] 1½ cups **Pancake Mix** (Gluten Free) (Pancakes)\n"), "\(markdown.output)")
        #expect(markdown.output.contains("- [ ] 1 tbsp **Tea** (Black) (Pancakes)\n"), "\(markdown.output)")
        let json = try CommandRunner.run(["shopping-list", "Pancakes", "Crepes", "--format", "json"], in: folder.url)
        let list = try JSONDecoder().decode(ShoppingList.self, from: Data(json.output.utf8))
        let milks = list.lines.filter { $0.key == "milk" }
        #expect(milks.map { $0.wordsText() } == ["¾ cup oat milk"])
        #expect(milks.map(\.amount.displayText) == ["1¾ cups"])
        #expect(json.output.contains("\"words\" : \"¾ cup oat milk\""), "\(json.output)")
        let html = try CommandRunner.run(["shopping-list", "Pancakes", "--format", "html"], in: folder.url)
        #expect(html.output.contains("<span class=\"name\">Yogurt</span> <span class=\"words\">(Coconut Milk)</span>"))
    }
}
