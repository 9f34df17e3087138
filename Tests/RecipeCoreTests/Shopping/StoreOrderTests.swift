import Testing
@testable import RecipeCore

@Suite("Store order learned from trips")
struct StoreOrderTests {
    static func order(_ trips: [[String]], layout: [String] = []) -> [String] {
        StoreOrder(trips: trips, layout: layout).keys
    }

    @Test func oneTripIsItsOwnOrder() {
        #expect(Self.order([["Avocados", "Eggs", "Milk"]]) == ["avocado", "egg", "milk"])
    }

    @Test func noTripsNoOrder() {
        #expect(Self.order([]) == [])
        #expect(StoreOrder(trips: []).position(of: "egg") == nil)
    }

    @Test func twoAgreeingTripsMerge() {
        let trips = [["Avocados", "Bread", "Eggs"], ["Avocados", "Eggs", "Milk"]]
        #expect(Self.order(trips) == ["avocado", "bread", "egg", "milk"])
    }

    @Test func theRecentTripWinsAConflict() {
        let trips = [["Avocados", "Eggs"], ["Eggs", "Avocados"]]
        #expect(Self.order(trips) == ["egg", "avocado"])
        #expect(Self.order(trips.reversed()) == ["avocado", "egg"])
    }

    @Test func theRecentTripWinsOverManyOlderOnes() {
        let old = ["Bananas", "Bread", "Milk"]
        let trips = [old, old, old, old, ["Milk", "Bananas"]]
        // Bread was only ever seen after the bananas (and before the milk, which is the claim
        // that has to go): it stays after the bananas.
        #expect(Self.order(trips) == ["milk", "banana", "bread"])
    }

    @Test func anItemSeenOnceGoesBetweenItsNeighbours() {
        let trips = [
            ["Apples", "Bread", "Cheese", "Milk"],
            ["Apples", "Cheese", "Milk"],
            ["Apples", "Tortillas", "Cheese", "Milk"],
        ]
        #expect(Self.order(trips) == ["apple", "tortilla", "bread", "cheese", "milk"])
    }

    @Test func anItemSeenOnceFollowsItsNeighbourWhenTheOthersMove() {
        // An old trip saw coffee between the bread and the milk. Newer trips walk the store the
        // other way round, so coffee can no longer be both after the bread and before the milk:
        // it keeps the bread in front of it.
        let trips = [
            ["Bread", "Coffee", "Milk"],
            ["Milk", "Eggs", "Bread"],
            ["Milk", "Eggs", "Bread"],
        ]
        #expect(Self.order(trips) == ["milk", "egg", "bread", "coffee"])
    }

    @Test func cyclesAreBrokenByDroppingTheLightestClaims() {
        // Each trip decides one pair: A before B (oldest, lightest), B before C, C before A
        // (newest, heaviest). A before B is dropped.
        let trips = [["A", "B"], ["B", "C"], ["C", "A"]]
        #expect(Self.order(trips) == ["b", "c", "a"])
        #expect(Self.order(trips) == Self.order(trips))
    }

    @Test func aCircleOfEqualClaimsKeepsTheNewestTripsOrder() {
        // A before B and B before C come from the old trip; C before A from the new one.
        let trips = [["A", "B", "C"], ["C", "A"]]
        #expect(Self.order(trips) == ["c", "a", "b"])
    }

    @Test func itemsNoTripComparesGoByWhereTheyUsuallyAre() {
        // Nothing says whether eggs come before or after apples, milk or bread; eggs are usually
        // found in the middle of a trip, so they go in the middle.
        let trips = [["Apples", "Milk", "Bread", "Paper towels"], ["Cheese", "Eggs", "Paper towels"]]
        #expect(Self.order(trips) == ["cheese", "apple", "milk", "egg", "bread", "paper towel"])
    }

    @Test func repeatsInATripCountOnce() {
        #expect(Self.order([["Milk", "Eggs", "Milk"]]) == ["milk", "egg"])
    }

    @Test func theLayoutOutranksEveryTrip() {
        let trips = [["Milk", "Apples"], ["Milk", "Apples"]]
        #expect(Self.order(trips, layout: ["Apples", "Milk"]) == ["apple", "milk"])
        // Items known only from trips fall in between.
        let mixed = Self.order([["Apples", "Bread", "Milk"]], layout: ["Apples", "Milk"])
        #expect(mixed == ["apple", "bread", "milk"])
    }

    @Test func aStoresTripsAreOrderedByDate() {
        let store = Store(name: "Big Box", trips: [
            Store.Trip(date: "2026-03-01", items: ["Eggs", "Avocados"]),
            Store.Trip(date: "2026-01-01", items: ["Avocados", "Eggs"]),
        ])
        #expect(StoreOrder(store: store).keys == ["egg", "avocado"])
        #expect(store.orderedTrips.map(\.date) == ["2026-01-01", "2026-03-01"])
    }

    @Test func undatedTripsCountAsOlderThanDatedOnes() {
        let store = Store(name: "Big Box", trips: [
            Store.Trip(date: "2025-01-01", items: ["Eggs", "Avocados"]),
            Store.Trip(date: nil, items: ["Avocados", "Eggs"]),
        ])
        #expect(StoreOrder(store: store).keys == ["egg", "avocado"])
    }

    @Test func manyTripsStayQuick() {
        let items = (0..<150).map { "Item \($0)" }
        var trips: [[String]] = []
        for round in 0..<60 {
            trips.append(items.enumerated().filter { ($0.offset + round) % 3 != 0 }.map(\.element))
        }
        let learned = StoreOrder(trips: trips).keys
        #expect(learned.count == 150)
        #expect(learned == items.map(IngredientName.key))
    }
}
