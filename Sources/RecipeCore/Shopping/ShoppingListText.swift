/// A shopping list as plain text that fits a printer or a notes app: the heading, then each
/// section's name underlined and its lines as `[ ] 1 tbsp + 2 sticks  Butter  (Apple Crumble,
/// Pie Crust)`, wrapped at `width` columns with continuation lines indented under the name.
public enum ShoppingListText {
    /// The text of `list`, dated `date`, every line at most `width` characters; amounts are
    /// written with the decimal separator of `language` (`1,75 l`).
    public static func render(_ list: ShoppingList, date: String? = nil, width: Int = 80, language: Language = .english, words: ShoppingListWords = .english) -> String {
        let list = list.named(by: words).countedNames(in: language)
        let heading = ShoppingListHeading(list: list, date: date, words: words)
        var lines: [String] = []
        lines += wrap(heading.title, width: width, indent: 0)
        lines += wrap(heading.details, width: width, indent: 0)
        if let recipes = heading.recipes { lines += wrap(recipes, width: width, indent: 2) }
        if list.sections.isEmpty {
            lines += ["", words.nothingToBuy]
        }
        for section in list.sections {
            lines.append("")
            lines += wrap(section.name, width: width, indent: 0)
            lines.append(String(repeating: "-", count: min(width, section.name.count)))
            for line in section.lines {
                lines += wrap(text(of: line, language: language, words: words), width: width, indent: 4)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `[ ] 1 tbsp + 2 sticks  Butter  (Apple Crumble, Pie Crust)`, unwrapped; words after the
    /// name, in parentheses: `[ ] 1 tbsp  Cardamom (2 tsp freshly ground)`.
    static func text(of line: ShoppingLine, language: Language = .english, words: ShoppingListWords = .english) -> String {
        var text = "[ ] "
        if !line.amount.isEmpty { text += language.writingDecimals(in: line.amountText(in: words)) + "  " }
        text += line.label(in: words)
        let sources = line.sourcesText
        if !sources.isEmpty { text += "  (" + sources + ")" }
        return text
    }

    /// `text` broken at spaces into lines of at most `width` characters; lines after the first
    /// start with `indent` spaces. A word longer than a line is cut.
    static func wrap(_ text: String, width: Int, indent: Int) -> [String] {
        guard text.count > width else { return [text] }
        var tokens: [(spaces: Int, word: Substring)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let wordStart = text[index...].firstIndex { $0 != " " } ?? text.endIndex
            let wordEnd = text[wordStart...].firstIndex(of: " ") ?? text.endIndex
            if wordStart < wordEnd {
                tokens.append((text.distance(from: index, to: wordStart), text[wordStart..<wordEnd]))
            }
            index = wordEnd
        }
        let prefix = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        var hasWord = false
        for (spaces, token) in tokens {
            var word = token
            if hasWord {
                if current.count + spaces + word.count <= width {
                    current += String(repeating: " ", count: spaces) + word
                    continue
                }
                lines.append(current)
                current = prefix
                hasWord = false
            } else if lines.isEmpty {
                current += String(repeating: " ", count: spaces)
            }
            while current.count + word.count > width, width > current.count {
                let room = width - current.count
                lines.append(current + word.prefix(room))
                word = word.dropFirst(room)
                current = prefix
            }
            current += word
            hasWord = true
        }
        if hasWord { lines.append(current) }
        return lines
    }
}
