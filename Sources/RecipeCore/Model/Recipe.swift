/// One recipe as the cook wrote it: a title, then its elements in file order.
public struct Recipe: Sendable, Hashable, Codable {
    /// The title from the first `# ` line, or the file name when there is none.
    public var title: String
    /// The source file, relative to the content folder, with `/` separators.
    public var file: String
    /// The URL-safe name of the recipe's page, unique within the book.
    public var slug: String
    /// The book part (the sub-folder of `recipes/`), or `nil` for a recipe at the top.
    public var part: String?
    /// The first note when it comes right after the title.
    public var description: String?
    /// The `#tags` of all notes, first spelling kept, case-insensitively unique.
    public var tags: [String]
    /// Everything after the title, in file order; the description note stays here too.
    public var elements: [RecipeElement]
    /// Where the text of each of ``elements`` starts in the file, in the same order (empty for
    /// a recipe not read from a file): a problem found later, such as a link leading nowhere,
    /// is reported at its line.
    public var elementPlaces: [TextPlace] = []

    /// Makes a recipe from already parsed parts.
    public init(title: String, file: String, slug: String, part: String?, description: String?,
                tags: [String], elements: [RecipeElement]) {
        self.title = title
        self.file = file
        self.slug = slug
        self.part = part
        self.description = description
        self.tags = tags
        self.elements = elements
    }

    private enum CodingKeys: String, CodingKey {
        case title, file, slug, part, description, tags, elements
    }

    /// Two recipes are the same when they say the same: where each element stood in its
    /// file (``elementPlaces``) is how it was read, not what it says.
    public static func == (left: Recipe, right: Recipe) -> Bool {
        left.title == right.title && left.file == right.file && left.slug == right.slug && left.part == right.part
            && left.description == right.description && left.tags == right.tags && left.elements == right.elements
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(file)
        hasher.combine(slug)
        hasher.combine(part)
        hasher.combine(description)
        hasher.combine(tags)
        hasher.combine(elements)
    }

    /// Encodes `part` and `description` as explicit `null`s, so the JSON keeps one shape.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(file, forKey: .file)
        try container.encode(slug, forKey: .slug)
        try container.encode(part, forKey: .part)
        try container.encode(description, forKey: .description)
        try container.encode(tags, forKey: .tags)
        try container.encode(elements, forKey: .elements)
    }
}

extension Recipe {
    /// The items of the recipe in file order, for an ingredient overview or a shopping list.
    public var items: [Item] {
        elements.compactMap { element in
            if case .item(let item) = element { return item }
            return nil
        }
    }

    /// The steps of the recipe in file order.
    public var steps: [Step] {
        elements.compactMap { element in
            if case .step(let step) = element { return step }
            return nil
        }
    }
}
