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
    let recipeByFile: [String: Int]
    let chapterByFile: [String: Int]
    /// The guide's pictures, by their path in the content folder.
    let guideImages: Set<String>

    init(book: Book, guideImages: Set<String> = []) {
        self.book = book
        self.guideImages = guideImages
        var recipeByFile: [String: Int] = [:]
        var partMembers: [String: [Int]] = [:]
        var partOrder: [String] = []
        var tagMembers: [String: [Int]] = [:]
        var tagNames: [String: String] = [:]
        recipeByFile.reserveCapacity(book.recipes.count)
        // By position, reading fields in place: copying each recipe would retain all of its
        // parts, on the one thread this runs on before any page is made.
        for index in book.recipes.indices {
            let file = book.recipes[index].file
            recipeByFile[file] = index
            if let folder = Self.packageFolder(of: file) {
                recipeByFile[folder] = index
            }
            if let part = book.recipes[index].part {
                if partMembers[part] == nil { partOrder.append(part) }
                partMembers[part, default: []].append(index)
            }
            for tag in book.recipes[index].tags {
                let key = tag.lowercased()
                if tagNames[key] == nil { tagNames[key] = tag }
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
        self.recipeByFile = recipeByFile
        chapterByFile = Dictionary(uniqueKeysWithValues: book.chapters.enumerated().map { ($1.file, $0) })
    }

    /// Puts a new version of a recipe in its place; where pages live does not change. Its tags
    /// may change as far as ``retagged(_:at:)`` allows.
    mutating func replace(_ recipe: Recipe, at position: Int) {
        if recipe.tags != book.recipes[position].tags, let retagged = retagged(recipe, at: position) {
            tags = retagged
        }
        book.recipes[position] = recipe
    }

    /// The tags with `recipe` in place of the recipe at `position`, when its tags can change
    /// without a tag page coming or going or being named anew (a tag is named as the first
    /// recipe that has it spells it); `nil` otherwise.
    func retagged(_ recipe: Recipe, at position: Int) -> [Tag]? {
        let old = Set(book.recipes[position].tags.map { $0.lowercased() })
        let new = Set(recipe.tags.map { $0.lowercased() })
        // A tag written twice in a recipe makes it count twice; such a book is built whole.
        guard old.count == book.recipes[position].tags.count, new.count == recipe.tags.count,
              new.allSatisfy({ tagSlugs[$0] != nil }) else { return nil }
        var retagged = tags
        for (number, tag) in tags.enumerated() {
            let key = tag.name.lowercased()
            var members = tag.recipes
            switch (old.contains(key), new.contains(key)) {
            case (true, false): members.removeAll { $0 == position }
            case (false, true): members.insert(position, at: members.firstIndex { $0 > position } ?? members.endIndex)
            default: if members.first != position { continue }
            }
            guard let first = members.first else { return nil }
            let spelled = (first == position ? recipe : book.recipes[first]).tags.first { $0.lowercased() == key }
            guard spelled == tag.name else { return nil }
            retagged[number] = Tag(name: tag.name, slug: tag.slug, recipes: members)
        }
        return retagged
    }

    func partSlug(_ name: String) -> String? {
        parts.first(where: { $0.name == name })?.slug
    }

    func tagPath(_ tag: String) -> String {
        tagPaths[tag.lowercased()] ?? SitePath.tag(Slug.make(from: tag))
    }

    /// The package folder holding `file`, when it is a package's recipe.
    private static func packageFolder(of file: String) -> String? {
        file.split(atFirst: ".recipepackage/").map { $0.before + ".recipepackage" }
    }
}
