import RecipeCore

/// What the whole book knows that one page needs: where every recipe, part, tag and
/// chapter lives, and which recipes link to which.
struct SiteIndex: Sendable {
    struct Part: Sendable {
        let name: String
        let slug: String
        let recipes: [Int]
    }

    struct Tag: Sendable {
        let name: String
        let slug: String
        let recipes: [Int]
    }

    private(set) var book: Book
    let parts: [Part]
    private(set) var tags: [Tag]
    /// The tag slug for each lowercased tag name.
    let tagSlugs: [String: String]
    /// Each tag's page (`tags/SLUG/`), by the tag in lower case: made once, not for each link.
    private let tagPaths: [String: String]
    /// Each recipe's position by its file, and a package's by its folder too.
    var recipeByFile: [String: Int] { subRecipes.byFile }
    let chapterByFile: [String: Int]
    /// The guide's pictures, by their path in the content folder.
    let guideImages: Set<String>
    /// Which items are recipes of their own (a pie's crust).
    let subRecipes: SubRecipes

    init(book: Book, guideImages: Set<String> = []) {
        self.book = book
        self.guideImages = guideImages
        subRecipes = SubRecipes(recipes: book.recipes)
        var partMembers: [String: [Int]] = [:]
        var partOrder: [String] = []
        var tagMembers: [String: [Int]] = [:]
        var tagNames: [String: String] = [:]
        var lowered: [String: String] = [:]
        // By position, reading fields in place: copying each recipe would retain all of its
        // parts, on the one thread this runs on before any page is made.
        for index in book.recipes.indices {
            if let part = book.recipes[index].part {
                if partMembers[part] == nil { partOrder.append(part) }
                partMembers[part, default: []].append(index)
            }
            for tag in book.recipes[index].tags {
                // A book uses a few tags many times: each spelling is lowered once.
                let key = lowered[tag] ?? tag.lowercased()
                if lowered.updateValue(key, forKey: tag) == nil, tagNames[key] == nil { tagNames[key] = tag }
                tagMembers[key, default: []].append(index)
            }
        }
        var partSlugs = Set<String>()
        parts = partOrder.map { name in
            var slug = Slug.make(from: name)
            var counter = 2
            while !partSlugs.insert(slug).inserted {
                slug = Slug.make(from: name) + "-\(counter)"
                counter += 1
            }
            return Part(name: name, slug: slug, recipes: partMembers[name] ?? [])
        }
        var usedTagSlugs = Set<String>()
        var tagSlugs: [String: String] = [:]
        tags = tagNames.keys.sorted().map { key in
            var slug = Slug.make(from: key)
            var counter = 2
            while !usedTagSlugs.insert(slug).inserted {
                slug = Slug.make(from: key) + "-\(counter)"
                counter += 1
            }
            tagSlugs[key] = slug
            return Tag(name: tagNames[key] ?? key, slug: slug, recipes: tagMembers[key] ?? [])
        }
        self.tagSlugs = tagSlugs
        tagPaths = tagSlugs.mapValues(SitePath.tag)
        chapterByFile = Dictionary(uniqueKeysWithValues: book.chapters.enumerated().map { ($1.file, $0) })
    }

    func partSlug(_ name: String) -> String? {
        parts.first(where: { $0.name == name })?.slug
    }

    func tagPath(_ tag: String) -> String {
        tagPaths[tag.lowercased()] ?? SitePath.tag(Slug.make(from: tag))
    }
}
