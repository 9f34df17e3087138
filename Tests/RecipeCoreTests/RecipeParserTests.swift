import Foundation
import Testing
@testable import RecipeCore

@Suite struct RecipeParserTests {
    private let crumble = """
    # Grandma's Apple Crumble

    > The one we make every October. #family #dessert

    ## Topping

    - Butter | 1 stick | Cold, cubed

    - Flour | 1 1/2 cups | 

    Rub the butter into the flour until it looks like sand.

    ## Fruit

    - Apples | 6 | Peeled and sliced

    Bake at 375 for 40 minutes.

    > Serve with custard.

    ![Fresh from the oven](crumble.jpeg)
    """

    @Test func readsEveryElementInFileOrder() {
        let parsed = RecipeParser.parse(crumble, file: "recipes/Desserts/Crumble.recipe", part: "Desserts")
        let recipe = parsed.recipe
        #expect(parsed.diagnostics.isEmpty)
        #expect(recipe.title == "Grandma's Apple Crumble")
        #expect(recipe.slug == "grandmas-apple-crumble")
        #expect(recipe.part == "Desserts")
        #expect(recipe.description == "The one we make every October. #family #dessert")
        #expect(recipe.tags == ["family", "dessert"])
        let kinds = recipe.elements.map { element -> String in
            switch element {
            case .header: "header"
            case .item: "item"
            case .step: "step"
            case .note: "note"
            case .photo: "photo"
            }
        }
        #expect(kinds == ["note", "header", "item", "item", "step", "header", "item", "step", "note", "photo"])
        #expect(recipe.items.map(\.name) == ["Butter", "Flour", "Apples"])
        #expect(recipe.items[0].prep == "Cold, cubed")
        #expect(recipe.items[1].amount == "1 1/2 cups")
        #expect(recipe.items[1].prep == "")
        #expect(recipe.elements.last == .photo(Photo(caption: "Fresh from the oven", file: "crumble.jpeg")))
    }

    @Test func crlfByteOrderMarkTabsAndTrailingSpacesReadTheSame() {
        let messy = "\u{FEFF}" + crumble
            .replacingOccurrences(of: "\n", with: "   \r\n")
            .replacingOccurrences(of: "- Butter", with: "\t- Butter")
        let clean = RecipeParser.parse(crumble, file: "a.recipe")
        let parsed = RecipeParser.parse(messy, file: "a.recipe")
        #expect(parsed.recipe == clean.recipe)
        #expect(parsed.diagnostics.isEmpty)
    }

    @Test func lineNumbersCountCRLFAndLoneCROnce() {
        let parsed = RecipeParser.parse("# T\r\n\r\n# Again\r\rx", file: "r.recipe")
        #expect(parsed.diagnostics.map(\.location.line) == [3])
    }

    @Test func descriptionIsOnlyANoteRightAfterTheTitle() {
        let withStepFirst = RecipeParser.parse("# T\n\nStir.\n\n> Not a description\n", file: "t.recipe")
        #expect(withStepFirst.recipe.description == nil)
        let emptyNote = RecipeParser.parse("# T\n\n>\n\n> Later\n", file: "t.recipe")
        #expect(emptyNote.recipe.description == nil)
        #expect(emptyNote.recipe.elements == [.note(Note(text: "")), .note(Note(text: "Later"))])
    }

    @Test func missingTitleUsesTheFileNameAndKeepsTheFirstLine() {
        let parsed = RecipeParser.parse("> A note\n\nStir.\n", file: "recipes/Breakfast/Overnight Oats.recipe")
        #expect(parsed.recipe.title == "Overnight Oats")
        #expect(parsed.recipe.description == "A note")
        #expect(parsed.recipe.elements.count == 2)
        #expect(parsed.diagnostics.map(\.reason) == [.missingTitle(usingFileName: "Overnight Oats")])
    }

    @Test func laterTitleBecomesAHeader() {
        let parsed = RecipeParser.parse("# One\n\n# Two\n", file: "t.recipe")
        #expect(parsed.recipe.title == "One")
        #expect(parsed.recipe.elements == [.header(Header(text: "Two", level: 2))])
    }

    @Test func subHeadersKeepTheirLevel() {
        let parsed = RecipeParser.parse("# T\n\n## Dough\n\n### For the pan\n", file: "t.recipe")
        #expect(parsed.recipe.elements == [.header(Header(text: "Dough", level: 2)), .header(Header(text: "For the pan", level: 3))])
    }

    @Test func photosAreLookedUpAndReportedAtTheirFileName() {
        let text = "# T\n\n![Found](a.jpeg)\n\n![Gone](b.jpeg)\n\n  ![Escape](../../etc/passwd)\n"
        let parsed = RecipeParser.parse(text, file: "r.recipe") { name in
            switch name {
            case "a.jpeg": .found(FoundPhoto(path: "recipes/a.jpeg", format: .jpeg))
            case "b.jpeg": .missing(lookedFor: ["b.jpeg"])
            default: .outsideContent
            }
        }
        #expect(parsed.recipe.elements == [
            .photo(Photo(caption: "Found", file: "a.jpeg", found: FoundPhoto(path: "recipes/a.jpeg", format: .jpeg))),
            .photo(Photo(caption: "Gone", file: "b.jpeg")),
            .photo(Photo(caption: "Escape", file: "../../etc/passwd")),
        ])
        #expect(parsed.diagnostics.map(\.reason) == [.photoNotFound("b.jpeg", lookedFor: ["b.jpeg"]), .photoOutsideContent("../../etc/passwd")])
        #expect(parsed.diagnostics.map(\.location) == [
            SourceLocation(file: "r.recipe", line: 5, column: 9),
            SourceLocation(file: "r.recipe", line: 7, column: 13),
        ])
        #expect(parsed.diagnostics[1].severity == .error)
    }

    @Test func aListOnlyRecipeIsJustItems() {
        let parsed = RecipeParser.parse("# Weekly Staples\n\n## Dairy\n\n- Milk | 2 l | \n- Eggs | 12 | \n", file: "s.recipe")
        #expect(parsed.recipe.steps.isEmpty)
        #expect(parsed.recipe.items.map(\.name) == ["Milk", "Eggs"])
    }

    @Test func notesAreNeverScannedForTimers() {
        let parsed = RecipeParser.parse("# T\n\n> Rest it 20 minutes if you can.\n", file: "t.recipe")
        #expect(parsed.recipe.elements == [.note(Note(text: "Rest it 20 minutes if you can."))])
    }

    @Test(arguments: ["missing-title", "later-title", "odd-items", "blank"])
    func invalidFixturesGiveExactlyTheExpectedDiagnostics(name: String) throws {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
            .appendingPathComponent("recipes/invalid")
        let text = try String(contentsOf: folder.appendingPathComponent("\(name).recipe"), encoding: .utf8)
        let expected = try String(contentsOf: folder.appendingPathComponent("\(name).diagnostics.txt"), encoding: .utf8)
        let parsed = RecipeParser.parse(text, file: "recipes/\(name).recipe")
        let printed = parsed.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        #expect(printed == expected)
    }

    /// Found by `scripts/fuzz` (recipe-parser): a title of only a form feed was kept, but the
    /// writer leaves out an empty title, so writing and reading again changed the recipe.
    @Test func whiteSpaceTitleIsNoTitle() {
        let parsed = RecipeParser.parse("# \u{0C}\n\u{0}Oma\u{0}", file: "fuzz.recipe")
        #expect(parsed.recipe.title == "fuzz")
        let written = RecipeWriter.write(parsed.recipe)
        #expect(RecipeWriter.write(RecipeParser.parse(written, file: "fuzz.recipe").recipe) == written)
    }

    /// Each tag is a page: a note of thousands of tags must not write thousands of pages.
    @Test func tagsPastTheLimitAreLeftOutWithAWarning() {
        let note = "> " + (0..<150).map { "#t\($0)" }.joined(separator: " ")
        let parsed = RecipeParser.parse("# Tags\n\n\(note)\n\n> #more\n", file: "t.recipe")
        #expect(parsed.recipe.tags.count == ContentLimits.maximumTagsPerRecipe)
        #expect(parsed.recipe.tags.last == "t99")
        #expect(parsed.diagnostics.map(\.reason) == [.tooManyTags(limit: 100)])
        #expect(parsed.diagnostics.first?.location.line == 3)
    }
}
