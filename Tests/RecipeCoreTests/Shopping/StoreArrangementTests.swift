import Foundation
import Testing
@testable import RecipeCore

@Suite("Store arrangement of shopping lists")
struct StoreArrangementTests {
    static func request(_ names: [String]) -> ShoppingRequest {
        ShoppingRequest(extras: names.map { Item(name: $0) })
    }

    static func layout(_ list: ShoppingList) -> [String] {
        list.sections.map { section in section.name + ": " + section.lines.map(\.name).joined(separator: ", ") }
    }

    @Test func withoutAStoreTheListIsByCategoryThenName() {
        let list = ShoppingList(request: Self.request(["Milk", "Paper towels", "Bananas", "Apples", "Salt", "Eggs", "Zucchini"]))
        #expect(list.store == nil)
        #expect(Self.layout(list) == [
            "Produce: Apples, Bananas, Zucchini",
            "Dairy & Eggs: Eggs, Milk",
            "Spices: Salt",
            "Household: Paper towels",
        ])
        #expect(list.sections.allSatisfy { $0.kind == .category })
    }

    @Test func aislesComeInWalkingOrderAndUnseenItemsJoinTheAisleOfTheirCategory() {
        let store = StoreParser.parse("""
        # Corner Market

        ## Bakery
        - Bread

        ## Fruit & Veg
        - Bananas
        - Apples

        ## Aisle 3
        - Flour
        - Sugar

        ## Cold shelves
        - Milk
        - Butter

        ## Categories
        - saffron: baking
        """, file: "stores/Corner Market.md").store
        let list = ShoppingList(
            request: Self.request(["Milk", "Saffron", "Lemons", "Apples", "Sugar", "Bread", "Paper towels", "Cheddar", "Bananas"]),
            store: store
        )
        #expect(list.store == "Corner Market")
        #expect(Self.layout(list) == [
            "Bakery: Bread",
            "Fruit & Veg: Bananas, Apples, Lemons",
            "Aisle 3: Sugar, Saffron",
            "Cold shelves: Milk, Cheddar",
            "Household: Paper towels",
        ])
        #expect(list.sections.map(\.kind) == [.aisle, .aisle, .aisle, .aisle, .category])
        #expect(list.sections.map(\.category) == [.bakery, .produce, .baking, .dairyAndEggs, .household])
    }

    @Test func tripsOrderItemsWithinAndBetweenAisles() {
        let store = StoreParser.parse("""
        # Corner Market

        ## Produce
        - Apples
        - Bananas

        ## Dairy
        - Milk

        ## Trip 2026-01-10
        - Bananas
        - Apples
        - Avocados
        - Yogurt
        - Milk
        - Cheddar
        """, file: "stores/Corner Market.md").store
        let list = ShoppingList(request: Self.request(["Cheddar", "Yogurt", "Milk", "Avocados", "Bananas", "Apples"]), store: store)
        // The aisles outrank the trip (apples before bananas); avocados, seen after the apples,
        // stay in produce; yogurt, seen before the milk, goes with the nearest listed item before
        // it (the bananas) — it is known from trips, so it is not moved by its category.
        #expect(Self.layout(list) == [
            "Produce: Apples, Bananas, Avocados, Yogurt",
            "Dairy: Milk, Cheddar",
        ])
    }

    @Test func aStoreKnownOnlyFromTripsGroupsRunsOfOneCategory() {
        let store = StoreParser.parse("""
        # Big Box

        ## Trip 2026-01-03
        - Bread
        - Bananas
        - Milk
        - Eggs

        ## Trip 2026-01-10
        - Bread
        - Apples
        - Bananas
        - Paper towels
        - Milk
        """, file: "stores/Big Box.md").store
        let list = ShoppingList(
            request: Self.request(["Eggs", "Milk", "Paper towels", "Bananas", "Apples", "Bread", "Lemons", "Cheddar", "Salt"]),
            store: store
        )
        #expect(Self.layout(list) == [
            "Bakery: Bread",
            "Produce: Apples, Bananas, Lemons",
            "Household: Paper towels",
            "Dairy & Eggs: Milk, Eggs, Cheddar",
            "Spices: Salt",
        ])
    }

    @Test func aStoreWithoutAislesOrTripsSortsByCategory() {
        let list = ShoppingList(request: Self.request(["Milk", "Apples"]), store: Store(name: "New Shop"))
        #expect(list.store == "New Shop")
        #expect(Self.layout(list) == ["Produce: Apples", "Dairy & Eggs: Milk"])
    }

    @Test func anAislesCategoryComesFromItsNameOrMostOfItsItems() {
        let table = CategoryTable.builtIn
        #expect(ShoppingArranger.category(of: Store.Aisle(name: "Dairy", items: []), table: table) == .dairyAndEggs)
        #expect(ShoppingArranger.category(of: Store.Aisle(name: "Aisle 1", items: ["Apples", "Milk", "Pears"]), table: table) == .produce)
        #expect(ShoppingArranger.category(of: Store.Aisle(name: "Aisle 2", items: ["Milk", "Apples"]), table: table) == .dairyAndEggs)
        #expect(ShoppingArranger.category(of: Store.Aisle(name: "Aisle 9", items: []), table: table) == nil)
    }

    @Test func theListKnowsItsRecipesAndRoundTripsThroughJSON() throws {
        let recipe = RecipeParser.parse("# Toast\n\n- Bread | 2 slices |\n- Butter | 1 Tbsp |\n", file: "recipes/Toast.recipe").recipe
        let list = ShoppingList(request: ShoppingRequest(recipes: [.init(recipe: recipe, multiplier: 2)]), title: "Breakfast")
        #expect(list.title == "Breakfast")
        #expect(list.recipes == [ShoppingList.Entry(title: "Toast", slug: "toast", multiplier: 2)])
        #expect(list.lines.map(\.amount.displayText) == ["4 slices", "2 tbsp"])
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(ShoppingList.self, from: data) == list)
    }

    @Test func aStoresLayoutCanBeShippedAndArrangesTheSame() throws {
        let store = StoreParser.parse("""
        # Corner Market

        ## Produce
        - Apples

        ## Dairy
        - Milk

        ## Trip 2026-01-10
        - Apples
        - Avocados
        - Milk

        ## Categories
        - saffron: dairy
        """, file: "stores/Corner Market.md").store
        let layout = StoreLayout(store: store)
        #expect(layout.aisles == [
            StoreLayout.Aisle(name: "Produce", category: .produce), StoreLayout.Aisle(name: "Dairy", category: .dairyAndEggs),
        ])
        #expect(layout.items == [
            StoreLayout.Item(key: "apple", aisle: 0, category: .produce),
            StoreLayout.Item(key: "avocado", aisle: 0, category: .produce),
            StoreLayout.Item(key: "milk", aisle: 1, category: .dairyAndEggs),
        ])
        let decoded = try JSONDecoder().decode(StoreLayout.self, from: JSONEncoder().encode(layout))
        #expect(decoded == layout)
        #expect(decoded.categories.category(for: "Saffron") == .dairyAndEggs)
        let lines = Self.request(["Saffron", "Milk", "Avocados"]).lines(categories: store.categories)
        #expect(ShoppingArranger.sections(for: lines, layout: decoded) == ShoppingArranger.sections(for: lines, store: store))
        #expect(Self.layout(ShoppingList(request: Self.request(["Saffron", "Milk", "Avocados"]), store: store)) == [
            "Produce: Avocados", "Dairy: Milk, Saffron",
        ])
    }
}
