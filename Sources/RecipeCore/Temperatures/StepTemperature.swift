/// A temperature found in a step: `425°F`, `180 °C`, `gas mark 4`, or the bare `375` of
/// `Bake at 375`.
public struct StepTemperature: Sendable, Hashable {
    /// How the temperature is written.
    public enum Scale: String, Sendable, Hashable {
        /// `425°F`, `350 degrees F`, and bare oven numbers (`Bake at 375`), which US recipes mean.
        case fahrenheit
        /// `180 °C`, `180C`, `150 Grad`.
        case celsius
        /// `gas mark 4`: the British oven dial.
        case gasMark
    }

    /// What the temperature is of, which decides how a converted one is rounded.
    public enum Use: String, Sendable, Hashable {
        /// An oven setting: converted to what an oven dial shows (`425°F` → `220 °C`).
        case oven
        /// Anything else, read on a thermometer (`reads 165°F`, `cool to 40 °C`): converted
        /// to the nearest degree Celsius or 5 °F.
        case measured
    }

    /// The temperature as written in the step: `"425°F"`, `"375"`, `"gas mark 4"`.
    public var text: String
    /// Where ``text`` stands in the step, in UTF-8 bytes.
    public var utf8Range: Range<Int>
    /// The scale it is written in (a bare number is Fahrenheit).
    public var scale: Scale
    /// Whether it is written without a scale (`Bake at 375`, `350°`, `350 degrees`).
    public var isBare: Bool
    /// The number written (the lower end of a range such as `350–375°F`).
    public var low: Double
    /// The upper end of a range, else `nil`.
    public var high: Double?
    /// What it is a temperature of.
    public var use: Use
    /// Whether the step writes its conversion right beside it (`375°F (190°C)`): then the page
    /// leaves it as written.
    public var hasConversion = false

    /// Makes a temperature.
    public init(text: String, utf8Range: Range<Int>, scale: Scale, isBare: Bool = false,
                low: Double, high: Double? = nil, use: Use) {
        self.text = text
        self.utf8Range = utf8Range
        self.scale = scale
        self.isBare = isBare
        self.low = low
        self.high = high
        self.use = use
    }
}

extension StepTemperature {
    /// The temperature in degrees Celsius as a cook would set or read it, rounded by
    /// ``OvenDial``: `[220]`, or both ends of a range. `celsiusStep` is 10, or 5 in a recipe
    /// whose own oven temperatures are written in 5s.
    public func celsius(celsiusStep: Int = 10) -> [Int] {
        values.map { value in
            switch (scale, use) {
            case (.celsius, _): OvenDial.whole(value)
            case (.gasMark, _): OvenDial.gasMark(value)?.celsius ?? OvenDial.whole(value)
            case (.fahrenheit, .oven): OvenDial.ovenCelsius(fahrenheit: value, step: celsiusStep)
            case (.fahrenheit, .measured): OvenDial.whole((value - 32) * 5 / 9)
            }
        }
    }

    /// The temperature in degrees Fahrenheit, rounded like ``celsius(celsiusStep:)``.
    public func fahrenheit() -> [Int] {
        values.map { value in
            switch (scale, use) {
            case (.fahrenheit, _): OvenDial.whole(value)
            case (.gasMark, _): OvenDial.gasMark(value)?.fahrenheit ?? OvenDial.whole(value)
            case (.celsius, .oven): OvenDial.ovenFahrenheit(celsius: value)
            case (.celsius, .measured): OvenDial.nearest(value * 9 / 5 + 32, 5)
            }
        }
    }

    /// `220 °C`, `175–190 °C`: the temperature in degrees Celsius as the page shows it.
    public func celsiusText(celsiusStep: Int = 10) -> String {
        Self.text(celsius(celsiusStep: celsiusStep), "°C")
    }

    /// `425 °F`, `350–375 °F`.
    public func fahrenheitText() -> String {
        Self.text(fahrenheit(), "°F")
    }

    private var values: [Double] { high.map { [low, $0] } ?? [low] }

    private static func text(_ values: [Int], _ symbol: String) -> String {
        var shown = values
        if shown.count == 2, shown[0] == shown[1] { shown.removeLast() }
        return shown.map { String($0) }.joined(separator: "–") + " " + symbol
    }
}
