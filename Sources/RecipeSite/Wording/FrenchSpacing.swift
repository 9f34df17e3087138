/// French sets `:`, `;`, `!` and `?` (and the inside of « guillemets ») apart with a space;
/// written as one that never breaks, a line never starts with the mark alone
/// (`Que puis-je cuisiner ?` on a phone). The word files and a book's own words keep plain
/// spaces, easy to type; the pages get the fixed ones.
enum FrenchSpacing {
    private static let noBreak: Character = "\u{00A0}"

    /// `text` with each space before `: ; ! ?` or `»`, and after `«`, made one that never breaks.
    static func applied(to text: String) -> String {
        var characters = Array(text)
        for index in characters.indices where characters[index] == " " {
            let after = index + 1 < characters.count ? characters[index + 1] : nil
            let before = index > 0 ? characters[index - 1] : nil
            if after.map({ ":;!?»".contains($0) }) == true || before == "«" { characters[index] = noBreak }
        }
        return String(characters)
    }
}
