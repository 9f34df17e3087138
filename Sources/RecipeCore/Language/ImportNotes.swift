/// The notes `recipebook import` writes itself, in one language: a web page's yield and times
/// (`Für 4 Portionen`, `Zubereitungszeit: 20 Minuten`) and a recipe's address (`Quelle: …`).
/// Each is written so that the language's own reading finds it again: the servings by
/// ``Vocabulary/servingWords``, the times by ``Vocabulary/timeLabels``.
public struct ImportNotes: Sendable {
    /// How many a recipe serves, `{n}` the number: `Serves {n}`.
    public let serves: String
    /// What a recipe makes, `{yield}` as the page says it: `Makes {yield}`.
    public let makes: String
    /// The names of the three times, before a colon.
    public let prepTime: String, cookTime: String, totalTime: String
    /// The name of a source, before a colon: `Source`.
    public let source: String
    /// A duration's units, one and more: second, seconds, minute, minutes, hour, hours, day, days.
    public let durationUnits: [String]

    /// Makes the notes' words.
    public init(serves: String, makes: String, prepTime: String, cookTime: String, totalTime: String,
                source: String, durationUnits: [String]) {
        self.serves = serves
        self.makes = makes
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.totalTime = totalTime
        self.source = source
        self.durationUnits = durationUnits
    }

    /// English: what every book reads.
    public static let english = ImportNotes(
        serves: "Serves {n}", makes: "Makes {yield}", prepTime: "Prep time", cookTime: "Cook time",
        totalTime: "Total time", source: "Source",
        durationUnits: ["second", "seconds", "minute", "minutes", "hour", "hours", "day", "days"])

    /// `1 hour`, `2 hours` for `unit` 0 (seconds) to 3 (days); `nil` for zero.
    func counted(_ value: Int, unit: Int) -> String? {
        guard value > 0 else { return nil }
        let index = unit * 2 + (value == 1 ? 0 : 1)
        let english = Self.english.durationUnits
        let name = index < durationUnits.count ? durationUnits[index] : english[index]
        return "\(value) \(name)"
    }
}
