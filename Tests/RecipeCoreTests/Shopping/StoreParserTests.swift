import Foundation
import Testing
@testable import RecipeCore

@Suite("Store files")
struct StoreParserTests {
    @Test func aislesTripsCategoriesAndNotes() {
        let parsed = StoreParser.parse("""
        # Corner Market

        > Small shop on the corner; the bakery is at the back.

        ## Produce
        - Apples
        - Bananas | ignored | also ignored

        ## Dairy & Eggs
        - Milk
        - Eggs

        ## Trip 2026-11-01 Saturday
        - Bananas
        - Milk

        ## Trip
        - Eggs

        ## Categories
        - saffron: spices
        - oat milk | Dairy & Eggs
        """, file: "stores/Corner Market.md")
        #expect(parsed.diagnostics == [])
        let store = parsed.store
        #expect(store.name == "Corner Market")
        #expect(store.file == "stores/Corner Market.md")
        #expect(store.notes == ["Small shop on the corner; the bakery is at the back."])
        #expect(store.aisles == [
            Store.Aisle(name: "Produce", items: ["Apples", "Bananas"]),
            Store.Aisle(name: "Dairy & Eggs", items: ["Milk", "Eggs"]),
        ])
        #expect(store.trips == [
            Store.Trip(date: "2026-11-01", label: "Saturday", items: ["Bananas", "Milk"]),
            Store.Trip(date: nil, label: "", items: ["Eggs"]),
        ])
        #expect(store.categoryRules == [
            CategoryRule(phrase: "saffron", category: .spices),
            CategoryRule(phrase: "oat milk", category: .dairyAndEggs),
        ])
        #expect(store.categories.category(for: "Saffron") == .spices)
    }

    @Test func problemsAreReportedWithFileAndLine() {
        let parsed = StoreParser.parse("""
        - Apples

        ## Produce
        - Apples
        -
        Pick the ripe ones.

        ## Bakery
        - Bread
        - Apples

        ## produce
        - Pears

        ## Trip 2026-02-30
        - Bread

        ## Categories
        - saffron: spicez
        - vanilla
        # Later
        """, file: "stores/Shop.md")
        let lines = parsed.diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) }
        #expect(lines == [
            "stores/Shop.md:1:1: warning: store has no '# ' name on its first line; using the file name 'Shop'",
            "stores/Shop.md:1:1: note: add a first line '# Shop'",
            "stores/Shop.md:1:1: warning: item before any '## ' aisle or trip; it is ignored",
            "stores/Shop.md:1:1: note: put items under an aisle ('## Produce') or a trip ('## Trip 2026-11-01')",
            "stores/Shop.md:5:1: warning: item has no name",
            "stores/Shop.md:6:1: warning: line is not an item, a section or a note; a store file ignores it",
            "stores/Shop.md:6:1: note: start items with '- ', sections with '## ' and notes with '> '",
            "stores/Shop.md:10:1: warning: 'Apples' is already listed in aisle 'Produce'; it stays there",
            "stores/Shop.md:10:1: note: list each item in one aisle",
            "stores/Shop.md:12:1: warning: aisle 'Produce' is already listed on line 3; these items join it there",
            "stores/Shop.md:12:1: note: list each aisle once",
            "stores/Shop.md:15:1: warning: trip date '2026-02-30' is not a date; the trip counts as older than every dated trip",
            "stores/Shop.md:15:1: note: write dates as YYYY-MM-DD",
            "stores/Shop.md:19:1: warning: unknown category 'spicez'; the line is ignored",
            "stores/Shop.md:19:1: note: did you mean 'spices'?",
            "stores/Shop.md:20:1: warning: 'vanilla' is given no category; the line is ignored",
            "stores/Shop.md:20:1: note: write it as '- vanilla: spices'",
            "stores/Shop.md:21:1: warning: a '# ' title after the first line; it is read as a section header",
            "stores/Shop.md:21:1: note: use '## ' for a section header",
        ])
        #expect(parsed.store.name == "Shop")
        #expect(parsed.store.aisles.map(\.name) == ["Produce", "Bakery", "Later"])
        #expect(parsed.store.aisles[0].items == ["Apples", "Pears"])
        #expect(parsed.store.aisles[1].items == ["Bread"])
        #expect(parsed.store.trips == [Store.Trip(date: nil, label: "", items: ["Bread"])])
        #expect(parsed.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func aStoreWithNothingInItIsReported() {
        let parsed = StoreParser.parse("# Empty Shop\n\n> Nothing yet.\n", file: "stores/Empty.md")
        #expect(parsed.diagnostics.flatMap { $0.description.split(separator: "\n").map(String.init) } == [
            "stores/Empty.md:1:1: warning: store lists no aisles and no trips; its shopping lists are sorted by category",
            "stores/Empty.md:1:1: note: add aisles ('## Produce' then '- Apples') or trips ('## Trip 2026-11-01' then items in the order you picked them up)",
        ])
        let blank = StoreParser.parse("\n\n", file: "stores/Blank.md")
        #expect(blank.diagnostics.map(\.reason) == [.emptyFile])
    }

    @Test func itemsRepeatedInATripCountOnceAndWindowsLineEndingsWork() {
        let parsed = StoreParser.parse("\u{FEFF}# Big Box\r\n\r\n## Trip 2026-01-05\r\n- Milk\r\n- Eggs\r\n- milk\r\n", file: "stores/Big Box.md")
        #expect(parsed.diagnostics == [])
        #expect(parsed.store.name == "Big Box")
        #expect(parsed.store.trips == [Store.Trip(date: "2026-01-05", label: "", items: ["Milk", "Eggs"])])
    }

    @Test func storesRoundTripThroughJSON() throws {
        let store = StoreParser.parse("# S\n\n## Produce\n- Apples\n\n## Trip\n- Apples\n", file: "stores/S.md").store
        let data = try JSONEncoder().encode(store)
        #expect(try JSONDecoder().decode(Store.self, from: data) == store)
        #expect(String(decoding: data, as: UTF8.self).contains("\"date\":null"))
    }
}
