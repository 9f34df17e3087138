import Foundation
import Testing
@testable import RecipeSite

/// A temperature in a note or an item's preparation reaches the page as a step's does: a span
/// the Metric/US switch converts, and on paper the written text with its conversion.
@Suite struct NoteAndPrepTemperatureTests {
    static let cake = """
    # Cake

    - Butter | 1 stick | softened, or warm at 100°F

    Beat the butter with the sugar.

    > Reheat at 350°F for ten minutes.

    > Keeps a week at 4 °C (39 °F).
    """

    private func site() async throws -> BuiltSite {
        let content = try TemporaryContent()
        try content.write("recipes/Cake.recipe", Self.cake)
        return try await BuiltSite.build(content)
    }

    @Test func aNoteTemperatureCarriesBothSystems() async throws {
        let page = try await site().page("recipes/cake.html")
        let notes = page.all("aside.note")
        guard notes.count == 2 else { Issue.record("\(notes.count) notes"); return }
        let span = try #require(notes[0].inside.first("span.temperature"))
        #expect(span["data-metric"] == "180 °C")
        #expect(span["data-us"] == "350 °F")
        #expect(span["data-written-in"] == "us")
        #expect(span.inside.first(".temperature-written")?.text == "350°F")
        #expect(span.inside.first(".temperature-print")?.text == "(180 °C)")
        // Written with its conversion beside it: left as written.
        #expect(notes[1].inside.all("span.temperature").isEmpty)
    }

    @Test func aPreparationTemperatureCarriesBothSystems() async throws {
        let page = try await site().page("recipes/cake.html")
        let prep = try #require(page.first(".item-prep"))
        let span = try #require(prep.inside.first("span.temperature"))
        #expect(span["data-metric"] == "38 °C")
        #expect(span["data-us"] == "100 °F")
        #expect(prep.inside.first(".temperature-written")?.text == "100°F")
        #expect(prep.inside.html.hasPrefix("softened, or warm at <span class=\"temperature\""))
    }

    @Test func paperShowsTheConversionWithoutTheScriptsAttributes() async throws {
        let book = try await site().page("print/book.html")
        let prep = try #require(book.first(".item-prep"))
        #expect(prep.inside.html == "softened, or warm at <span class=\"temperature\"><span class=\"temperature-written\">100°F</span>"
            + "<span class=\"temperature-print\"> (38 °C)</span></span>")
        let note = try #require(book.first("aside.note"))
        #expect(note.inside.first("span.temperature")?["data-metric"] == nil)
        #expect(note.inside.first(".temperature-print")?.text == "(180 °C)")
    }
}
