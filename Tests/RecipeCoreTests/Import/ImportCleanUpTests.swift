import Testing
@testable import RecipeCore

/// The clean-up of a pasted list, and its pieces.
@Suite struct ImportCleanUpTests {
    @Test func aMessyListBecomesItems() {
        let pasted = """
          • 2 cups flour, sifted\t


        * .5 cup   sugar
        3)  1 tsp baking soda
        - [ ] 2 large eggs
        ▢1 (15 oz) can pumpkin purée

        For the topping:
        - pecans | 1/2 cup | chopped
        > Use fresh baking soda.
        Salt and pepper to taste
        """
        #expect(CleanUp.cleanedList(pasted) == """
        - Flour | 2 cups | Sifted

        - Sugar | 1/2 cup | 

        - Baking Soda | 1 tsp | 

        - Eggs | 2 large | 

        - Pumpkin Purée | 1 can (15 oz) | 

        ## For the topping

        - Pecans | 1/2 cup | Chopped

        > Use fresh baking soda.

        - Salt and Pepper |  | To taste

        """)
    }

    @Test func anEmptyListIsEmpty() {
        #expect(CleanUp.cleanedList("\n  \n\t\n") == "")
    }

    @Test func itemsKeepTheirQuantities() {
        let elements = CleanUp.elements(fromList: "- flour | .5 cup | \n1 tsp salt")
        #expect(elements == [
            .item(Item(name: "Flour", amount: "1/2 cup", prep: "", quantity: Quantity(amount: .exact(0.5), unit: .cup))),
            .item(Item(name: "Salt", amount: "1 tsp", prep: "", quantity: Quantity(amount: .exact(1), unit: .tsp))),
        ])
    }

    @Test(arguments: [
        ("black beans", "Black Beans"),
        ("salt and pepper", "Salt and Pepper"),
        ("SALT AND PEPPER", "SALT and PEPPER"),
        ("all-purpose flour", "All-Purpose Flour"),
        ("crème fraîche", "Crème Fraîche"),
        ("the juice of a lemon", "The Juice of a Lemon"),
        ("(dried) oregano", "(Dried) Oregano"),
        ("  extra   virgin olive oil ", "Extra Virgin Olive Oil"),
        ("7-up", "7-Up"),
    ])
    func capitalisedNames(input: String, expected: String) {
        #expect(CleanUp.capitalizedName(input) == expected)
    }

    @Test(arguments: [
        (".5 cup", "1/2 cup"), (".75 tsp", "3/4 tsp"), ("0.5 cup", "1/2 cup"), (".33 cup", "1/3 cup"),
        ("1/2 cup", "1/2 cup"), ("1.5 cup", "1.5 cup"), ("2.5 cups", "2.5 cups"), (".4 cup", ".4 cup"),
        ("1 / 4 tsp", "1/4 tsp"), ("2-1/4 cups", "2 1/4 cups"), ("2-3 cups", "2-3 cups"),
        ("1 and 1/2 cups", "1 1/2 cups"), ("2 and ½ cups", "2 ½ cups"), ("½ cup", "½ cup"), ("salt and 2 eggs", "salt and 2 eggs"),
    ])
    func fractionSpellings(input: String, expected: String) {
        #expect(CleanUp.fixingFractions(input) == expected)
    }
}
