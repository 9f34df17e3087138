/// One chapter of the user guide.
public struct Chapter: Sendable, Hashable, Codable {
    /// The text of the first `# ` heading, or the file name when there is none.
    public var title: String
    /// The source file, relative to the content folder.
    public var file: String
    /// The URL-safe name of the chapter's page, unique within the guide.
    public var slug: String
    /// The number prefix of the file name (`01-introduction.md` → 1), or `nil` without one.
    public var order: Int?
    /// The `##` and `###` headings, in order, with their anchors.
    public var sections: [Section]

    /// Makes a chapter.
    public init(title: String, file: String, slug: String, order: Int?, sections: [Section]) {
        self.title = title
        self.file = file
        self.slug = slug
        self.order = order
        self.sections = sections
    }

    /// A titled part of a chapter that a link can jump to.
    public struct Section: Sendable, Hashable, Codable {
        /// The heading's plain text.
        public var title: String
        /// The heading's `id`, unique within the chapter.
        public var anchor: String
        /// 2 for `##`, 3 for `###`.
        public var level: Int

        /// Makes a section.
        public init(title: String, anchor: String, level: Int) {
            self.title = title
            self.anchor = anchor
            self.level = level
        }
    }

    private enum CodingKeys: String, CodingKey { case title, file, slug, order, sections }

    /// Writes `order` as an explicit `null` when the file has no number prefix.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(file, forKey: .file)
        try container.encode(slug, forKey: .slug)
        try container.encode(order, forKey: .order)
        try container.encode(sections, forKey: .sections)
    }
}
