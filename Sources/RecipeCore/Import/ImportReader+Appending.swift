/// Where a line of prose outside the steps goes.
enum ProseTarget: Sendable, Equatable {
    /// The description and details under the title.
    case opening
    /// The notes: at the end once steps have been read, else under the title.
    case notes
}

/// How the reader adds what it reads to the card.
extension ImportReader {
    /// A wrapped line is at least this long; shorter lines stand alone (`flour`, `Hi Sarah,`).
    static let wrappedLineLength = 40
    /// A line of prose with more words than this is a step even without a full stop.
    static let longestIngredientWords = 10
    /// A title has at most this many words.
    static let longestTitleWords = 12

    /// Whether a line at the top can be the title: short, not a sentence, no quantity.
    func isTitleLike(_ text: String) -> Bool {
        guard let last = text.last, !".,:;?".contains(last) else { return false }
        return text.words.count <= Self.longestTitleWords && !IngredientLine.startsWithQuantity(text, language: language)
    }

    /// Whether an unnumbered line among the ingredients is really the first step.
    func looksLikeStep(_ text: String) -> Bool {
        guard !IngredientLine.startsWithQuantity(text, language: language),
              IngredientLine.prepEnding(of: text, language: language) == nil else { return false }
        return text.endsSentence || text.words.count > Self.longestIngredientWords
    }

    /// Whether a line right under a heading among the steps starts a list of ingredients:
    /// it starts with a quantity, or is short, holds a number and no duration, and is no
    /// sentence (`juice of 1 lemon`, not `Bake 20 minutes`).
    func looksLikeIngredient(_ text: String) -> Bool {
        if IngredientLine.startsWithQuantity(text, language: language) { return true }
        return text.contains(where: \.isNumber) && !text.endsSentence && text.words.count <= 6
            && TimerScanner.scan(text, language: language).timers.isEmpty
    }

    /// Whether the section being read has a heading and nothing under it yet.
    var currentSectionIsEmpty: Bool {
        guard let last = card.sections.last else { return false }
        return last.header != nil && last.elements.isEmpty
    }

    mutating func setTitle(_ text: String) {
        card.title = text.trimmed
        state = .description
        flow = .closed
    }

    /// `Ingredients`, `Directions`, `Notes`: moves to that part of the card.
    mutating func startPart(_ part: CardPart, written: String) {
        flow = .closed
        switch part {
        case .ingredients:
            let servings = LineClassifier.ingredientsWithServings(written)
            card.ingredientsHeading = card.ingredientsHeading ?? servings?.heading ?? written
            if let servings { appendAtEdge(.note(Note(text: servings.servings))) }
            startSection(.ingredients, header: nil)
        case .instructions:
            card.instructionsHeading = card.instructionsHeading ?? written
            startSection(.instructions, header: nil)
        case .notes:
            state = .notes
        }
    }

    /// Starts reading a section of `kind`. Without a header, the section being read goes on
    /// when it is of the same kind; a header names a section that is still empty and unnamed.
    mutating func startSection(_ kind: SectionKind, header: Header?) {
        state = kind == .ingredients ? .ingredients : .instructions
        flow = .closed
        if let last = card.sections.last, last.kind == kind {
            if header == nil { return }
            if last.header == nil, last.elements.isEmpty {
                card.sections[card.sections.count - 1].header = header
                return
            }
        }
        card.sections.append(CardSection(kind: kind, header: header))
    }

    mutating func appendItem(_ text: String) {
        flow = .closed
        appendToSection(.item(IngredientLine.item(from: text, language: language)))
    }

    /// A step; a line of unnumbered prose continues the previous step when that stopped mid-sentence.
    /// The step's timers are found when the card is laid out.
    mutating func appendStep(_ text: String, numbered: Bool) {
        defer { flow = nextFlow(after: text) }
        guard !text.isEmpty else { return }
        let index = card.sections.count - 1
        if !numbered, flow == .openProse, index >= 0, case .step(let previous)? = card.sections[index].elements.last {
            card.sections[index].elements[card.sections[index].elements.count - 1] =
                .step(Step(text: previous.text + " " + text))
            return
        }
        appendToSection(.step(Step(text: text)))
    }

    /// A note of prose, continuing the previous note when that stopped mid-sentence.
    mutating func appendProse(_ text: String, to target: ProseTarget) {
        defer { flow = nextFlow(after: text) }
        guard !text.isEmpty else { return }
        let toClosing = target == .notes && card.hasInstructions
        var notes = toClosing ? card.closing : card.opening
        if flow == .openProse, case .note(let previous)? = notes.last {
            notes[notes.count - 1] = .note(Note(text: previous.text + " " + text))
        } else {
            notes.append(.note(Note(text: text)))
        }
        if toClosing { card.closing = notes } else { card.opening = notes }
    }

    /// Servings, times and sources: under the title until steps have been read, then at the end.
    mutating func appendAtEdge(_ element: RecipeElement) {
        flow = .closed
        if card.hasSteps { card.closing.append(element) } else { card.opening.append(element) }
    }

    /// Quoted notes and photos: where they stand.
    mutating func appendInPlace(_ element: RecipeElement) {
        flow = .closed
        switch state {
        case .title, .description:
            state = .description
            card.opening.append(element)
        case .ingredients, .instructions:
            appendToSection(element)
        case .notes:
            appendAtEdge(element)
        }
    }

    private mutating func appendToSection(_ element: RecipeElement) {
        if card.sections.isEmpty {
            card.sections.append(CardSection(kind: state == .instructions ? .instructions : .ingredients, header: nil))
        }
        card.sections[card.sections.count - 1].elements.append(element)
    }

    /// Open for continuation after a long line that stopped mid-sentence.
    private func nextFlow(after text: String) -> LineFlow {
        text.count >= Self.wrappedLineLength && !text.endsSentence ? .openProse : .closed
    }
}
