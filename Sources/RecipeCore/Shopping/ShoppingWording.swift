/// What the items of one line with the same words asked for: `2 tsp` of `freshly ground`.
/// A line keeps one for each different wording, so merged lines lose no word.
public struct ShoppingWording: Sendable, Equatable, Codable {
    /// The words as first written: `freshly ground`.
    public var words: String
    /// How much the items with these words asked for, summed.
    public var amount: ShoppingAmount
    /// How many items had these words.
    public var sourceCount: Int

    /// Makes a wording.
    public init(words: String, amount: ShoppingAmount = ShoppingAmount(), sourceCount: Int = 0) {
        self.words = words
        self.amount = amount
        self.sourceCount = sourceCount
    }
}

extension ShoppingLine {
    /// Adds `note`'s amount, times `multiplier`, to the wording of its words (compared as
    /// ``ShoppingNote/key(of:)``), or to a new one: the words stay, with how much said them.
    mutating func addWording(of note: ShoppingNote, multiplier: Double) {
        let key = note.wordsKey
        let position = wordings.firstIndex { ShoppingNote.key(of: $0.words) == key } ?? wordings.count
        if position == wordings.count { wordings.append(ShoppingWording(words: note.words)) }
        wordings[position].amount.add(note, multiplier: multiplier)
        wordings[position].sourceCount += 1
    }
}
