import Testing
@testable import RecipeCore

/// Writing a recipe in the app's format, and reading it back.
@Suite struct RecipeWriterTests {
    private let crumble = Recipe(
        title: "Grandma's Apple Crumble", file: "recipes/Desserts/Grandma's Apple Crumble.recipe",
        slug: "grandmas-apple-crumble", part: "Desserts", description: "The one we make every October. #family",
        tags: ["family"],
        elements: [
            .note(Note(text: "The one we make every October. #family")),
            .header(Header(text: "Topping")),
            .item(Item(name: "Butter", amount: "1 stick", prep: "Cold, cubed", quantity: Quantity(amount: .exact(1), unit: .stick))),
            .item(Item(name: "Eggs", amount: "2", prep: "", quantity: Quantity(amount: .exact(2)))),
            .item(Item(name: "Salt", amount: "", prep: "")),
            .step(Step(text: "Rub the butter into the flour until it looks like sand.")),
            .header(Header(text: "Fruit, in detail", level: 3)),
            .step(Step(text: "Bake at 375 for 40 minutes until golden.",
                       timers: [StepTimer(seconds: 2400, name: "Crumble", text: "40 minutes")])),
            .photo(Photo(caption: "Fresh from the oven", file: "crumble.jpeg")),
        ]
    )

    @Test func writesTheAppsFormatExactly() {
        #expect(RecipeWriter.write(crumble) == """
        # Grandma's Apple Crumble

        > The one we make every October. #family

        ## Topping

        - Butter | 1 stick | Cold, cubed

        - Eggs | 2 | 

        - Salt |  | 

        Rub the butter into the flour until it looks like sand.

        ### Fruit, in detail

        Bake at 375 for 40 minutes [Crumble] until golden.

        ![Fresh from the oven](crumble.jpeg)

        """)
    }

    @Test func readingTheFileBackGivesTheSameRecipe() {
        let parsed = RecipeParser.parse(RecipeWriter.write(crumble), file: crumble.file, part: "Desserts")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.recipe == crumble)
    }

    @Test func pipesInsideFieldsAreEscaped() {
        let item = Item(name: "Salt | Pepper", amount: "1 | 2 tsp", prep: "a|b", quantity: nil)
        let line = RecipeWriter.line(for: .item(item))
        #expect(line == "- Salt \\| Pepper | 1 \\| 2 tsp | a\\|b")
        let parsed = RecipeParser.parse("# T\n\n" + (line ?? ""), file: "t.recipe")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.recipe.items.map(\.name) == ["Salt | Pepper"])
        #expect(parsed.recipe.items.map(\.prep) == ["a|b"])
    }

    @Test func lineBreaksInsideElementsBecomeSpaces() {
        #expect(RecipeWriter.line(for: .step(Step(text: "Mix well\nand rest."))) == "Mix well and rest.")
        #expect(RecipeWriter.line(for: .note(Note(text: "Line one\r\nline two"))) == "> Line one line two")
        #expect(RecipeWriter.line(for: .item(Item(name: "Flour\nsifted"))) == "- Flour sifted |  | ")
    }

    @Test func stepsThatWouldReadAsOtherLinesAreProtected() {
        #expect(RecipeWriter.line(for: .step(Step(text: "- then stir"))) == "\\- then stir")
        #expect(RecipeWriter.line(for: .step(Step(text: "* then stir"))) == "\\* then stir")
        #expect(RecipeWriter.line(for: .step(Step(text: "> 5 minutes"))) == "\\> 5 minutes")
        #expect(RecipeWriter.line(for: .step(Step(text: "# of servings: 4"))) == "\\# of servings: 4")
        #expect(RecipeWriter.line(for: .step(Step(text: "#1 tip: rest it"))) == "#1 tip: rest it")
        #expect(RecipeWriter.line(for: .step(Step(text: "-5 degrees is fine"))) == "-5 degrees is fine")
        // `>` with a combining mark after it is one Character, but still a note's `>` to the
        // parser (found by the recipe-parser fuzz target).
        #expect(RecipeWriter.line(for: .step(Step(text: ">\u{739}ky pies"))) == "\\>\u{739}ky pies")
        for text in ["- then stir", "* then stir", "> 5 minutes", "# of servings: 4", ">\u{739}ky pies", "-\u{301} x"] {
            let parsed = RecipeParser.parse("# T\n\n" + RecipeWriter.body([.step(Step(text: text))]), file: "t.recipe")
            #expect(parsed.recipe.steps.count == 1)
        }
    }

    /// Found by the recipe-parser fuzz target: a title of a vertical tab, a space and a
    /// combining mark wrote back with one more space each time it was read and written.
    @Test func aTitleStartingWithACombiningMarkIsWrittenTheSameTwice() {
        for text in ["# \u{0B} \u{5B8}\u{01}=k\n", "# T\n\n- Eggs | 3,412 r\u{0B}\u{0B}\u{0B}\u{7EC}\n"] {
            let written = RecipeWriter.write(RecipeParser.parse(text, file: "t.recipe").recipe)
            #expect(RecipeWriter.write(RecipeParser.parse(written, file: "t.recipe").recipe) == written, "\(text.debugDescription)")
        }
    }

    @Test func emptyElementsAreLeftOut() {
        #expect(RecipeWriter.body([.step(Step(text: "  ")), .note(Note(text: "")), .item(Item(name: ""))]) == "")
        #expect(RecipeWriter.write(Recipe(title: "Toast", file: "t", slug: "t", part: nil, description: nil,
                                          tags: [], elements: [])) == "# Toast\n")
    }

    @Test func severalNamedTimersGetTheirLabelsBack() {
        let text = "Boil 10 minutes, rest 10 minutes, then 10 minutes more and bake 1 hour."
        let step = Step(text: text, timers: [
            StepTimer(seconds: 600, name: "Boil", text: "10 minutes"),
            StepTimer(seconds: 600, text: "10 minutes"),
            StepTimer(seconds: 600, name: "Rest", text: "10 minutes"),
            StepTimer(seconds: 3600, text: "1 hour"),
        ])
        let line = RecipeWriter.line(for: .step(step))
        #expect(line == "Boil 10 minutes [Boil], rest 10 minutes, then 10 minutes [Rest] more and bake 1 hour.")
        #expect(RecipeParser.parse("# T\n\n" + (line ?? ""), file: "t.recipe").recipe.steps == [step])
    }

    /// Found by `scripts/fuzz` (recipe-parser): the label went after the first place the
    /// duration's words appeared (`R0 minutes`, not a timer), not after the timer itself.
    @Test func timerLabelGoesBackWhereTheTimerWas() {
        let step = "Rest [R0 minutes then 0 minutes, then 0 minutes [Resting] more."
        let recipe = RecipeParser.parse("# R\n\n\(step)\n", file: "r.recipe").recipe
        let written = RecipeWriter.write(recipe)
        #expect(written == "# R\n\n\(step)\n")
        #expect(RecipeWriter.write(RecipeParser.parse(written, file: "r.recipe").recipe) == written)
    }

    /// Found by `scripts/fuzz` (recipe-parser): wide white space (several spaces, a tab, a
    /// no-break space) between a duration and its `[Name]`. The name is the timer's wherever it
    /// stands in the sentence, and it reads back the same once written.
    @Test(arguments: [("Bake 40 min     [Custard, ] then rest.", "Custard,"), ("Bake 40 min\t[Custard] then rest.", "Custard"),
                      ("Bake 40 min\u{A0}[Custard].", "Custard"), ("Bake 40 minutes  [Crumble].", "Crumble")])
    func aNameAfterWideSpaceNamesItsTimerAndReadsBack(_ step: String, _ name: String) {
        let recipe = RecipeParser.parse("# R\n\n\(step)\n", file: "r.recipe").recipe
        #expect(recipe.steps.first?.timers.first?.name == name)
        let written = RecipeWriter.write(recipe)
        let again = RecipeParser.parse(written, file: "r.recipe").recipe
        #expect(again.steps.first?.timers.first?.name == name)
        #expect(RecipeWriter.write(again) == written)
    }

    /// Found by `scripts/fuzz` (recipe-parser): a vertical tab before a combining mark became a
    /// space carrying the mark, which the next writing took for white space and dropped.
    @Test func aSpaceCarryingAMarkIsKept() {
        let recipe = RecipeParser.parse("# R\n\nBake 25 min\u{0B}\u{0351}x now.\n", file: "r.recipe").recipe
        let written = RecipeWriter.write(recipe)
        #expect(written == "# R\n\nBake 25 min \u{0351}x now.\n")
        #expect(RecipeWriter.write(RecipeParser.parse(written, file: "r.recipe").recipe) == written)
    }

    /// Found by `scripts/fuzz` (recipe-parser): `35-40 \u{0B}minutes` is no duration, but
    /// written with its white space collapsed it is one, and the `[…]` after it a name.
    @Test func aStepIsWrittenAsItReadsBack() {
        let recipe = RecipeParser.parse("# R\n\nBake for 35-40 \u{0B}minutes [Custard\u{0C} ] then.\n", file: "r.recipe").recipe
        #expect(recipe.steps.first?.timers.isEmpty == true)
        let written = RecipeWriter.write(recipe)
        #expect(RecipeWriter.write(RecipeParser.parse(written, file: "r.recipe").recipe) == written)
    }
}
