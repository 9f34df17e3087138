import Testing
@testable import RecipeCore

/// Counted things read in the plural in every supported language: `2 Lemon` is `2 Lemons`,
/// `2 Zitronen`, `2 citrons`, `2 limones`, `2 citroenen`, `2 limoni`.
@Suite struct CountedPluralTests {
    @Test(arguments: [
        ("en", "Lemon", "Lemons"), ("en", "Egg", "Eggs"), ("en", "Cherry", "Cherries"), ("en", "Peach", "Peaches"),
        ("en", "Potato", "Potatoes"), ("en", "Bay leaf", "Bay leaves"), ("en", "Red onion", "Red onions"),
        ("en", "Head of lettuce", "Heads of lettuce"), ("en", "Eggs", "Eggs"), ("en", "Broccoli", "Broccoli"), ("en", "Asparagus", "Asparagus"),
        ("de", "Zitrone", "Zitronen"), ("de", "Ei", "Eier"), ("de", "Apfel", "Äpfel"), ("de", "Zwiebel", "Zwiebeln"),
        ("de", "rote Zwiebel", "rote Zwiebeln"), ("de", "Lorbeerblatt", "Lorbeerblätter"), ("de", "Avocado", "Avocados"),
        ("de", "Brötchen", "Brötchen"), ("de", "Eier", "Eier"), ("de", "Knoblauchzehe", "Knoblauchzehen"), ("de", "Fenchel", "Fenchel"),
        ("fr", "citron", "citrons"), ("fr", "citron vert", "citrons verts"), ("fr", "gousse d'ail", "gousses d'ail"),
        ("fr", "poireau", "poireaux"), ("fr", "feuille de laurier", "feuilles de laurier"), ("fr", "noix", "noix"),
        ("es", "limón", "limones"), ("es", "huevo", "huevos"), ("es", "diente de ajo", "dientes de ajo"),
        ("es", "pimiento rojo", "pimientos rojos"), ("es", "nuez", "nueces"), ("es", "calabacín", "calabacines"),
        ("nl", "citroen", "citroenen"), ("nl", "ei", "eieren"), ("nl", "tomaat", "tomaten"), ("nl", "ui", "uien"),
        ("nl", "wortel", "wortels"), ("nl", "paprika", "paprika's"), ("nl", "sjalot", "sjalotten"),
        ("nl", "knoflookteen", "knoflooktenen"),
        ("it", "limone", "limoni"), ("it", "uovo", "uova"), ("it", "cipolla rossa", "cipolle rosse"),
        ("it", "spicchio d'aglio", "spicchi d'aglio"), ("it", "albicocca", "albicocche"), ("it", "arancia", "arance"),
        ("it", "mele", "mele"), ("it", "pomodoro", "pomodori"),
    ])
    func aCountedNameTakesItsLanguagesPlural(code: String, singular: String, plural: String) {
        #expect(Language(tag: code).plural(of: singular) == plural)
    }

    @Test func onlyACountAboveOneIsPlural() {
        #expect(Language.english.name("Lemon", counted: 2) == "Lemons")
        #expect(Language.english.name("Lemon", counted: 1) == "Lemon")
        #expect(Language.english.name("Lemon", counted: 0.5) == "Lemon")
        #expect(Language.english.name("Lemon", counted: 1.5) == "Lemons")
        // French keeps the singular below two.
        #expect(Language.french.name("citron", counted: 1.5) == "citron")
        #expect(Language.french.name("citron", counted: 2) == "citrons")
    }

    @Test func aShoppingListNamesTwoLemonsInThePlural() {
        var two = ShoppingAmount()
        two.parts = [.count(ShoppingCount(amount: .exact(2), unit: nil))]
        let lemons = ShoppingLine(key: "lemon", name: "Lemon", amount: two, category: .produce, sources: [])
        let list = ShoppingList(title: nil, store: nil, recipes: [], sections: [
            ShoppingSection(name: "Produce", kind: .category, category: .produce, lines: [lemons]),
        ])
        #expect(ShoppingListText.render(list).contains("[ ] 2  Lemons"))
        let german = ShoppingLine(key: "zitrone", name: "Zitrone", amount: lemons.amount, category: .produce, sources: [])
        var germanList = list
        germanList.sections[0].lines = [german]
        #expect(ShoppingListText.render(germanList, language: .german).contains("[ ] 2  Zitronen"))
    }
}
