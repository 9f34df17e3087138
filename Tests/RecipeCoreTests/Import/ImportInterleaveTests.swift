import Testing
@testable import RecipeCore

/// `--interleave`: each ingredient just before the first step that mentions it.
@Suite struct ImportInterleaveTests {
    private func interleaved(_ text: String) throws -> String {
        try RecipeImporter.importedFile(text, options: ImportOptions(placement: .interleaved))
    }

    @Test func everyIngredientMentioned() throws {
        let card = """
        Garlic Butter Shrimp
        1 lb shrimp, peeled
        3 tbsp butter
        4 cloves garlic, minced
        1 lemon, juiced
        2 tbsp chopped parsley
        Melt the butter in a large skillet.
        Add the garlic and cook 30 seconds.
        Add the shrimp and cook 2 minutes a side.
        Squeeze over the lemon, scatter the parsley and serve.
        """
        #expect(try interleaved(card) == """
        # Garlic Butter Shrimp

        - Butter | 3 tbsp | 

        Melt the butter in a large skillet.

        - Garlic | 4 cloves | Minced

        Add the garlic and cook 30 seconds.

        - Shrimp | 1 lb | Peeled

        Add the shrimp and cook 2 minutes a side.

        - Lemon | 1 | Juiced

        - Chopped Parsley | 2 tbsp | 

        Squeeze over the lemon, scatter the parsley and serve.

        """)
    }

    @Test func unmentionedIngredientsStayAtTheTop() throws {
        let card = """
        Weeknight Fried Rice

        Ingredients
        - 3 cups cooked rice, cold
        - 2 eggs
        - 1 cup frozen peas and carrots
        - 2 tbsp soy sauce
        - 1 tbsp sesame oil
        - 2 green onions, sliced
        - 2 tbsp neutral oil

        Instructions
        1. Heat a wok until smoking and scramble the eggs; set aside.
        2. Stir-fry the peas and carrots 2 minutes, then the rice for 3 minutes.
        3. Toss in the eggs and soy sauce, finish with the sesame oil.
        """
        #expect(try interleaved(card) == """
        # Weeknight Fried Rice

        - Green Onions | 2 | Sliced

        - Neutral Oil | 2 tbsp | 

        - Eggs | 2 | 

        Heat a wok until smoking and scramble the eggs; set aside.

        - Cooked Rice | 3 cups | Cold

        - Frozen Peas and Carrots | 1 cup | 

        Stir-fry the peas and carrots 2 minutes, then the rice for 3 minutes.

        - Soy Sauce | 2 tbsp | 

        - Sesame Oil | 1 tbsp | 

        Toss in the eggs and soy sauce, finish with the sesame oil.

        """)
    }

    @Test func theFullNameWinsOverTheMainWord() {
        let elements: [RecipeElement] = [
            .item(Item(name: "White Sugar")), .item(Item(name: "Brown Sugar")),
            .step(Step(text: "Cream the butter and brown sugar.")),
            .step(Step(text: "Beat in the white sugar.")),
        ]
        #expect(Interleaver.interleave(elements) == [
            .item(Item(name: "Brown Sugar")), .step(Step(text: "Cream the butter and brown sugar.")),
            .item(Item(name: "White Sugar")), .step(Step(text: "Beat in the white sugar.")),
        ])
    }

    @Test func twoItemsOfOneNameGoToTwoSteps() {
        let elements: [RecipeElement] = [
            .item(Item(name: "Sugar", amount: "1 cup")), .item(Item(name: "Sugar", amount: "2 tbsp")),
            .step(Step(text: "Beat the eggs with the sugar.")), .step(Step(text: "Sprinkle with sugar.")),
        ]
        #expect(Interleaver.interleave(elements) == [
            .item(Item(name: "Sugar", amount: "1 cup")), .step(Step(text: "Beat the eggs with the sugar.")),
            .item(Item(name: "Sugar", amount: "2 tbsp")), .step(Step(text: "Sprinkle with sugar.")),
        ])
    }

    @Test func aSectionWithItsOwnStepsKeepsItsItems() {
        let elements: [RecipeElement] = [
            .header(Header(text: "Dough")), .item(Item(name: "Butter")), .step(Step(text: "Rub in the butter.")),
            .header(Header(text: "Topping")), .item(Item(name: "Butter", amount: "2 tbsp")), .step(Step(text: "Dot with butter.")),
        ]
        #expect(Interleaver.interleave(elements) == elements)
    }

    @Test func aHeaderEmptiedByTheMovesIsDropped() {
        let elements: [RecipeElement] = [
            .header(Header(text: "For the glaze")), .item(Item(name: "Icing Sugar")),
            .header(Header(text: "Method")), .step(Step(text: "Whisk the icing sugar with milk.")),
            .header(Header(text: "Empty on purpose")),
        ]
        #expect(Interleaver.interleave(elements) == [
            .header(Header(text: "Method")), .item(Item(name: "Icing Sugar")),
            .step(Step(text: "Whisk the icing sugar with milk.")), .header(Header(text: "Empty on purpose")),
        ])
    }

    @Test func pluralsAndCaseDoNotMatter() {
        let elements: [RecipeElement] = [
            .item(Item(name: "Tomatoes")), .item(Item(name: "Berry")), .item(Item(name: "Egg")),
            .step(Step(text: "Slice the TOMATO.")), .step(Step(text: "Add the eggs and berries.")),
        ]
        #expect(Interleaver.interleave(elements) == [
            .item(Item(name: "Tomatoes")), .step(Step(text: "Slice the TOMATO.")),
            .item(Item(name: "Berry")), .item(Item(name: "Egg")), .step(Step(text: "Add the eggs and berries.")),
        ])
    }

    @Test func aRecipeWithoutStepsIsUnchanged() {
        let elements: [RecipeElement] = [.item(Item(name: "Milk")), .note(Note(text: "Whole milk.")), .item(Item(name: "Eggs"))]
        #expect(Interleaver.interleave(elements) == elements)
    }
}
