import Testing
@testable import RecipeCore

/// One step and the single temperature it must hold, as both systems show it.
struct TemperatureCase: CustomTestStringConvertible, Sendable {
    let step: String
    let text: String
    let celsius: String
    let fahrenheit: String
    let use: StepTemperature.Use
    var testDescription: String { "\"\(step)\"" }

    init(_ step: String, _ text: String, _ celsius: String, _ fahrenheit: String, _ use: StepTemperature.Use = .oven) {
        self.step = step
        self.text = text
        self.celsius = celsius
        self.fahrenheit = fahrenheit
        self.use = use
    }
}

@Suite("TemperatureScanner")
struct TemperatureScannerTests {
    static let single: [TemperatureCase] = [
        // Oven settings convert to what a dial offers: 10 °C, 25 °F.
        TemperatureCase("Preheat the oven to 425°F.", "425°F", "220 °C", "425 °F"),
        TemperatureCase("Heat the oven to 350 °F.", "350 °F", "180 °C", "350 °F"),
        TemperatureCase("Heat the oven to 325° F.", "325° F", "160 °C", "325 °F"),
        TemperatureCase("Heat the oven to 400 F.", "400 F", "200 °C", "400 °F"),
        TemperatureCase("Bake at 450F until puffed.", "450F", "230 °C", "450 °F"),
        TemperatureCase("Bake at 375 degrees F for an hour.", "375 degrees F", "190 °C", "375 °F"),
        TemperatureCase("Roast at 400 degrees Fahrenheit.", "400 degrees Fahrenheit", "200 °C", "400 °F"),
        TemperatureCase("Preheat the oven to 475℉.", "475℉", "250 °C", "475 °F"),
        TemperatureCase("Keep the pancakes warm in a 200°F oven.", "200°F", "90 °C", "200 °F"),
        TemperatureCase("Bake at 180 °C for 25 minutes.", "180 °C", "180 °C", "350 °F"),
        TemperatureCase("Bake at 180°C.", "180°C", "180 °C", "350 °F"),
        TemperatureCase("Bake at 200ºC.", "200ºC", "200 °C", "400 °F"),
        TemperatureCase("Roast at 220C.", "220C", "220 °C", "425 °F"),
        TemperatureCase("Heat the oven to 160 degrees Celsius.", "160 degrees Celsius", "160 °C", "325 °F"),
        TemperatureCase("Bake at 190℃.", "190℃", "190 °C", "375 °F"),
        TemperatureCase("Bake at 350-375°F.", "350-375°F", "180–190 °C", "350–375 °F"),
        TemperatureCase("Bake at 180–200 °C.", "180–200 °C", "180–200 °C", "350–400 °F"),
        // Bare numbers after bake/oven/roast/preheat/heat … at/to are °F oven settings.
        TemperatureCase("Bake at 400 for 20 minutes.", "400", "200 °C", "400 °F"),
        TemperatureCase("Bake at 375 for 40 minutes, until golden.", "375", "190 °C", "375 °F"),
        TemperatureCase("Heat the oven to 350.", "350", "180 °C", "350 °F"),
        TemperatureCase("Preheat to 425 and grease the pan.", "425", "220 °C", "425 °F"),
        TemperatureCase("Roast the chicken in the middle of the oven at 450.", "450", "230 °C", "450 °F"),
        TemperatureCase("Bake at 350°.", "350°", "180 °C", "350 °F"),
        TemperatureCase("Bake at 350 degrees until set.", "350 degrees", "180 °C", "350 °F"),
        // German: Grad is Celsius.
        TemperatureCase("Den Backofen auf 150 Grad vorheizen.", "150 Grad", "150 °C", "300 °F"),
        TemperatureCase("Bei 180 Grad Umluft backen.", "180 Grad", "180 °C", "350 °F"),
        TemperatureCase("Bei 200 Grad Celsius backen.", "200 Grad Celsius", "200 °C", "400 °F"),
        // Gas marks: the British table.
        TemperatureCase("Bake at gas mark 4 for an hour.", "gas mark 4", "180 °C", "350 °F"),
        TemperatureCase("Heat the oven to Gas Mark 7.", "Gas Mark 7", "220 °C", "425 °F"),
        TemperatureCase("Bake at gas mark ½.", "gas mark ½", "120 °C", "250 °F"),
        TemperatureCase("Bake at gas mark 1/4.", "gas mark 1/4", "110 °C", "225 °F"),
        // Readings: converted closely (1 °C, 5 °F), not to a dial.
        TemperatureCase("Roast until it reads 165°F.", "165°F", "74 °C", "165 °F", .measured),
        TemperatureCase("Roast for an hour, until a thermometer in the thigh reads 165°F.", "165°F", "74 °C", "165 °F", .measured),
        TemperatureCase("Let it cool to 40 °C.", "40 °C", "40 °C", "105 °F", .measured),
        TemperatureCase("Warm the milk to 110°F.", "110°F", "43 °C", "110 °F", .measured),
        TemperatureCase("Cook the custard to about 170°F on a thermometer.", "170°F", "77 °C", "170 °F", .measured),
        TemperatureCase("Heat the oil to 350°F.", "350°F", "177 °C", "350 °F", .measured),
        TemperatureCase("Freeze at -18 °C.", "-18 °C", "-18 °C", "0 °F", .measured),
        TemperatureCase("Chill to 4°C.", "4°C", "4 °C", "40 °F", .measured),
    ]

    @Test(arguments: single)
    func findsOneTemperature(_ example: TemperatureCase) {
        let found = TemperatureScanner.scan(example.step)
        #expect(found.count == 1, "found \(found.map(\.text))")
        guard let temperature = found.first else { return }
        #expect(temperature.text == example.text)
        #expect(temperature.celsiusText() == example.celsius)
        #expect(temperature.fahrenheitText() == example.fahrenheit)
        #expect(temperature.use == example.use)
        #expect(!temperature.hasConversion)
        let bytes = Array(example.step.utf8)
        #expect(String(decoding: bytes[temperature.utf8Range], as: UTF8.self) == example.text)
    }

    static let none: [String] = [
        "Roast 4 potatoes with the chicken.",
        "Bake 2 trays at a time.",
        "Bake at 180 for 20 minutes.",              // bare, below 200: not °F, and not said to be °C
        "Bake at 600 for a minute.",                // bare, above 550
        "Bake 350 cookies for the fair.",           // no at/to
        "Add 400 g flour to the bowl.",
        "Heat the oven to 400 g.",                  // a unit after it
        "Bake to 400 minutes.",
        "Mix 2 C flour with the butter.",           // C without a degree sign below 100 is cups
        "Whisk at 300 rpm.",                        // not after bake, oven, roast, preheat or heat
        "Stir 1 hour at 250 then serve.",
        "Cut a 9x13 pan at 350x.",
        "Use gas mark 12.",
        "Set the timer at 1:30.",
        "Heat 2 tbsp oil in a pan.",
        "Warm it. At 300 guests, double it.",       // the verb is in another sentence
    ]

    @Test(arguments: none)
    func findsNoTemperature(_ step: String) {
        #expect(TemperatureScanner.scan(step).map(\.text) == [])
    }

    @Test func aTemperatureWithItsConversionBesideItIsMarked() {
        for step in ["Heat the oven to 375°F (190°C) and butter a dish.", "Heat the oven to 180°C/350°F/gas mark 4.",
                     "Heat the oven to 160°C (325°F) and boil a kettle."] {
            let found = TemperatureScanner.scan(step)
            #expect(found.count >= 2, "\(step)")
            let allMarked = found.allSatisfy { $0.hasConversion }
            #expect(allMarked, "\(step)")
        }
        let two = TemperatureScanner.scan("Bake at 200°C, then at 180°C.")
        #expect(two.map(\.hasConversion) == [false, false])
    }

    @Test func theNearestCueDecidesForEachTemperature() {
        let found = TemperatureScanner.scan("Roast at 425°F until a thermometer reads 165°F.")
        #expect(found.map(\.use) == [.oven, .measured])
        #expect(found.map { $0.celsiusText() } == ["220 °C", "74 °C"])
    }

    @Test func aRecipeThatWritesFivesGetsFives() {
        let written = TemperatureScanner.scan("Bake at 175°C.") + TemperatureScanner.scan("Preheat to 325.")
        #expect(TemperatureScanner.celsiusStep(for: written) == 5)
        #expect(TemperatureScanner.celsiusStep(for: TemperatureScanner.scan("Bake at 180°C.")) == 10)
        let bare = TemperatureScanner.scan("Preheat to 325.")
        #expect(bare.first?.celsiusText(celsiusStep: 5) == "165 °C")
        #expect(bare.first?.celsiusText() == "160 °C")
    }

    @Test func aStepWithTwoTemperaturesKeepsTheirPlaces() {
        let step = "Bake at 400°F for 15 minutes, then turn the oven down to 350°F."
        let found = TemperatureScanner.scan(step)
        #expect(found.map(\.text) == ["400°F", "350°F"])
        #expect(found.map { $0.celsiusText() } == ["200 °C", "180 °C"])
    }

    /// The first look at a step's bytes passes over most steps; it must never pass over one
    /// whose scalars hold a temperature, in any spelling or language the scan reads.
    @Test func theFirstLookAtAStepKeepsEveryTemperatureTheScanFinds() {
        let numbers = ["4", "37", "37.5", "37,5", "99", "100", "180", "350-375", "350 to 375", "-18", "−18", "90 to 100", "1/4", "½"]
        let units = ["", "°", " °", "°F", " °F", "°C", "ºC", "˚C", "℃", "℉", " F", " C", "F", "C", " degrees", " degree",
                     " degrees F", " DEGREES Celsius", " Fahrenheit", " celsius", " centigrade", " Grad", " degrés", " degres",
                     " graden", " graad", " gradi", " grado", " grados"]
        let openings = ["Bake at ", "Heat the oven to ", "Preheat to ", "Cool to ", "gas mark ", "Gas Mark ", "Water at ", "Stir ", ""]
        var found = 0
        for tag in ["en", "de", "fr", "nl", "it", "es"] {
            let language = Language(tag: tag)
            for opening in openings {
                for number in numbers {
                    for unit in units {
                        let step = opening + number + unit + " for 10 minutes 🔥 – it’s done."
                        guard !TemperatureScanner.scanScalars(step, language: language).isEmpty else { continue }
                        found += 1
                        var step2 = step
                        let looked = step2.withUTF8 { TemperatureScanner.mayHoldTemperature($0, language: language) }
                        #expect(looked, "\(step) (\(tag))")
                    }
                }
            }
        }
        #expect(found > 1000)
        let plain = ["Simmer for 25 minutes, until golden brown.", "Add 2 eggs and 12 g of sugar.", "Bake 2 trays 🔥 – it’s “easy”."]
        for step in plain {
            var step = step
            #expect(!step.withUTF8 { TemperatureScanner.mayHoldTemperature($0, language: .english) }, "\(step)")
        }
    }
}
