import RecipeCore

/// What changed between the last book built and the new one: a typed change per recipe, by
/// its file, and the kinds of the other files that changed. Pure: the same two books always
/// give the same changes, and ``BuildPlan`` is made from them alone.
public struct BookChanges: Equatable, Sendable {
    /// What a recipe's edit touched, by what of it some page shows.
    public enum Facet: String, Hashable, Sendable, CaseIterable, Comparable {
        /// Its title, which its address and every link to it are made from.
        case title
        /// The part (folder) it is in.
        case part
        /// The line under its title in lists.
        case description
        case tags
        /// Its photos, whose images are published beside its page.
        case photos
        /// Its sections' headings.
        case sections
        /// Its items' names, which the contents, search and shopping lists know it by.
        case ingredients
        /// Its items' amounts and preparations.
        case amounts
        case steps
        case notes

        public static func < (lhs: Facet, rhs: Facet) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// How one recipe changed.
    public enum RecipeChange: Equatable, Sendable {
        case added
        case removed
        /// Read again: what of it changed, nothing when it was saved as it was.
        case edited(Set<Facet>)
    }

    /// Each recipe that changed, by file.
    public var recipes: [String: RecipeChange] = [:]
    /// The kinds of every file that changed but recipes' (a recipe file is in ``recipes``).
    public var otherFiles: Set<ChangedFile.Kind> = []

    public init(recipes: [String: RecipeChange] = [:], otherFiles: Set<ChangedFile.Kind> = []) {
        self.recipes = recipes
        self.otherFiles = otherFiles
    }

    /// The changes from `old` to `new` recipes, with the kinds of the other files that
    /// changed. `candidates`, when given, are the only recipe files whose text may have
    /// changed (a watcher knows them), each in the changes even when saved as it was; recipes
    /// come and go whatever it says.
    public static func between(
        _ old: [Recipe], _ new: [Recipe], candidates: Set<String>? = nil, otherFiles: Set<ChangedFile.Kind> = []
    ) -> BookChanges {
        let before = Dictionary(old.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        var changes = BookChanges(otherFiles: otherFiles.subtracting([.recipe]))
        for file in before.keys where after[file] == nil { changes.recipes[file] = .removed }
        for (file, recipe) in after {
            guard let previous = before[file] else {
                changes.recipes[file] = .added
                continue
            }
            if let candidates, !candidates.contains(file) { continue }
            let facets = Self.facets(from: previous, to: recipe)
            if !facets.isEmpty || candidates != nil { changes.recipes[file] = .edited(facets) }
        }
        return changes
    }

    /// What differs between two readings of one recipe.
    static func facets(from old: Recipe, to new: Recipe) -> Set<Facet> {
        var facets = Set<Facet>()
        if old.title != new.title { facets.insert(.title) }
        if old.part != new.part { facets.insert(.part) }
        if old.description != new.description { facets.insert(.description) }
        if old.tags != new.tags { facets.insert(.tags) }
        let (before, after) = (Elements(old), Elements(new))
        if before.photos != after.photos { facets.insert(.photos) }
        if before.sections != after.sections { facets.insert(.sections) }
        if before.ingredients != after.ingredients { facets.insert(.ingredients) }
        if before.amounts != after.amounts { facets.insert(.amounts) }
        if before.steps != after.steps { facets.insert(.steps) }
        if before.notes != after.notes { facets.insert(.notes) }
        // A line that only moved (the same lines in another order) is still an edit.
        if facets.isEmpty, old.elements != new.elements { facets.insert(.steps) }
        return facets
    }

    /// A recipe's elements sorted by what of it they are.
    private struct Elements {
        var photos: [Photo] = []
        var sections: [Header] = []
        var ingredients: [String] = []
        var amounts: [[String]] = []
        var steps: [Step] = []
        var notes: [Note] = []

        init(_ recipe: Recipe) {
            // The description is the first note; it is a facet of its own.
            var description = recipe.description
            for element in recipe.elements {
                if case .note(let note) = element, note.text == description {
                    description = nil
                    continue
                }
                switch element {
                case .photo(let photo): photos.append(photo)
                case .header(let header): sections.append(header)
                case .item(let item):
                    ingredients.append(item.name)
                    amounts.append([item.amount, item.prep])
                case .step(let step): steps.append(step)
                case .note(let note): notes.append(note)
                }
            }
        }
    }
}
