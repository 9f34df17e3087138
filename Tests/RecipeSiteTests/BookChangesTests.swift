import RecipeCore
import Testing
@testable import RecipeSite

/// The pure comparison of two books, as a table: each row an edit a cook makes and what it
/// touches, and the plan a rebuild follows from it.
@Suite struct BookChangesTests {
    static let base = "# Pancakes\n\n> Sunday breakfast. #breakfast\n\n## Batter\n\n- Flour | 200 g | sifted\n\nWhisk for 2 minutes.\n\n> Rest the batter.\n"

    static func recipe(_ text: String, file: String = "recipes/Pancakes.recipe", part: String? = nil) -> Recipe {
        RecipeParser.parse(text, file: file, part: part) { _ in .missing(lookedFor: []) }.recipe
    }

    static func edited(_ from: String, _ to: String) -> String {
        precondition(base.contains(from), from)
        return base.replacingOccurrences(of: from, with: to)
    }

    struct EditRow: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let facets: Set<BookChanges.Facet>
        var testDescription: String { name }
        init(_ name: String, _ text: String, _ facets: Set<BookChanges.Facet>) {
            (self.name, self.text, self.facets) = (name, text, facets)
        }
    }

    static let edits: [EditRow] = [
        EditRow("nothing", base, []),
        EditRow("a step", edited("Whisk for 2 minutes.", "Whisk for 3 minutes."), [.steps]),
        EditRow("an amount", edited("200 g", "250 g"), [.amounts]),
        EditRow("a preparation", edited("| sifted", "| not sifted"), [.amounts]),
        EditRow("an ingredient's name", edited("- Flour |", "- Rye flour |"), [.ingredients]),
        EditRow("a section", edited("## Batter", "## The batter"), [.sections]),
        EditRow("a note", edited("> Rest the batter.", "> Rest the batter well."), [.notes]),
        EditRow("the description", edited("Sunday breakfast.", "Saturday breakfast."), [.description]),
        // The description holds the tag as it is written.
        EditRow("a tag", edited("#breakfast", "#brunch"), [.description, .tags]),
        EditRow("the title", edited("# Pancakes", "# Crêpes"), [.title]),
        EditRow("a photo", edited("Whisk for 2 minutes.", "Whisk for 2 minutes.\n\n![A stack](stack.jpg)"), [.photos]),
        EditRow(
            "two lines swapped",
            edited("Whisk for 2 minutes.\n\n> Rest the batter.", "> Rest the batter.\n\nWhisk for 2 minutes."), [.steps]),
    ]

    @Test(arguments: edits)
    func anEditTouchesWhatItChanged(_ row: EditRow) {
        let changes = BookChanges.between([Self.recipe(Self.base)], [Self.recipe(row.text)])
        var found: Set<BookChanges.Facet> = []
        switch changes.recipes["recipes/Pancakes.recipe"] {
        case .edited(let facets)?: found = facets
        case nil: break
        case let other?: Issue.record("\(row.name): \(other)")
        }
        #expect(found == row.facets, "\(row.name)")
    }

    @Test func aCandidateSavedAsItWasIsReadAgainWithNothingChanged() {
        let changes = BookChanges.between([Self.recipe(Self.base)], [Self.recipe(Self.base)], candidates: ["recipes/Pancakes.recipe"])
        #expect(changes.recipes == ["recipes/Pancakes.recipe": .edited([])])
    }

    @Test func aMovedRecipeChangesItsPart() {
        let changes = BookChanges.between([Self.recipe(Self.base, part: "Breakfast")], [Self.recipe(Self.base, part: "Brunch")])
        #expect(changes.recipes == ["recipes/Pancakes.recipe": .edited([.part])])
    }

    @Test func recipesComeAndGoByTheirFiles() {
        let kept = Self.recipe(Self.base)
        let gone = Self.recipe("# Waffles\n\nBake.\n", file: "recipes/Waffles.recipe")
        let new = Self.recipe("# Waffles\n\nBake.\n", file: "recipes/Belgian Waffles.recipe")
        let changes = BookChanges.between([kept, gone], [new, kept])
        #expect(changes.recipes == ["recipes/Waffles.recipe": .removed, "recipes/Belgian Waffles.recipe": .added])
    }

    @Test func onlyCandidatesAreComparedButNewFilesAlwaysCount() {
        let new = Self.recipe("# Waffles\n\nBake.\n", file: "recipes/Waffles.recipe")
        let changes = BookChanges.between(
            [Self.recipe(Self.base)], [Self.recipe(Self.edited("200 g", "250 g")), new], candidates: ["recipes/Waffles.recipe"])
        #expect(changes.recipes == ["recipes/Waffles.recipe": .added])
    }

    struct PlanRow: Sendable, CustomTestStringConvertible {
        let name: String
        let changes: BookChanges
        let plan: BuildPlan
        var testDescription: String { name }
        init(_ name: String, _ recipes: [String: BookChanges.RecipeChange], _ others: Set<ChangedFile.Kind>, _ plan: BuildPlan) {
            (self.name, self.changes, self.plan) = (name, BookChanges(recipes: recipes, otherFiles: others), plan)
        }
        init(_ name: String, _ recipes: [String: BookChanges.RecipeChange], _ plan: BuildPlan) {
            self.init(name, recipes, [], plan)
        }
    }

    static func alone(
        _ files: [String], lists: Bool = false, contents: Bool = false, search: Bool = false, tags: Bool = false
    ) -> BuildPlan {
        .editedRecipes(.init(files: files, lists: lists, contents: contents, search: search, tags: tags))
    }

    static let plans: [PlanRow] = [
        PlanRow("a step", ["recipes/A.recipe": .edited([.steps])], alone(["recipes/A.recipe"])),
        PlanRow(
            "a tag and a note in two recipes", ["recipes/B.recipe": .edited([.tags]), "recipes/A.recipe": .edited([.notes])],
            alone(["recipes/A.recipe", "recipes/B.recipe"], lists: true, search: true, tags: true)),
        PlanRow(
            "an ingredient", ["recipes/A.recipe": .edited([.ingredients, .amounts])],
            alone(["recipes/A.recipe"], contents: true, search: true)),
        PlanRow("a recipe saved as it was", ["recipes/A.recipe": .edited([])], alone(["recipes/A.recipe"])),
        PlanRow("a title", ["recipes/A.recipe": .edited([.title])], .wholeBook),
        PlanRow("a photo", ["recipes/A.recipe": .edited([.photos, .steps])], .wholeBook),
        PlanRow("a new file", ["recipes/A.recipe": .added], .wholeBook),
        PlanRow("a deleted file", ["recipes/A.recipe": .removed], .wholeBook),
        PlanRow("a step and the theme", ["recipes/A.recipe": .edited([.steps])], [.template], .wholeBook),
        PlanRow("a store", [:], [.store], .wholeBook),
        PlanRow("nothing at all", [:], .wholeBook),
    ]

    @Test(arguments: plans)
    func thePlanFollowsFromTheChanges(_ row: PlanRow) {
        #expect(BuildPlan(row.changes) == row.plan, "\(row.name)")
    }

    struct KindRow: Sendable, CustomTestStringConvertible {
        let path: String
        let layout: ContentLayout
        let kind: ChangedFile.Kind
        var testDescription: String { "\(path) in the \(layout) layout" }
        init(_ path: String, _ layout: ContentLayout, _ kind: ChangedFile.Kind) {
            (self.path, self.layout, self.kind) = (path, layout, kind)
        }
    }

    static let kinds: [KindRow] = [
        KindRow("recipes/Mains/Chili.recipe", .book, .recipe),
        KindRow("recipes/Mains/Chili.md", .book, .recipe),
        KindRow("recipes/Pie.recipepackage/Pie.recipe", .book, .recipe),
        KindRow("recipes/Pie.recipepackage/Photos/top.JPG", .book, .photo),
        KindRow("guide/01-start.md", .book, .chapter),
        KindRow("stores/corner.md", .book, .store),
        KindRow("plans/week.md", .book, .plan),
        KindRow("site.toml", .book, .config),
        KindRow("i18n/de.toml", .book, .config),
        KindRow("i18n/de-CH.toml", .app, .config),
        KindRow("README.md", .book, .other),
        KindRow("Mains/Chili.recipe", .app, .recipe),
        KindRow("Chili.recipe", .app, .recipe),
        KindRow("Mains/README.md", .app, .other),
        KindRow("guide/01-start.md", .app, .chapter),
        KindRow("guide/notes.recipe", .app, .other),
    ]

    @Test(arguments: kinds)
    func aChangedFileIsToldByWhereItIs(_ row: KindRow) {
        #expect(ChangedFile(.content, row.path).kind(in: row.layout) == row.kind, "\(row.testDescription)")
    }

    @Test func themeFilesComeWithTheirPrefixInABatch() {
        let template = ChangedFile(batchName: "Templates/recipe.mustache")
        #expect(template == ChangedFile(.templates, "recipe.mustache"))
        #expect(template.kind(in: .book) == .template)
        #expect(ChangedFile(batchName: "Templates/assets/site.css").kind(in: .book) == .asset)
        #expect(ChangedFile(batchName: "recipes/A.recipe") == ChangedFile(.content, "recipes/A.recipe"))
        #expect(template.batchName == "Templates/recipe.mustache")
    }
}
