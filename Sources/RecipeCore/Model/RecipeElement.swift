/// One line of a recipe after its title.
public enum RecipeElement: Sendable, Hashable {
    /// `## Topping`: groups the items and steps that follow.
    case header(Header)
    /// `- Butter | 1 stick | Cold, cubed`
    case item(Item)
    /// Any other line: something to do.
    case step(Step)
    /// `> We always double the topping.`
    case note(Note)
    /// `![Fresh from the oven](crumble.jpeg)`
    case photo(Photo)
}

/// A section header inside a recipe.
public struct Header: Sendable, Hashable, Codable {
    /// The header's text.
    public var text: String
    /// 2 for `##` (and a stray later `#`), 3 for `###`.
    public var level: Int

    /// Makes a header.
    public init(text: String, level: Int = 2) {
        self.text = text
        self.level = level
    }
}

/// An ingredient: what to shop for, how much, and what to do to it first.
public struct Item: Sendable, Hashable, Codable {
    /// The text before the first `|`.
    public var name: String
    /// The amount note as written (second field).
    public var amount: String
    /// The prep note as written (third field).
    public var prep: String
    /// The amount note understood as numbers and a unit, or `nil` when it holds no number.
    public var quantity: Quantity?

    /// Makes an item.
    public init(name: String, amount: String = "", prep: String = "", quantity: Quantity? = nil) {
        self.name = name
        self.amount = amount
        self.prep = prep
        self.quantity = quantity
    }

    private enum CodingKeys: String, CodingKey { case name, amount, prep, quantity }

    /// Encodes `quantity` as an explicit `null` when absent.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(amount, forKey: .amount)
        try container.encode(prep, forKey: .prep)
        try container.encode(quantity, forKey: .quantity)
    }
}

/// Something to do; may hold timers and inline Markdown.
public struct Step: Sendable, Hashable, Codable {
    /// The step's Markdown text with timer labels (`[Crumble]`) taken out.
    public var text: String
    /// The durations found in the step, in order.
    public var timers: [StepTimer]

    /// Makes a step.
    public init(text: String, timers: [StepTimer] = []) {
        self.text = text
        self.timers = timers
    }
}

/// A margin note: a tip, a source, an alternative. May hold `#tags` and inline Markdown.
public struct Note: Sendable, Hashable, Codable {
    /// The note's Markdown text, tags included as written.
    public var text: String

    /// Makes a note.
    public init(text: String) {
        self.text = text
    }
}

/// A photo named by the recipe.
public struct Photo: Sendable, Hashable, Codable {
    /// The caption, also the image's alternative text.
    public var caption: String
    /// The file name as written in the recipe.
    public var file: String
    /// The image, when it was found and is one; `nil` otherwise.
    public var found: FoundPhoto?

    /// Where the image was found, relative to the content folder; `nil` when it was not.
    public var path: String? { found?.path }

    /// Makes a photo reference.
    public init(caption: String, file: String, found: FoundPhoto? = nil) {
        self.caption = caption
        self.file = file
        self.found = found
    }

    private enum CodingKeys: String, CodingKey { case caption, file, path, format }

    /// Reads a photo as ``encode(to:)`` writes it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        caption = try container.decode(String.self, forKey: .caption)
        file = try container.decode(String.self, forKey: .file)
        let path = try container.decodeIfPresent(String.self, forKey: .path)
        let format = try container.decodeIfPresent(ImageFormat.self, forKey: .format)
        found = path.flatMap { path in format.map { FoundPhoto(path: path, format: $0) } }
    }

    /// Encodes `path` and `format` as an explicit `null` when the photo was not found.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(caption, forKey: .caption)
        try container.encode(file, forKey: .file)
        try container.encode(found?.path, forKey: .path)
        try container.encode(found?.format, forKey: .format)
    }
}

/// A photo's image file, found inside the content folder and known by its bytes to be an image.
public struct FoundPhoto: Sendable, Hashable, Codable {
    /// Where it is, relative to the content folder.
    public var path: String
    /// What kind of image its bytes are.
    public var format: ImageFormat
    /// A hash of its bytes (16 hex digits): what its published images are named by, so that
    /// new bytes are new images and the same bytes in two places are one.
    public var contentHash: String?
    /// Its size in pixels once turned upright, from its header.
    public var width: Int?
    public var height: Int?

    /// Makes a found photo.
    public init(path: String, format: ImageFormat, contentHash: String? = nil, width: Int? = nil, height: Int? = nil) {
        self.path = path
        self.format = format
        self.contentHash = contentHash
        self.width = width
        self.height = height
    }
}
