/// What a section of a card holds.
enum SectionKind: Sendable, Hashable {
    /// Items (and the notes or photos between them).
    case ingredients
    /// Steps (and the notes or photos between them).
    case instructions
}

/// A run of ingredients or of instructions, with the heading it had, if any.
struct CardSection: Sendable, Equatable {
    /// What the section holds.
    var kind: SectionKind
    /// `## For the sauce`; `nil` for the list under a plain `Ingredients` or `Directions`.
    var header: Header?
    /// The items or steps, in reading order.
    var elements: [RecipeElement] = []
}

/// A recipe as read from a card, before it is laid out as elements.
struct ImportedCard: Sendable, Equatable {
    /// The title found in the text, if any.
    var title: String?
    /// The description, servings, times and photos before the ingredients.
    var opening: [RecipeElement] = []
    /// The ingredient and instruction sections in reading order.
    var sections: [CardSection] = []
    /// The notes, sources and photos after the instructions.
    var closing: [RecipeElement] = []
    /// The `Directions` heading as written, for the header written when steps need one.
    var instructionsHeading: String?
    /// The `Ingredients` heading as written, likewise.
    var ingredientsHeading: String?

    /// Whether any instructions have been read yet.
    var hasInstructions: Bool {
        sections.contains { $0.kind == .instructions }
    }

    /// Whether a step has been read yet: a serving or time line just under `Directions`, as
    /// recipe sites print them, still goes under the title.
    var hasSteps: Bool {
        sections.contains { $0.kind == .instructions && !$0.elements.isEmpty }
    }
}
