/// Recognises and removes the list markers people put in front of lines.
enum LineMarkers {
    /// Characters that start a bulleted line when a space follows (`- `, `* `, `• `, `▢ `).
    private static let bullets: Set<Character> = [
        "-", "*", "+", "•", "·", "◦", "▪", "▫", "‣", "⁃", "–", "—", "○", "●", "✓", "✔", "▢", "□", "☐", "☑", "✗",
    ]
    /// Bullets that may be glued to the text (check boxes copied from web pages: `▢2 cups`).
    private static let boxes: Set<Character> = ["▢", "□", "☐", "☑", "•"]

    /// The text after a bullet (and a Markdown check box `[ ]`), or `nil` when the line has none.
    static func strippingBullet(_ line: String) -> String? {
        guard let first = line.first, bullets.contains(first) else { return nil }
        let rest = line.dropFirst()
        guard let second = rest.first else { return nil }
        guard second.isWhitespace || boxes.contains(first) else { return nil }
        var text = String(rest).trimmed
        for box in ["[ ]", "[x]", "[X]"] where text.hasPrefix(box + " ") {
            text = String(text.dropFirst(box.count)).trimmed
        }
        return text
    }

    /// The text after a step number (`1.`, `1)`, `(1)`, `Step 1`, `Step 1:`), or `nil` when the
    /// line has none. The text may be empty when the number stands alone (`Step 2`).
    static func strippingNumber(_ line: String) -> String? {
        if let afterWord = line.droppingPrefix(anyOf: ["step "]) {
            let digits = afterWord.prefix(while: \.isASCIIDigitCharacter)
            guard !digits.isEmpty else { return nil }
            var rest = afterWord.dropFirst(digits.count)
            if let mark = rest.first, ":.)-–—".contains(mark) { rest = rest.dropFirst() }
            guard rest.isEmpty || rest.first?.isWhitespace == true else { return nil }
            return String(rest).trimmed
        }
        var view = Substring(line)
        let parenthesised = view.first == "("
        if parenthesised { view = view.dropFirst() }
        let digits = view.prefix(while: \.isASCIIDigitCharacter)
        guard !digits.isEmpty, digits.count <= 3 else { return nil }
        view = view.dropFirst(digits.count)
        guard let mark = view.first else { return nil }
        if parenthesised {
            guard mark == ")" else { return nil }
        } else {
            guard mark == "." || mark == ")" else { return nil }
        }
        view = view.dropFirst()
        guard view.isEmpty || view.first?.isWhitespace == true else { return nil }
        return String(view).trimmed
    }
}

extension Character {
    /// `0`…`9` only (not other scripts' digits or `½`).
    var isASCIIDigitCharacter: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii >= 0x30 && ascii <= 0x39
    }
}
