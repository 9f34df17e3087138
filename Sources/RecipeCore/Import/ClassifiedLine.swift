/// The three parts of a card a heading can start, after the title and description.
enum CardPart: Sendable, Equatable {
    /// `Ingredients`, `You'll need`
    case ingredients
    /// `Instructions`, `Directions`, `Method`
    case instructions
    /// `Notes`, `Tips`
    case notes
}

/// How a line showed it is a heading; decides whether it may be the title.
enum HeadingMark: Sendable, Equatable {
    /// `# Title`, `## For the sauce`
    case markdown
    /// `**For the sauce**`
    case bold
    /// `FILLING`
    case capitals
    /// `For the sauce:`
    case colon
    /// `For the sauce`
    case forThe

    /// Whether a heading marked this way may be the recipe's title.
    var canBeTitle: Bool {
        switch self {
        case .markdown, .bold, .capitals: true
        case .colon, .forThe: false
        }
    }
}

/// One line of pasted text, read on its own, before the reader decides where it belongs.
enum ClassifiedLine: Sendable, Equatable {
    /// Nothing but whitespace.
    case blank
    /// Web-page furniture (`Jump to Recipe`, `Print`), skipped.
    case junk
    /// `From:`, `To:`, `Date:` … at the top of an e-mail; skipped before the title.
    case emailHeader(String)
    /// `Hi honey,`: a greeting, skipped before the ingredients.
    case greeting(String)
    /// `Subject: Fwd: Mom's meatloaf` → `Mom's meatloaf`.
    case subject(String)
    /// A heading naming a part of the card (`Ingredients`, `Directions`, `Notes`), as written.
    case partHeading(CardPart, written: String)
    /// Any other heading: `For the sauce`, `# Title`; level 1 to 3.
    case heading(String, level: Int, mark: HeadingMark)
    /// A bulleted line, bullet removed.
    case bullet(String)
    /// A numbered line, number removed; empty for `Step 2` alone on its line.
    case numbered(String)
    /// A Markdown quote (`> …`) or a line starting `Tip:` / `Note:`: a note where it stands.
    case note(String)
    /// Servings, times or a source: a note at the top or the end.
    case detail(String)
    /// A web address alone on its line: a source note at the top or the end.
    case address(String)
    /// `![caption](file)`
    case photo(Photo)
    /// Anything else, whitespace collapsed.
    case text(String)
}
