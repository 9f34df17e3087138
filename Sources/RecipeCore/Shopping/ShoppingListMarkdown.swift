/// A shopping list as a Markdown task list: the heading, a `##` section per aisle, and a
/// `- [ ]` item per line, ready for a notes app or a GitHub issue.
public enum ShoppingListMarkdown {
    /// The Markdown of `list`, dated `date`; amounts are written with the decimal separator
    /// of `language` (`1,75 l`), headings in `words`.
    public static func render(_ list: ShoppingList, date: String? = nil, language: Language = .english, words: ShoppingListWords = .english) -> String {
        let list = list.named(by: words).countedNames(in: language)
        let heading = ShoppingListHeading(list: list, date: date, words: words)
        var blocks: [String] = ["# " + escape(heading.title)]
        var details = escape(heading.details)
        if let recipes = heading.recipes { details += "  \n" + escape(recipes) }
        blocks.append(details)
        if list.sections.isEmpty { blocks.append(words.nothingToBuy) }
        for section in list.sections {
            blocks.append("## " + escape(section.name))
            blocks.append(section.lines.map { item($0, language: language, words: words) }.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `- [ ] 1 tbsp + 2 sticks **Butter** (Apple Crumble, Pie Crust)`; words after the name:
    /// `- [ ] 1 tbsp **Cardamom** (2 tsp freshly ground)`.
    static func item(_ line: ShoppingLine, language: Language = .english, words: ShoppingListWords = .english) -> String {
        var text = "- [ ] "
        if !line.amount.isEmpty { text += escape(language.writingDecimals(in: line.amountText(in: words))) + " " }
        text += "**" + escape(line.name) + "**"
        if case let shown = line.wordsText(in: words), !shown.isEmpty { text += " (" + escape(shown) + ")" }
        let sources = line.sourcesText
        if !sources.isEmpty { text += " (" + escape(sources) + ")" }
        return text
    }

    /// `text` with the characters Markdown would read as formatting backslash-escaped.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>#|~".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
