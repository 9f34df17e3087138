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

    @Test func textKeepsTheWordsAfterTheName() throws {
        let folder = try Self.wordyBook()
        let outcome = try CommandRunner.run(["shopping-list", "Pancakes", "Crepes"], in: folder.url)
        #expect(outcome.status == 0)
        for line in [
            "[ ] 1½ cups  Pancake Mix — Gluten Free  (Pancakes)", "[ ] 1 cup  Pancake Mix  (Crepes)",
            "[ ] ¼ cup  Yogurt — Coconut Milk  (Pancakes)", "[ ] ¾ cup  Milk — oat milk  (Pancakes)",
            "[ ] 1 cup  Milk  (Crepes)", "[ ] 1 tbsp  Tea — Black  (Pancakes)",
            "[ ] 8 pods  Cardamom — green  (Pancakes)", "[ ] ½–1 tsp  Dill — dill weed  (Pancakes)",
        ] {
            #expect(outcome.output.contains("\n" + line + "\n"), "\(line)\n\(outcome.output)")
        }
    }

    @Test func markdownAndJSONKeepTheWords() throws {
        let folder = try Self.wordyBook()
        let markdown = try CommandRunner.run(["shopping-list", "Pancakes", "--format", "markdown"], in: folder.url)
        #expect(markdown.output.contains("- [ ] 1½ cups **Pancake Mix** — Gluten Free (Pancakes)\n"), "\(markdown.output)")
        #expect(markdown.output.contains("- [ ] 1 tbsp **Tea** — Black (Pancakes)\n"), "\(markdown.output)")
        let json = try CommandRunner.run(["shopping-list", "Pancakes", "Crepes", "--format", "json"], in: folder.url)
        let list = try JSONDecoder().decode(ShoppingList.self, from: Data(json.output.utf8))
        let milks = list.lines.filter { $0.key == "milk" }
        #expect(milks.map(\.words) == ["oat milk", ""])
        #expect(milks.map(\.amount.displayText) == ["¾ cup", "1 cup"])
        let html = try CommandRunner.run(["shopping-list", "Pancakes", "--format", "html"], in: folder.url)
        #expect(html.output.contains("<span class=\"name\">Yogurt</span> <span class=\"words\">— Coconut Milk</span>"))
    }
}
