import Testing
@testable import RecipeCore

/// A step in a book's language and the one timer it must hold.
struct LanguageTimerCase: CustomTestStringConvertible, Sendable {
    let language: String
    let step: String
    let seconds: Int
    let maxSeconds: Int?
    let text: String
    var testDescription: String { "\(language): \"\(step)\"" }

    init(_ language: String, _ step: String, _ seconds: Int, _ maxSeconds: Int, _ text: String) {
        self.language = language
        self.step = step
        self.seconds = seconds
        self.maxSeconds = maxSeconds
        self.text = text
    }

    init(_ language: String, _ step: String, _ seconds: Int, _ text: String) {
        self.language = language
        self.step = step
        self.seconds = seconds
        self.maxSeconds = nil
        self.text = text
    }
}

@Suite("Timers in the book's language")
struct LanguageTimerTests {
    static let cases: [LanguageTimerCase] = [
        // German
        LanguageTimerCase("de", "Backen bei 180 Grad 30 Minuten.", 1800, "30 Minuten"),
        LanguageTimerCase("de", "1 Stunde ruhen lassen.", 3600, "1 Stunde"),
        LanguageTimerCase("de", "10 bis 15 Min. köcheln lassen.", 600, 900, "10 bis 15 Min"),
        LanguageTimerCase("de", "Zugedeckt 1 Stunde und 30 Minuten schmoren.", 5400, "1 Stunde und 30 Minuten"),
        LanguageTimerCase("de", "1,5 Stunden gehen lassen.", 5400, "1,5 Stunden"),
        LanguageTimerCase("de", "45 Sekunden rühren.", 45, "45 Sekunden"),
        LanguageTimerCase("de", "Den Teig 2 Std. kühlen.", 7200, "2 Std"),
        // French
        LanguageTimerCase("fr", "Cuire 1 heure.", 3600, "1 heure"),
        LanguageTimerCase("fr", "Laisser reposer 1 h 30 au frais.", 5400, "1 h 30"),
        LanguageTimerCase("fr", "Cuire 1h30 à feu doux.", 5400, "1h30"),
        LanguageTimerCase("fr", "Cuire 20 à 25 minutes.", 1200, 1500, "20 à 25 minutes"),
        LanguageTimerCase("fr", "Fouetter 30 secondes.", 30, "30 secondes"),
        LanguageTimerCase("fr", "Mijoter 2 heures et 15 minutes.", 8100, "2 heures et 15 minutes"),
        // Spanish
        LanguageTimerCase("es", "Cocer 1 hora a fuego lento.", 3600, "1 hora"),
        LanguageTimerCase("es", "Hornear 10 minutos.", 600, "10 minutos"),
        LanguageTimerCase("es", "Hornear de 20 a 25 minutos.", 1200, 1500, "20 a 25 minutos"),
        LanguageTimerCase("es", "Batir 30 segundos.", 30, "30 segundos"),
        LanguageTimerCase("es", "Guisar 1 hora y 30 minutos.", 5400, "1 hora y 30 minutos"),
        // Dutch
        LanguageTimerCase("nl", "30 minuten bakken.", 1800, "30 minuten"),
        LanguageTimerCase("nl", "1 uur laten rijzen.", 3600, "1 uur"),
        LanguageTimerCase("nl", "20 tot 25 minuten koken.", 1200, 1500, "20 tot 25 minuten"),
        LanguageTimerCase("nl", "1 uur en 15 minuten stoven.", 4500, "1 uur en 15 minuten"),
        LanguageTimerCase("nl", "45 seconden kloppen.", 45, "45 seconden"),
        // Italian
        LanguageTimerCase("it", "Cuocere 10 minuti.", 600, "10 minuti"),
        LanguageTimerCase("it", "Lasciare lievitare 2 ore.", 7200, "2 ore"),
        LanguageTimerCase("it", "Cuocere 20 a 25 minuti.", 1200, 1500, "20 a 25 minuti"),
        LanguageTimerCase("it", "Mescolare 30 secondi.", 30, "30 secondi"),
        LanguageTimerCase("it", "Cuocere 1 ora e 30 minuti.", 5400, "1 ora e 30 minuti"),
    ]

    @Test(arguments: cases)
    func stepTimerReadsInItsLanguage(_ example: LanguageTimerCase) throws {
        let timers = TimerScanner.scan(example.step, language: Language(tag: example.language)).timers
        try #require(timers.count == 1)
        #expect(timers[0].seconds == example.seconds)
        #expect(timers[0].maxSeconds == example.maxSeconds)
        #expect(timers[0].text == example.text)
    }

    @Test func namedGermanTimerKeepsItsName() {
        let scan = TimerScanner.scan("Den Teig 45 Minuten [Teig] ruhen lassen.", language: .german)
        #expect(scan.text == "Den Teig 45 Minuten ruhen lassen.")
        #expect(scan.timers.map(\.name) == ["Teig"])
        #expect(scan.timers.map(\.seconds) == [2700])
    }

    @Test func frenchClockHoursNeedMinutesNotAmounts() {
        // `1 h 30 g` is not an hour and a half: the 30 is grams.
        let timers = TimerScanner.scan("Mariner 1 h 30 g de sel.", language: .french).timers
        #expect(timers.map(\.seconds) == [3600])
        #expect(timers.map(\.text) == ["1 h"])
    }
}
