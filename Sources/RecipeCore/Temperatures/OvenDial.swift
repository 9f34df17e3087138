/// How temperatures are rounded when converted: to what an oven dial offers for oven
/// settings, to a thermometer's reading for everything else.
///
/// US oven dials go in 25 °F steps (325, 350, 375 …) and European ones in 10 °C steps (some in
/// 5s), so a converted oven setting is rounded to those: `425°F` is `220 °C`, not `218 °C`.
/// A thermometer reading is converted more closely: to 1 °C or 5 °F.
public enum OvenDial {
    /// A gas mark and the oven settings it stands for, in the usual British tables.
    public struct GasMark: Sendable, Hashable {
        /// The mark: ¼, ½, 1 … 9.
        public var mark: Double
        /// Degrees Celsius.
        public var celsius: Int
        /// Degrees Fahrenheit.
        public var fahrenheit: Int
    }

    /// Gas marks ¼ to 9.
    public static let gasMarks: [GasMark] = [
        GasMark(mark: 0.25, celsius: 110, fahrenheit: 225),
        GasMark(mark: 0.5, celsius: 120, fahrenheit: 250),
        GasMark(mark: 1, celsius: 140, fahrenheit: 275),
        GasMark(mark: 2, celsius: 150, fahrenheit: 300),
        GasMark(mark: 3, celsius: 170, fahrenheit: 325),
        GasMark(mark: 4, celsius: 180, fahrenheit: 350),
        GasMark(mark: 5, celsius: 190, fahrenheit: 375),
        GasMark(mark: 6, celsius: 200, fahrenheit: 400),
        GasMark(mark: 7, celsius: 220, fahrenheit: 425),
        GasMark(mark: 8, celsius: 230, fahrenheit: 450),
        GasMark(mark: 9, celsius: 240, fahrenheit: 475),
    ]

    /// The gas mark `mark`, if there is one.
    public static func gasMark(_ mark: Double) -> GasMark? {
        gasMarks.first { abs($0.mark - mark) < 1e-9 }
    }

    /// An oven setting in °F as a Celsius dial shows it: the nearest `step` (10, or 5).
    public static func ovenCelsius(fahrenheit: Double, step: Int) -> Int {
        nearest((fahrenheit - 32) * 5 / 9, max(1, step))
    }

    /// An oven setting in °C as a US dial shows it: the nearest 25 °F.
    public static func ovenFahrenheit(celsius: Double) -> Int {
        nearest(celsius * 9 / 5 + 32, 25)
    }

    /// `value` rounded to the nearest multiple of `step` (halves away from zero).
    public static func nearest(_ value: Double, _ step: Int) -> Int {
        let rounded = (value / Double(step)).rounded() * Double(step)
        return whole(rounded)
    }

    /// `value` rounded to a whole number, within what an `Int` holds (never `-0`).
    static func whole(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(max(-1e9, min(1e9, value.rounded())))
    }
}
