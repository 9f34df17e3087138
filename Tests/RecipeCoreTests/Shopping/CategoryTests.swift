import Testing
@testable import RecipeCore

@Suite("Category fallback")
struct CategoryTests {
    @Test("Built-in table", arguments: [
        ("Apples", ItemCategory.produce),
        ("Red bell peppers", .produce),
        ("Garlic", .produce),
        ("Fresh basil", .produce),
        ("Sandwich bread", .bakery),
        ("Tortillas", .bakery),
        ("Ground beef", .meatAndFish),
        ("Chicken thighs", .meatAndFish),
        ("Salmon", .meatAndFish),
        ("Eggs", .dairyAndEggs),
        ("Egg yolks", .dairyAndEggs),
        ("Heavy cream", .dairyAndEggs),
        ("Cream cheese", .dairyAndEggs),
        ("Butter", .dairyAndEggs),
        ("Peanut butter", .pantry),
        ("Coconut milk", .pantry),
        ("Chicken stock", .pantry),
        ("Beef stock", .pantry),
        ("Egg noodles", .pantry),
        ("Crushed tomatoes", .pantry),
        ("Kidney beans", .pantry),
        ("Bread flour", .baking),
        ("Brown sugar", .baking),
        ("Chocolate chips", .baking),
        ("Candied orange and lemon peel", .baking),
        ("Salt", .spices),
        ("Bay leaves", .spices),
        ("Ground ginger", .spices),
        ("Celery seed", .spices),
        ("Custard or vanilla ice cream", .frozen),
        ("Frozen peas", .frozen),
        ("Frozen berries", .frozen),
        ("Canned peaches", .pantry),
        ("Dry white wine", .drinks),
        ("Black tea", .drinks),
        ("Paper towels", .household),
        ("Dragon fruit jam", .pantry),
        ("Unobtainium", .other),
        ("", .other),
    ])
    func builtIn(_ name: String, _ category: ItemCategory) {
        #expect(CategoryTable.builtIn.category(for: name) == category)
    }

    @Test func everySampleBookIngredientHasACategory() throws {
        // The ingredients of Content/recipes, as of writing.
        let names = [
            "Butter", "Sugar", "Eggs", "Vanilla extract", "Flour", "Baking soda", "Salt", "Chocolate chips", "Walnuts",
            "Heavy cream", "Vanilla bean", "Egg yolks", "Honey", "Dark brown sugar", "Ground almonds",
            "Lebkuchen spice", "Cocoa powder", "Egg", "Milk", "Dark chocolate", "Coconut oil", "Powdered sugar",
            "Lemon juice", "Pumpkin purée", "Evaporated milk", "Brown sugar", "Cinnamon", "Ground cloves", "Nutmeg",
            "Maple syrup", "Chicken carcass", "Chicken wings", "Onion", "Carrots", "Celery", "Garlic",
            "Parsley stems", "Thyme", "Bay leaves", "Peppercorns", "Water", "Ice water", "Cider vinegar",
            "Bread flour", "Instant yeast", "Warm water", "Olive oil", "Bananas", "Apples", "Lemons", "Onions",
            "Salad greens", "Fresh basil", "Plain yogurt", "Cheddar", "Sandwich bread", "Tortillas", "Rolled oats",
            "Coffee", "Canned tomatoes", "Peanut butter", "Baking powder", "Buttermilk", "Blueberries", "Cardamom",
            "Ginger", "Cloves", "Black tea", "Red bell peppers", "Ground cumin", "Smoked paprika", "Chili flakes",
            "Crushed tomatoes", "Pepper", "Feta", "Cilantro", "Crusty bread", "Vegetable oil", "Ground beef",
            "Green bell pepper", "Jalapeños", "Chili powder", "Dried oregano", "Cayenne", "Tomato paste", "Beer",
            "Beef stock", "Kidney beans", "Hot sauce", "Ground coriander", "Ground turmeric", "Garam masala",
            "Chicken thighs", "Chopped tomatoes", "Coconut milk", "Lime", "Vegetable stock", "Dried porcini",
            "Mushrooms", "Shallots", "Arborio rice", "Dry white wine", "Parmesan", "Baby potatoes", "Salmon",
            "Lemon", "Dill", "Sour cream", "Fresh dill", "Whole chicken", "Small potatoes", "Chicken stock",
            "Egg noodles", "Parsley", "Yukon Gold potatoes", "Pickle juice", "Mayonnaise", "Dijon mustard",
            "Celery seed", "Dill pickles", "Red onion", "Whole peeled tomatoes", "Bread", "Cornstarch",
            "Chia seeds", "Berries", "Nuts", "Blackberries", "Custard or vanilla ice cream", "Cream cheese",
            "Candied orange and lemon peel",
        ]
        let unknown = names.filter { CategoryTable.builtIn.category(for: $0) == .other }
        #expect(unknown.isEmpty, "no category for \(unknown)")
    }

    @Test func aUsersRulesExtendAndOverrideTheTable() {
        let table = CategoryTable.builtIn.adding([
            CategoryRule(phrase: "yuzu kosho", category: .spices),
            CategoryRule(phrase: "Salt", category: .baking),
            CategoryRule(phrase: "milk", category: .drinks),
            CategoryRule(phrase: "frozen yogurt", category: .dairyAndEggs),
        ])
        #expect(CategoryTable.builtIn.category(for: "Yuzu kosho") == .other)
        #expect(table.category(for: "Yuzu kosho") == .spices)
        #expect(table.category(for: "Sea salt") == .spices, "the built-in two-word phrase is longer")
        #expect(table.category(for: "Salt") == .baking)
        #expect(table.category(for: "Milk") == .drinks)
        #expect(table.category(for: "Coconut milk") == .pantry, "a longer built-in phrase still wins")
        #expect(table.category(for: "Frozen yogurt") == .dairyAndEggs, "a user's rule beats the leading word")
    }

    @Test("Category names", arguments: [
        ("Produce", ItemCategory.produce),
        ("Fruit & Veg", .produce),
        ("Fruit and Vegetables", .produce),
        ("Dairy & Eggs", .dairyAndEggs),
        ("dairy-and-eggs", .dairyAndEggs),
        ("Eggs & Dairy", .dairyAndEggs),
        ("DAIRY", .dairyAndEggs),
        ("Meat & Fish", .meatAndFish),
        ("Seafood", .meatAndFish),
        ("Spices", .spices),
        ("Herbs & Spices", .spices),
        ("Beverages", .drinks),
        ("Dry goods", .pantry),
        ("Frozen foods", .frozen),
        ("household", .household),
    ])
    func named(_ name: String, _ category: ItemCategory) {
        #expect(ItemCategory(named: name) == category)
    }

    @Test func namesThatAreNoCategory() {
        #expect(ItemCategory(named: "Aisle 3") == nil)
        #expect(ItemCategory(named: "Dairy & Bakery") == nil)
        #expect(ItemCategory(named: "") == nil)
    }

    @Test func categoriesAreInWalkingOrder() {
        #expect(ItemCategory.allCases.sorted() == ItemCategory.allCases)
        #expect(ItemCategory.produce < ItemCategory.household)
        #expect(ItemCategory.allCases.map(\.displayName).first == "Produce")
    }
}
