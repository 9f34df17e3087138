import Testing
@testable import RecipeCore

@Suite("Shopping names")
struct ShoppingNameTests {
    @Test("Same ingredient", arguments: [
        ("Eggs", "egg"),
        ("Tomatoes", "tomato"),
        ("Potatoes", "potato"),
        ("Berries", "berry"),
        ("Bay leaves", "bay leaf"),
        ("Loaves", "loaf"),
        ("Peaches", "peach"),
        ("Radishes", "radish"),
        ("Boxes", "box"),
        ("Glasses", "glass"),
        ("Cookies", "cookie"),
        ("Brioches", "brioche"),
        ("Pumpkin purée", "pumpkin puree"),
        ("All-purpose flour", "all purpose flour"),
        ("Confectioners' sugar", "confectioners sugar"),
        ("  Brown   Sugar ", "brown sugar"),
        ("Egg(s)", "egg"),
        ("JALAPEÑOS", "jalapeño"),
    ])
    func same(_ left: String, _ right: String) {
        #expect(IngredientName.key(left) == IngredientName.key(right))
    }

    @Test("Different ingredients", arguments: [
        ("Brown Sugar", "Sugar"),
        ("Egg yolks", "Eggs"),
        ("Red onion", "Onion"),
        ("Lemon juice", "Lemon"),
        ("Asparagus", "Asparagu"),
        ("Hummus", "Hummu"),
        ("Chicken stock", "Chicken"),
    ])
    func different(_ left: String, _ right: String) {
        #expect(IngredientName.key(left) != IngredientName.key(right))
    }

    @Test func keysAreStableUnderRepetition() {
        for name in ["Eggs", "Cookies", "Bay leaves", "Shoes", "Brioche", "Glasses", "Molasses"] {
            let key = IngredientName.key(name)
            #expect(IngredientName.key(key) == key)
        }
    }

    @Test func theShownNamePrefersAPluralWithACapital() {
        #expect(ShoppingRequest.displayName(["Egg", "eggs", "Eggs"]) == "Eggs")
        #expect(ShoppingRequest.displayName(["Egg", "eggs"]) == "eggs")
        #expect(ShoppingRequest.displayName(["tomato", "Tomato"]) == "Tomato")
        #expect(ShoppingRequest.displayName(["Cookie", "cookie"]) == "Cookie")
    }
}

@Suite("Shopping suggestions")
struct ShoppingSuggestionTests {
    @Test func editDistanceCountsSwapsAsOne() {
        #expect(EditDistance.between("crumbel", "crumble") == 1)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("same", "same") == 0)
    }

    @Test func closestNamesFindMisspeltWordsOfLongTitles() {
        let titles = ["Grandma's Apple Crumble", "Beef Chili", "Pie Crust", "Pumpkin Pie", "Chicken Curry"]
        #expect(NameSuggestions.closest(to: "Crumbel", among: titles) == ["Grandma's Apple Crumble"])
        #expect(NameSuggestions.closest(to: "chilli", among: titles) == ["Beef Chili"])
        #expect(NameSuggestions.closest(to: "pie", among: titles) == ["Pie Crust", "Pumpkin Pie"])
        #expect(NameSuggestions.closest(to: "Lasagne al forno", among: titles) == [])
    }

    @Test func didYouMeanListsUpToThree() {
        #expect(NameSuggestions.didYouMean([]) == nil)
        #expect(NameSuggestions.didYouMean(["A"]) == "did you mean 'A'?")
        #expect(NameSuggestions.didYouMean(["A", "B"]) == "did you mean 'A' or 'B'?")
        #expect(NameSuggestions.didYouMean(["A", "B", "C"]) == "did you mean 'A', 'B' or 'C'?")
    }
}
