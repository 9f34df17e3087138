/// Lays a card out as recipe elements, in reading order.
///
/// The description and details come first, then the sections, then the notes. A named section
/// gets its header; a plain ingredient or step list that follows a named section gets a header
/// too (the `Directions` heading as written), so that its steps do not read as part of the
/// section above. When every ingredient section has a step section of the same name, in the same
/// order (`For the dough` / `For the filling` twice), each pair becomes one section: its items,
/// then its steps.
enum CardLayout {
    /// The elements of `card`, with the steps' timers found.
    static func elements(of card: ImportedCard) -> [RecipeElement] {
        var elements = card.opening
        if let merged = mergedSections(card.sections) {
            elements += merged
        } else {
            elements += sectionsInOrder(card)
        }
        elements += card.closing
        return elements.map(scanningTimers)
    }

    /// Items and steps in reading order, with the headers they need.
    private static func sectionsInOrder(_ card: ImportedCard) -> [RecipeElement] {
        var elements: [RecipeElement] = []
        var afterHeader = false
        for section in card.sections where section.header != nil || !section.elements.isEmpty {
            if let header = section.header {
                elements.append(.header(header))
                afterHeader = true
            } else if afterHeader {
                elements.append(.header(Header(text: defaultHeading(section.kind, card))))
            }
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

    /// A step with its timers (and `[Name]` labels taken out), as the parser reads it.
    private static func scanningTimers(_ element: RecipeElement) -> RecipeElement {
        guard case .step(let step) = element else { return element }
        let scanned = TimerScanner.scan(step.text)
        return .step(Step(text: scanned.text, timers: scanned.timers))
    }
}
