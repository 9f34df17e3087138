import Testing
@testable import RecipeCore

/// A step in a book's language and the one temperature it must hold.
struct LanguageTemperatureCase: CustomTestStringConvertible, Sendable {
    let language: String
    let step: String
    let text: String
    let celsius: String
    let fahrenheit: String
    var testDescription: String { "\(language): \"\(step)\"" }

    init(_ language: String, _ step: String, _ text: String, _ celsius: String, _ fahrenheit: String) {
        self.language = language
        self.step = step
        self.text = text
        self.celsius = celsius
        self.fahrenheit = fahrenheit
    }
}

@Suite("Oven temperatures in the book's language")
struct LanguageTemperatureTests {
    static let cases: [LanguageTemperatureCase] = [
        LanguageTemperatureCase("de", "Im Ofen bei 180 bis 200 Grad backen.", "180 bis 200 Grad", "180–200 °C", "350–400 °F"),
        LanguageTemperatureCase("fr", "Préchauffer le four à 180 degrés.", "180 degrés", "180 °C", "350 °F"),
        LanguageTemperatureCase("fr", "Chauffer le lait à 40 degrés.", "40 degrés", "40 °C", "105 °F"),
        LanguageTemperatureCase("es", "Hornear a 200 grados durante 20 minutos.", "200 grados", "200 °C", "400 °F"),
        LanguageTemperatureCase("nl", "Bak de taart op 180 graden.", "180 graden", "180 °C", "350 °F"),
        LanguageTemperatureCase("it", "Cuocere in forno a 180 gradi.", "180 gradi", "180 °C", "350 °F"),
        LanguageTemperatureCase("it", "Cuocere a 170 gradi in forno ventilato.", "170 gradi", "170 °C", "350 °F"),
    ]

    @Test(arguments: cases)
    func ovenTemperatureReadsInItsLanguage(_ example: LanguageTemperatureCase) throws {
        let found = TemperatureScanner.scan(example.step, language: Language(tag: example.language))
        try #require(found.count == 1)
        #expect(found[0].text == example.text)
        #expect(found[0].celsiusText() == example.celsius)
        #expect(found[0].fahrenheitText() == example.fahrenheit)
    }
}
