/// The opening and closing lines of a letter or an e-mail.
enum Salutation: Sendable, Equatable {
    /// `Hi honey,`, `Dear Sam!`: addresses the reader, says nothing about the recipe.
    case greeting
    /// `Love, Mom`, `Enjoy!`: names who sent it, so it is kept as a note.
    case signOff

    /// The longest greeting or sign-off, in words.
    private static let longestWords = 4

    /// The kind of `line`, or `nil` when it is neither.
    static func kind(of line: String) -> Salutation? {
        let words = line.words
        guard let first = words.first, words.count <= longestWords else { return nil }
        let firstWord = String(first.filter(\.isLetter)).lowercased()
        if ImportVocabulary.greetings.contains(firstWord), line.hasSuffix(",") || line.hasSuffix("!") || words.count == 1 {
            return .greeting
        }
        if ImportVocabulary.signOffs.contains(firstWord), words.count == 1 || first.hasSuffix(",") {
            return .signOff
        }
        return nil
    }
}
