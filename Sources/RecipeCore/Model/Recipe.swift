/// One recipe as the cook wrote it: a title, then its elements in file order.
///
/// A value, stored behind one reference that is copied only when a shared recipe is changed:
/// a build copies recipes into sorted books, pages and lists on every core, and a copy of
/// eight separate strings and arrays retained each of them.
public struct Recipe: Sendable, Hashable, Codable {
    /// The title from the first `# ` line, or the file name when there is none.
    public var title: String {
        get { storage.title }
        set { unique().title = newValue }
    }
    /// The source file, relative to the content folder, with `/` separators.
    public var file: String {
        get { storage.file }
        set { unique().file = newValue }
    }
    /// The URL-safe name of the recipe's page, unique within the book.
    public var slug: String {
        get { storage.slug }
        set { unique().slug = newValue }
    }
    /// The book part (the sub-folder of `recipes/`), or `nil` for a recipe at the top.
    public var part: String? {
        get { storage.part }
        set { unique().part = newValue }
    }
    /// The first note when it comes right after the title.
    public var description: String? {
        get { storage.description }
        set { unique().description = newValue }
    }
    /// The `#tags` of all notes, first spelling kept, case-insensitively unique.
    public var tags: [String] {
        get { storage.tags }
        set { unique().tags = newValue }
    }
    /// Everything after the title, in file order; the description note stays here too.
    public var elements: [RecipeElement] {
        get { storage.elements }
        set { unique().elements = newValue }
    }
    /// Where the text of each of ``elements`` starts in the file, in the same order (empty for
    /// a recipe not read from a file): a problem found later, such as a link leading nowhere,
    /// is reported at its line.
    public var elementPlaces: [TextPlace] {
        get { storage.elementPlaces }
        set { unique().elementPlaces = newValue }
    }

    private var storage: Storage

    /// Makes a recipe from already parsed parts.
    public init(title: String, file: String, slug: String, part: String?, description: String?,
                tags: [String], elements: [RecipeElement]) {
        storage = Storage(
            title: title, file: file, slug: slug, part: part, description: description, tags: tags, elements: elements,
            elementPlaces: [])
    }

    /// The recipe's parts, changed only through ``unique()``, which gives each recipe its own
    /// before any change: what one recipe holds is never seen to change by another.
    private final class Storage: @unchecked Sendable {
        // Unchecked: copy on write; a shared storage is never changed (`Recipe.unique()`).
        var title: String
        var file: String
        var slug: String
        var part: String?
        var description: String?
        var tags: [String]
        var elements: [RecipeElement]
        var elementPlaces: [TextPlace]

        init(title: String, file: String, slug: String, part: String?, description: String?,
             tags: [String], elements: [RecipeElement], elementPlaces: [TextPlace]) {
            (self.title, self.file, self.slug, self.part, self.description) = (title, file, slug, part, description)
            (self.tags, self.elements, self.elementPlaces) = (tags, elements, elementPlaces)
        }

        func copy() -> Storage {
            Storage(
                title: title, file: file, slug: slug, part: part, description: description, tags: tags, elements: elements,
                elementPlaces: elementPlaces)
        }
    }

    /// The storage, made this recipe's own first when another recipe shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    private enum CodingKeys: String, CodingKey {
        case title, file, slug, part, description, tags, elements
    }

    /// Reads what ``encode(to:)`` writes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            title: try container.decode(String.self, forKey: .title), file: try container.decode(String.self, forKey: .file),
            slug: try container.decode(String.self, forKey: .slug), part: try container.decodeIfPresent(String.self, forKey: .part),
            description: try container.decodeIfPresent(String.self, forKey: .description),
            tags: try container.decode([String].self, forKey: .tags), elements: try container.decode([RecipeElement].self, forKey: .elements))
    }

    /// Two recipes are the same when they say the same: where each element stood in its
    /// file (``elementPlaces``) is how it was read, not what it says.
    public static func == (left: Recipe, right: Recipe) -> Bool {
        left.storage === right.storage || left.title == right.title && left.file == right.file && left.slug == right.slug
            && left.part == right.part && left.description == right.description && left.tags == right.tags
            && left.elements == right.elements
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
    /// Calls `body` with each element in file order, lent rather than copied: a loop over
    /// `elements` (`for case .item(let item) in recipe.elements`) copies every element it
    /// passes, retaining each string the element holds, and every page, card and list of a
    /// big book goes through a recipe's elements.
    @inlinable
    public func forEachElement(_ body: (RecipeElement) -> Void) {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices { body(elements[index]) }
        }
    }

    /// The items of the recipe in file order, for an ingredient overview or a shopping list.
    public var items: [Item] {
        var items: [Item] = []
        forEachElement { element in if case .item(let item) = element { items.append(item) } }
        return items
    }

    /// The steps of the recipe in file order.
    public var steps: [Step] {
        var steps: [Step] = []
        forEachElement { element in if case .step(let step) = element { steps.append(step) } }
        return steps
    }
}
