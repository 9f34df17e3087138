/// Which pages a rebuild makes again, decided from ``BookChanges`` alone.
public enum BuildPlan: Equatable, Sendable {
    /// Every page, each taken from the caches when what it is made of has not changed: the
    /// first build, and any change that can move a page, a link or a tag page (a recipe added,
    /// removed or retitled, a new part or photo, a chapter, store, plan, config or theme file).
    case wholeBook
    /// Recipes edited within themselves: their own pages, and the pages made of the whole book
    /// that show what changed.
    case editedRecipes(EditedRecipes)

    /// What edits within recipes make again besides the recipes' own pages.
    public struct EditedRecipes: Equatable, Sendable {
        /// The edited recipes' files, sorted.
        public var files: [String]
        /// The lists (A–Z, parts, tags) show something that changed: a description or tags.
        public var lists: Bool
        /// The contents page shows something that changed: a heading or an item's name.
        public var contents: Bool
        /// The search and stores' data hold something that changed: tags, notes, headings or
        /// items' names.
        public var search: Bool
        /// Some recipe's tags changed (a tag page may still come or go: the index tells).
        public var tags: Bool
    }

    /// The plan for `changes`.
    public init(_ changes: BookChanges) {
        var edited = EditedRecipes(files: [], lists: false, contents: false, search: false, tags: false)
        guard changes.otherFiles.isEmpty, !changes.recipes.isEmpty else {
            self = .wholeBook
            return
        }
        for (file, change) in changes.recipes {
            guard case .edited(let facets) = change, facets.isDisjoint(with: [.title, .part, .photos]) else {
                self = .wholeBook
                return
            }
            edited.files.append(file)
            edited.lists = edited.lists || !facets.isDisjoint(with: [.description, .tags])
            edited.contents = edited.contents || !facets.isDisjoint(with: [.sections, .ingredients])
            edited.search = edited.search || !facets.isDisjoint(with: [.tags, .notes, .sections, .ingredients])
            edited.tags = edited.tags || facets.contains(.tags)
        }
        edited.files.sort()
        self = .editedRecipes(edited)
    }
}
