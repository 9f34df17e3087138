@testable import RecipeCore
import Testing
@testable import RecipeSite

/// A unit beside a scaled amount or a list's sum is named in the book's language, singular and
/// plural, from the theme's word files: an Italian list buys `4 pezzi`, not `4 pezzo`.
@Suite struct UnitNameWordsTests {
    @Test(arguments: [
        ("it", Unit.piece, "1 pezzo", "4 pezzi"), ("it", .tbsp, "1 cucchiaio", "2 cucchiai"), ("it", .slice, "1 fetta", "2 fette"),
        ("de", .piece, "1 Stück", "8 Stück"), ("de", .cup, "1 Tasse", "2 Tassen"),
        ("nl", .can, "1 blik", "2 blikken"), ("nl", .clove, "1 teen", "3 tenen"), ("nl", .piece, "1 stuk", "2 stuks"),
        ("fr", .knifepoint, "1 pointe de couteau", "2 pointes de couteau"), ("es", .knifepoint, "1 punta de cuchillo", "2 puntas de cuchillo"),
    ])
    func aUnitIsNamedInTheBooksLanguage(code: String, unit: Unit, one: String, more: String) {
        let words = Wording(language: Language(tag: code)).shoppingList
        for written in [one, more] {
            let count = Double(written.prefix { $0.isNumber }) ?? 0
            #expect("\(Int(count)) " + words.name(of: unit, for: count) == written)
        }
    }

    @Test func aBookCanRenameAUnitInItsOwnWordFile() {
        let words = Wording(language: .german, overrides: ["unit.piece.plural": "Stücke"]).shoppingList
        #expect(words.name(of: .piece, for: 3) == "Stücke")
        #expect(words.name(of: .piece, for: 1) == "Stück")
    }
}
