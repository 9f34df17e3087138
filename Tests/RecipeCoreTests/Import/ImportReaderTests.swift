import Testing
@testable import RecipeCore

/// Reading a card line by line: what each line is, and where the reader goes next.
@Suite struct ImportReaderTests {
    @Test(arguments: [
        ("1. Mix", ClassifiedLine.numbered("Mix")),
        ("2) Bake", .numbered("Bake")),
        ("(3) Cool", .numbered("Cool")),
        ("Step 4: Serve", .numbered("Serve")),
        ("STEP 5", .numbered("")),
        ("1.5 cups flour", .text("1.5 cups flour")),
        ("- 2 eggs", .bullet("2 eggs")),
        ("•\t2 eggs", .bullet("2 eggs")),
        ("▢2 eggs", .bullet("2 eggs")),
        ("* [ ] milk", .bullet("milk")),
        ("-5 degrees", .text("-5 degrees")),
        ("## For the Sauce:", .heading("For the Sauce", level: 2, mark: .markdown)),
        ("# Title", .heading("Title", level: 1, mark: .markdown)),
        ("**Directions**", .partHeading(.instructions, written: "Directions")),
        ("INGREDIENTS:", .partHeading(.ingredients, written: "INGREDIENTS")),
        ("You'll need:", .partHeading(.ingredients, written: "You'll need")),
        ("Cook's Notes", .partHeading(.notes, written: "Cook's Notes")),
        ("For the filling:", .heading("For the filling", level: 2, mark: .colon)),
        ("For the filling", .heading("For the filling", level: 2, mark: .forThe)),
        ("TOPPING", .heading("TOPPING", level: 2, mark: .capitals)),
        ("Serves 4-6", .detail("Serves 4-6")),
        ("Prep Time: 10 mins", .detail("Prep Time: 10 mins")),
        ("Makes about 2 dozen", .detail("Makes about 2 dozen")),
        ("Makes a great lunch", .text("Makes a great lunch")),
        ("https://example.com/soup#top", .address("https://example.com/soup#top")),
        ("Adapted from The Joy of Cooking", .detail("Adapted from The Joy of Cooking")),
        ("Love, Grandma", .detail("Love, Grandma")),
        ("Hi Sam!", .greeting("Hi Sam!")),
        ("Tip: use cold butter.", .note("Tip: use cold butter.")),
        ("> Freezes well.", .note("Freezes well.")),
        ("![The cake](cake.jpg)", .photo(Photo(caption: "The cake", file: "cake.jpg"))),
        ("Jump to Recipe", .junk),
        ("* * *", .junk),
        ("-----", .junk),
        ("★★★★☆", .junk),
        ("Subject: Fwd: Pie", .subject("Pie")),
        ("From: Mom", .emailHeader("From: Mom")),
        ("   ", .blank),
    ])
    func linesAreClassified(line: String, expected: ClassifiedLine) {
        #expect(LineClassifier.classify(line) == expected)
    }

    @Test func theStatesFollowTheCard() {
        var reader = ImportReader()
        #expect(reader.state == .title)
        reader.take(LineClassifier.classify("Pancakes"))
        #expect(reader.state == .description)
        reader.take(LineClassifier.classify("Fluffy."))
        #expect(reader.state == .description)
        reader.take(LineClassifier.classify("2 cups flour"))
        #expect(reader.state == .ingredients)
        reader.take(LineClassifier.classify("Whisk everything."))
        #expect(reader.state == .instructions)
        reader.take(LineClassifier.classify("Notes"))
        #expect(reader.state == .notes)
        reader.take(LineClassifier.classify("Ingredients"))
        #expect(reader.state == .ingredients)
    }

    @Test func wrappedLinesAreJoinedAndShortOnesAreNot() {
        let card = ImportReader.read("""
        Cake
        Method
        Beat the butter and the sugar together until it is pale
        and fluffy, about 3 minutes.
        Fold in the flour
        Bake.
        """)
        #expect(card.opening == [])
        #expect(card.sections.first?.elements == [
            .step(Step(text: "Beat the butter and the sugar together until it is pale and fluffy, about 3 minutes.")),
            .step(Step(text: "Fold in the flour")),
            .step(Step(text: "Bake.")),
        ])
    }

    @Test func aLoneStepNumberIntroducesTheNextLine() {
        let card = ImportReader.read("Tea\n\nStep 1\nBoil the water\nStep 2\nSteep.\n")
        #expect(card.sections.flatMap(\.elements) == [.step(Step(text: "Boil the water")), .step(Step(text: "Steep."))])
    }

    @Test func detailsAfterTheStepsGoToTheEnd() {
        let card = ImportReader.read("Tea\nServes 2\n1 tea bag\nSteep it.\nPrep time: 5 min\n")
        #expect(card.opening == [.note(Note(text: "Serves 2"))])
        #expect(card.closing == [.note(Note(text: "Prep time: 5 min"))])
    }

    @Test func aLongLineIsNotATitle() {
        let card = ImportReader.read("Here is the recipe you asked me for at the party last weekend, enjoy it.\n2 eggs\n")
        #expect(card.title == nil)
        #expect(card.opening == [.note(Note(text: "Here is the recipe you asked me for at the party last weekend, enjoy it."))])
    }

    @Test func windowsLineEndingsAndTabsAreTidied() throws {
        let written = try RecipeImporter.importedFile("Toast\r\n\r\n\r\n1\tslice  bread\r\nToast it.\r\n")
        #expect(written == "# Toast\n\n- Bread | 1 slice | \n\nToast it.\n")
    }
}
