import Foundation
import Testing
@testable import RecipeSite

/// How a step's temperatures reach the page: spans the units toggle can switch, and print
/// shows with their conversion.
@Suite struct TemperatureMarkupTests {
    static let pie = """
    # Pie

    Preheat the oven to 425°F with a sheet on the lowest rack.

    - Butter | 375 g |

    Rub in 375 g butter, then bake at 375 for 40 minutes [Pie].

    Heat the oven to 375°F (190°C) for the second batch.

    Bake at gas mark 4 until a thermometer reads 165°F.
    """

    private func steps(_ recipe: String) async throws -> [PageHTML] {
        let content = try TemporaryContent()
        try content.write("recipes/Pie.recipe", recipe)
        let site = try await BuiltSite.build(content)
        return try site.page("recipes/pie.html").all(".step-text").map(\.inside)
    }

    @Test func aTemperatureCarriesBothSystemsAndItsPrintedConversion() async throws {
        let steps = try await steps(Self.pie)
        let spans = steps.first?.all("span.temperature") ?? []
        #expect(spans.count == 1)
        let span = try #require(spans.first)
        #expect(span["data-metric"] == "220 °C")
        #expect(span["data-us"] == "425 °F")
        #expect(span["data-written-in"] == "us")
        #expect(span.inside.first(".temperature-written")?.text == "425°F")
        #expect(span.inside.first(".temperature-print")?.text == "(220 °C)")
        #expect(steps.first?.html.contains(#"<span class="temperature-written">425°F</span><span class="temperature-print"> (220 °C)</span>"#) == true)
    }

    @Test func aBareOvenNumberIsMarkedNotTheSameNumberBeforeIt() async throws {
        let steps = try await steps(Self.pie)
        guard steps.count == 4 else { Issue.record("\(steps.count) steps"); return }
        let step = steps[1]
        let spans = step.all("span.temperature")
        #expect(spans.count == 1)
        #expect(spans.first?["data-metric"] == "190 °C")
        #expect(spans.first?["data-us"] == "375 °F")
        #expect(spans.first?["data-written-in"] == nil)  // bare: the US view adds °F
        // The 375 of `375 g butter` stays text; the timer is still a button.
        #expect(step.html.hasPrefix("Rub in 375 g butter, then bake at <span class=\"temperature\""))
        #expect(step.all("button.timer").first?["data-timer-name"] == "Pie")
    }

    @Test func aTemperatureWithItsConversionBesideItStaysAsWritten() async throws {
        let steps = try await steps(Self.pie)
        guard steps.count == 4 else { Issue.record("\(steps.count) steps"); return }
        #expect(steps[2].all("span.temperature").isEmpty)
        #expect(steps[2].html == "Heat the oven to 375°F (190°C) for the second batch.")
    }

    @Test func aGasMarkShowsBothAndAReadingConvertsClosely() async throws {
        let steps = try await steps(Self.pie)
        guard steps.count == 4 else { Issue.record("\(steps.count) steps"); return }
        let spans = steps[3].all("span.temperature")
        #expect(spans.map { $0["data-metric"] } == ["180 °C", "74 °C"])
        #expect(spans.map { $0["data-us"] } == ["350 °F", "165 °F"])
        #expect(spans.first?.inside.first(".temperature-print")?.text == "(180 °C, 350 °F)")
    }

    @Test func aRecipeThatWritesFivesGetsItsOvenInFives() async throws {
        let steps = try await steps("# Pie\n\nBake at 175°C for an hour.\n\nPreheat to 325.\n")
        #expect(steps.last?.first("span.temperature")?["data-metric"] == "165 °C")
        #expect(steps.first?.first("span.temperature")?["data-us"] == "350 °F")
        #expect(steps.first?.first("span.temperature")?["data-written-in"] == "metric")
    }
}
