/// The words a note about a recipe's pan is written with, in one language (``Vocabulary/pan``):
/// `Form: 26 cm rund`, `Moule : 24 cm rond`. Each is compared lowercased.
public struct PanWords: Sendable {
    /// What a pan note starts with, before its colon: `Pan`, `Backform`, `Moule`.
    public let labels: [String]
    /// Words that make a pan of one size round: `round`, `rund`.
    public let round: [String]
    /// Words that make a pan of one size square: `square`, `quadratisch`.
    public let square: [String]
    /// Words for inches after a size: `in`, `Zoll`, `pouces`.
    public let inches: [String]
    /// Words between two sides: `by` in `9 by 13 in`.
    public let by: [String]

    /// Makes the words; every list may be left empty.
    public init(labels: [String] = [], round: [String] = [], square: [String] = [], inches: [String] = [], by: [String] = []) {
        self.labels = labels.map { $0.lowercased() }
        self.round = round.map { $0.lowercased() }
        self.square = square.map { $0.lowercased() }
        self.inches = inches.map { $0.lowercased() }
        self.by = by.map { $0.lowercased() }
    }

    /// Both tables' words: a book reads its own language's and English.
    func adding(_ other: PanWords) -> PanWords {
        PanWords(labels: labels + other.labels, round: round + other.round, square: square + other.square,
                 inches: inches + other.inches, by: by + other.by)
    }
}
