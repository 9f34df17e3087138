/// Lays a card out as recipe elements, in reading order.
///
/// The description and details come first, then the sections, then the notes. A named section
/// gets its header. The first plain step list after a named section gets a header too (the
/// `Directions` heading as written), so that steps meant for the whole recipe do not read as
/// part of the section above; a later plain list (`Glaze:`, its items, then its steps) stays
/// in the section it follows. When every ingredient section has a step section of the same name, in the same
/// order (`For the dough` / `For the filling` twice), each pair becomes one section: its items,
/// then its steps.
enum CardLayout {
    /// The elements of `card`, with the steps' timers found in `language` and English.
    static func elements(of card: ImportedCard, language: Language = .english) -> [RecipeElement] {
        var elements = card.opening
        if let merged = mergedSections(card.sections) {
            elements += merged
        } else {
            elements += sectionsInOrder(card)
        }
        elements += card.closing
        return elements.map { scanningTimers($0, language: language) }
    }

    /// `interleaved` (the layout's `original` elements after ``Interleaver``) without the
    /// header this layout added above the steps when it no longer separates them from anything:
    /// the sections it stood under all moved into the steps.
    static func droppingStrandedHeader(_ interleaved: [RecipeElement], original: [RecipeElement],
                                       card: ImportedCard) -> [RecipeElement] {
        guard let first = interleaved.firstIndex(where: \.isHeader),
              case .header(let header) = interleaved[first],
              header.text == defaultHeading(.instructions, card),
              interleaved[..<first].allSatisfy({ !$0.isItemOrStep }),
              original.firstIndex(where: \.isHeader) != original.firstIndex(of: interleaved[first]) else {
            return interleaved
        }
        var result = interleaved
        result.remove(at: first)
        return result
    }

    /// Items and steps in reading order, with the headers they need.
    private static func sectionsInOrder(_ card: ImportedCard) -> [RecipeElement] {
        var elements: [RecipeElement] = []
        var afterHeader = false
        var kindsSeen: Set<SectionKind> = []
        for section in card.sections where section.header != nil || !section.elements.isEmpty {
            if let header = section.header {
                elements.append(.header(header))
                afterHeader = true
            } else if afterHeader, !kindsSeen.contains(section.kind) {
                elements.append(.header(Header(text: defaultHeading(section.kind, card))))
            }
            kindsSeen.insert(section.kind)
            elements += section.elements
        }
        return elements
    }

    /// Pairs of same-named ingredient and step sections as one section each, or `nil` when the
    /// sections do not pair up exactly.
    private static func mergedSections(_ sections: [CardSection]) -> [RecipeElement]? {
        let ingredients = sections.filter { $0.kind == .ingredients }
        let instructions = sections.filter { $0.kind == .instructions }
        guard !ingredients.isEmpty, ingredients.count == instructions.count,
              sections.prefix(ingredients.count).allSatisfy({ $0.kind == .ingredients }) else { return nil }
        var elements: [RecipeElement] = []
        for (items, steps) in zip(ingredients, instructions) {
            guard let header = items.header, let other = steps.header,
                  header.text.headingKey == other.text.headingKey else { return nil }
            elements.append(.header(header))
            elements += items.elements + steps.elements
        }
        return elements
    }

    /// The header for an unnamed list after a named section: the part's heading as written.
    private static func defaultHeading(_ kind: SectionKind, _ card: ImportedCard) -> String {
        switch kind {
        case .ingredients: card.ingredientsHeading ?? "Ingredients"
        case .instructions: card.instructionsHeading ?? "Instructions"
        }
    }

    /// A step with its timers (and `[Name]` labels taken out), as the parser reads it; a step
    /// that would read as another kind of line gets its protecting backslash.
    private static func scanningTimers(_ element: RecipeElement, language: Language) -> RecipeElement {
        guard case .step(let step) = element else { return element }
        let scanned = TimerScanner.scan(RecipeWriter.protectingStep(step.text.collapsingWhitespace), language: language)
        return .step(Step(text: scanned.text, timers: scanned.timers))
    }
}

extension RecipeElement {
    /// Whether the element is a section header.
    var isHeader: Bool {
        if case .header = self { return true }
        return false
    }

    /// Whether the element is an item or a step.
    var isItemOrStep: Bool {
        switch self {
        case .item, .step: true
        case .header, .note, .photo: false
        }
    }
}
