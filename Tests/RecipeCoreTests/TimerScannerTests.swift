import Testing
@testable import RecipeCore

/// One step and the single timer it must hold.
struct OneTimerCase: CustomTestStringConvertible, Sendable {
    let step: String
    let seconds: Int
    let maxSeconds: Int?
    let text: String
    var testDescription: String { "\"\(step)\"" }

    init(_ step: String, _ seconds: Int, _ maxSeconds: Int, _ text: String) {
        self.step = step
        self.seconds = seconds
        self.maxSeconds = maxSeconds
        self.text = text
    }

    init(_ step: String, _ seconds: Int, _ text: String) {
        self.step = step
        self.seconds = seconds
        self.maxSeconds = nil
        self.text = text
    }
}

@Suite("TimerScanner")
struct TimerScannerTests {
    static let single: [OneTimerCase] = [
        OneTimerCase("Whisk for 30 seconds.", 30, "30 seconds"),
        OneTimerCase("Simmer 15 mins.", 900, "15 mins"),
        OneTimerCase("Rest 2 hours.", 7200, "2 hours"),
        OneTimerCase("Stir 45 sec", 45, "45 sec"),
        OneTimerCase("Stir 10 secs", 10, "10 secs"),
        OneTimerCase("Cook 1 second", 1, "1 second"),
        OneTimerCase("Bake 20 min.", 1200, "20 min"),
        OneTimerCase("Bake 1 minute", 60, "1 minute"),
        OneTimerCase("Chill 3 hrs", 10800, "3 hrs"),
        OneTimerCase("Chill 1 hr", 3600, "1 hr"),
        OneTimerCase("Chill 1 Hour", 3600, "1 Hour"),
        OneTimerCase("BAKE 40 MINUTES", 2400, "40 MINUTES"),
        // Compounds: parts in falling units are one timer.
        OneTimerCase("Rest 1 hour and 30 minutes.", 5400, "1 hour and 30 minutes"),
        OneTimerCase("Roast 1 hr 15 min", 4500, "1 hr 15 min"),
        OneTimerCase("Roast 1 hour 30 minutes", 5400, "1 hour 30 minutes"),
        OneTimerCase("Braise 2 hours, 15 minutes, covered", 8100, "2 hours, 15 minutes"),
        OneTimerCase("Cook 1 minute 30 seconds", 90, "1 minute 30 seconds"),
        OneTimerCase("Cook 1hr30min", 5400, "1hr30min"),
        // Ranges: the lower bound, and the upper as maxSeconds.
        OneTimerCase("Bake 20-25 minutes", 1200, 1500, "20-25 minutes"),
        OneTimerCase("Bake 20–25 minutes", 1200, 1500, "20–25 minutes"),
        OneTimerCase("Bake 20 - 25 minutes", 1200, 1500, "20 - 25 minutes"),
        OneTimerCase("Bake 12 to 15 minutes", 720, 900, "12 to 15 minutes"),
        OneTimerCase("Bake 5 or 6 minutes", 300, 360, "5 or 6 minutes"),
        OneTimerCase("Rise 1-1 1/2 hours", 3600, 5400, "1-1 1/2 hours"),
        OneTimerCase("Bake 1 hour 10-15 minutes", 4200, 4500, "1 hour 10-15 minutes"),
        // Decimals and fractions.
        OneTimerCase("Rise 1.5 hours", 5400, "1.5 hours"),
        OneTimerCase("Rise 1,5 hours", 5400, "1,5 hours"),
        OneTimerCase("Rise .5 hours", 1800, ".5 hours"),
        OneTimerCase("Rise 1/2 hour", 1800, "1/2 hour"),
        OneTimerCase("Rise ½ hour", 1800, "½ hour"),
        OneTimerCase("Rise 1 1/2 hours", 5400, "1 1/2 hours"),
        OneTimerCase("Rise 1½ hours", 5400, "1½ hours"),
        OneTimerCase("Rise 1-1/2 hours", 5400, "1-1/2 hours"),   // hyphenated mixed number
        OneTimerCase("Boil ⅓ minute", 20, "⅓ minute"),
        // Spelled durations.
        OneTimerCase("Stir for a minute.", 60, "a minute"),
        OneTimerCase("Rest for an hour.", 3600, "an hour"),
        OneTimerCase("An hour later, stir.", 3600, "An hour"),
        OneTimerCase("Chill half an hour.", 1800, "half an hour"),
        OneTimerCase("Rest an hour and a half.", 5400, "an hour and a half"),
        OneTimerCase("Rest 2 hours and a half.", 9000, "2 hours and a half"),
        OneTimerCase("Rest an hour and 15 minutes.", 4500, "an hour and 15 minutes"),
        // Glued and hyphenated.
        OneTimerCase("Microwave 10minutes", 600, "10minutes"),
        OneTimerCase("After a 10-minute rest, slice.", 600, "10-minute"),
        // Temperatures around a duration are not timers.
        OneTimerCase("Bake at 350 for 40 minutes", 2400, "40 minutes"),
        OneTimerCase("Bake at 350 40 minutes", 2400, "40 minutes"),
        OneTimerCase("Bake at 180°C for 25 minutes", 1500, "25 minutes"),
        OneTimerCase("Bake at 350 degrees 1 hour", 3600, "1 hour"),
        OneTimerCase("Bake for\u{00A0}5 minutes", 300, "5 minutes"),
        OneTimerCase("Stir (“5 minutes”)", 300, "5 minutes"),
    ]

    @Test("One timer per step", arguments: single)
    func oneTimer(_ example: OneTimerCase) {
        let result = TimerScanner.scan(example.step)
        #expect(result.timers == [StepTimer(seconds: example.seconds, maxSeconds: example.maxSeconds, text: example.text)])
        #expect(result.text == example.step)
    }

    @Test("No timers", arguments: [
        "Preheat the oven to 400 F.",
        "Preheat the oven to 250°.",
        "Preheat the oven to 180°C.",
        "Heat the oil to 350 degrees.",
        "Rub the butter into the flour until it looks like sand.",
        "Add a second egg.",                 // `a second` is not a duration
        "Add 2 eggs and mix for a bit.",
        "Cut into 5m strips, 2h later 3s.",  // single letters are not units
        "Music of the 1990s",
        "Use 2 minced cloves.",              // `min` inside a word is not minutes
        "Stir v2 minutes",                   // a number inside a word
        "Add 1/2 cup in a few minutes",
        "Rise 1:30 hours",                   // clock notation is not read (and is not 30 hours)
        "",
    ])
    func noTimers(_ step: String) {
        let result = TimerScanner.scan(step)
        #expect(result.timers.isEmpty)
        #expect(result.text == step)
    }

    /// The fast path reads eight bytes at a time: a duration must be found wherever it falls.
    @Test("Durations at every offset of a long step", arguments: 0..<17)
    func everyOffset(_ offset: Int) {
        let padding = String(repeating: "x", count: offset)
        #expect(TimerScanner.scan(padding + " rest an hour, then serve with butter.").timers.map(\.seconds) == [3600])
        #expect(TimerScanner.scan(padding + " rest a minute, then serve with butter.").timers.map(\.seconds) == [60])
        #expect(TimerScanner.scan(padding + " rest HALF AN HOUR, then serve with butter.").timers.map(\.seconds) == [1800])
        #expect(TimerScanner.scan(padding + " rest 7 min, then serve with butter.").timers.map(\.seconds) == [420])
        #expect(TimerScanner.scan(padding + " rest ½ hr, then serve with butter.").timers.map(\.seconds) == [1800])
    }

    @Test("Several timers, in order")
    func severalTimers() {
        let result = TimerScanner.scan("Boil 10 minutes, then simmer 1 hour and 30 minutes; rest 5 min.")
        #expect(result.timers.map(\.seconds) == [600, 5400, 300])
        #expect(result.timers.map(\.text) == ["10 minutes", "1 hour and 30 minutes", "5 min"])
    }

    @Test("Units that do not fall start a new timer")
    func risingUnits() {
        let result = TimerScanner.scan("Sear 30 seconds 2 minutes")
        #expect(result.timers.map(\.seconds) == [30, 120])
    }

    static let named: [(String, String, StepTimer)] = [
        ("Bake at 375 for 40 minutes [Crumble].", "Bake at 375 for 40 minutes.",
         StepTimer(seconds: 2400, name: "Crumble", text: "40 minutes")),
        ("Let the dough rest 1 hour and 30 minutes [Resting] in a warm place.",
         "Let the dough rest 1 hour and 30 minutes in a warm place.",
         StepTimer(seconds: 5400, name: "Resting", text: "1 hour and 30 minutes")),
        ("Bake 20-25 minutes[Cake]", "Bake 20-25 minutes",
         StepTimer(seconds: 1200, maxSeconds: 1500, name: "Cake", text: "20-25 minutes")),
        ("Simmer 10 min [ Sauce ] then serve", "Simmer 10 min then serve",
         StepTimer(seconds: 600, name: "Sauce", text: "10 min")),
    ]

    @Test("A [Name] after a duration names it and leaves the text", arguments: named)
    func namedTimer(_ step: String, _ text: String, _ timer: StepTimer) {
        let result = TimerScanner.scan(step)
        #expect(result.text == text)
        #expect(result.timers == [timer])
    }

    @Test("Two named timers in one step")
    func twoNames() {
        let result = TimerScanner.scan("Boil 5 minutes [Pasta], drain, bake 20 minutes [Gratin].")
        #expect(result.text == "Boil 5 minutes, drain, bake 20 minutes.")
        #expect(result.timers.map(\.name) == ["Pasta", "Gratin"])
    }

    @Test("Brackets that are not names stay in the text", arguments: [
        "Bake 40 minutes [see the tips](tips.md).",  // a Markdown link
        "Bake 40 minutes [see][tips].",              // a reference link
        "Bake 40 minutes [].",                       // empty
        "Bake 40 minutes [Crumble",                  // not closed
    ])
    func notAName(_ step: String) {
        let result = TimerScanner.scan(step)
        #expect(result.text == step)
        #expect(result.timers.count == 1)
        #expect(result.timers.first?.name == nil)
    }

    /// Found by `scripts/fuzz` (timer-scanner): `2-3/2 hour` gave a timer from 2 hours to 1½.
    @Test func backwardsRangeIsNotARange() {
        let scan = TimerScanner.scan("Si\u{FFFD}\u{FFFD}er 2 2ake 2-3/2 hour t mCrus")
        for timer in scan.timers {
            #expect((timer.maxSeconds ?? timer.seconds) >= timer.seconds)
        }
        let simple = TimerScanner.scan("Simmer 3-2 hours.")
        #expect(simple.timers.allSatisfy { $0.maxSeconds == nil })
    }

    /// Found by `scripts/fuzz` (timer-scanner): a duration too long for an `Int` of seconds
    /// crashed the scan.
    @Test func hugeDurationIsNotATimer() {
        let scan = TimerScanner.scan("303333333333333333333333 minutes 0 minutes [Ci[Ci")
        #expect(scan.timers.map(\.seconds) == [0])
        #expect(TimerScanner.scan("Rest 1e400 minutes, then 9999999999999999999999 hours.").timers.isEmpty)
        #expect(TimerScanner.scan("Age 366 days or 8784 hours.").timers.map(\.seconds) == [8784 * 3600])
    }

    /// Found by `scripts/fuzz` (recipe-parser): a name ending in a form feed kept it, the writer
    /// made it a space, and the name read back differently.
    @Test func nameIsTrimmedOfAllWhiteSpace() {
        let scan = TimerScanner.scan("Rest 10 minutes [Rest\t\u{08}\t\u{0C}].")
        #expect(scan.timers.first?.name == "Rest\t\u{08}")
        #expect(TimerScanner.scan("Rest 10 minutes [\u{0C}\u{2028}].").timers.first?.name == nil)
        let recipe = RecipeParser.parse("# R\n\nRest 0 minutes [Rest)ng\t@\t\u{04}\t\u{0C}\t]stmas\n", file: "r.recipe").recipe
        let written = RecipeWriter.write(recipe)
        #expect(RecipeWriter.write(RecipeParser.parse(written, file: "r.recipe").recipe) == written)
    }

    /// Languages that put the verb last, and English with words between, name a duration
    /// after those words: the nearest duration before the brackets in their sentence.
    @Test("A [Name] later in the sentence names the duration before it", arguments: [
        ("Den Teig 30 Minuten ruhen lassen [Teig].", "Den Teig 30 Minuten ruhen lassen.", "Teig", Language.german),
        ("Den Teig 30 Min. ruhen lassen [Teig].", "Den Teig 30 Min. ruhen lassen.", "Teig", Language.german),
        ("Roast 12 minutes more [Salmon].", "Roast 12 minutes more.", "Salmon", Language.english),
    ])
    func nameLaterInTheSentence(_ step: String, _ text: String, _ name: String, _ language: Language) {
        let scan = TimerScanner.scan(step, language: language)
        #expect(scan.text == text)
        #expect(scan.timers.map(\.name) == [name])
        #expect(scan.strayLabels.isEmpty)
        // Written back where it was.
        let recipe = RecipeParser.parse("# R\n\n\(step)\n", file: "r.recipe", language: language).recipe
        #expect(RecipeWriter.write(recipe, language: language).contains(step))
    }

    /// Brackets with no duration before them in their sentence, or after one already named,
    /// name nothing: their words stay, without the brackets, and the scan says where.
    @Test("Brackets that name no duration are stray", arguments: [
        ("Knead [Teig] well.", "Knead Teig well.", "Teig", 6),
        ("Bake 40 minutes. Let it cool [Crumble].", "Bake 40 minutes. Let it cool Crumble.", "Crumble", 29),
        ("Bake 10 minutes [A] [B].", "Bake 10 minutes B.", "B", 20),
    ])
    func strayBrackets(_ step: String, _ text: String, _ words: String, _ offset: Int) {
        let scan = TimerScanner.scan(step)
        #expect(scan.text == text)
        #expect(scan.strayLabels.map(\.words) == [words])
        #expect(scan.strayLabels.map(\.offset) == [offset])
    }

    @Test func checkWarnsAtAStrayBracketsLineAndColumn() {
        let parsed = RecipeParser.parse("# R\n\n- Salt | 1 tsp |\n\nKnead the dough [Teig] well.\n", file: "r.recipe")
        let stray = parsed.diagnostics.filter { if case .strayTimerLabel = $0.reason { true } else { false } }
        #expect(stray.map(\.location.line) == [5])
        #expect(stray.map(\.location.column) == [17])
        #expect(stray.first?.description.contains("[Teig]") == true)
        guard case .step(let step)? = parsed.recipe.elements.last else { Issue.record("no step"); return }
        #expect(step.text == "Knead the dough Teig well.")
    }
}
