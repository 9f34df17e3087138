import Foundation
import RecipeCore

extension SiteBuild {
    /// Rebuilds after edits within recipes, the commonest edits while a cook writes, looking
    /// at those recipes alone; `nil`, having changed nothing, for any other change, which needs
    /// the whole book (``run(state:changed:early:progress:)``).
    ///
    /// An edit that keeps a recipe's title, its photos and every tag page (a tag it takes or
    /// drops is one other recipes have too) shows on its recipe's page, its shopping list's
    /// page (by the page's key), the cookbook's print page or volume that holds it, the pages
    /// that show when recipes last changed (home, feed, meal plans), the pages of recipes it
    /// now links to or no longer does ("Used in"), and the pages made of the whole book that
    /// read what it changed (``RecipeSummary``):
    /// the lists, the contents, the search and stores' data. Those are put together from the
    /// pieces the last build kept recipe by recipe (``KeptPieces``), with the edited recipes'
    /// own made again; every other recipe's page is made of titles and links, which stay.
    /// Every cache is left as the whole-book rebuild would leave it, so later rebuilds and the
    /// site stay byte-identical to a clean build.
    func rebuildEditedRecipesAlone(
        changed: Set<String>, state: inout IncrementalState, early: (@Sendable ([String]) -> Void)?
    ) async -> Report? {
        guard let last = state.lastBuilder, let lastReport = state.lastReport, state.renderCache.isKept,
              let root = ContentRoot.realPath(of: options.contentFolder).map(ContentRoot.init) else { return nil }
        var timer = PhaseTimer()
        // Everything is read and checked before anything kept is changed: a change this cannot
        // take leaves the state as it was for the whole-book rebuild.
        let layout = ContentLayout(of: root)
        var otherFiles = Set<ChangedFile.Kind>()
        var readings: [Reading] = []
        for file in changed.map(ChangedFile.init(batchName:)).sorted(by: { $0.batchName < $1.batchName }) {
            let kind = file.kind(in: layout)
            guard kind == .recipe else {
                otherFiles.insert(kind)
                continue
            }
            let path = file.path
            guard let position = last.index.recipeByFile[path], last.loaded.book.recipes[position].file == path,
                  let scanned = state.loadCache.sourceFile(at: path), case .success(let entry) = root.resolve(path),
                  entry.type == .file, case .recipe(let oldParse)? = state.loadCache.result(for: scanned),
                  let oldFragments = state.renderCache.fragments[path]?.value
            else { return nil }
            let source = SourceFile(
                relativePath: path, absolutePath: scanned.absolutePath, kind: scanned.kind, modified: entry.modified, size: entry.size)
            guard let parsed = Self.reparse(source, root: root, language: last.language),
                  !parsed.diagnostics.contains(where: { $0.reason == .emptyFile }) else { return nil }
            var recipe = parsed.recipe
            recipe.slug = last.loaded.book.recipes[position].slug
            readings.append(Reading(
                position: position, source: source, oldParse: oldParse, oldFragments: oldFragments, parsed: parsed, recipe: recipe))
        }
        let olds = readings.map { last.loaded.book.recipes[$0.position] }
        let changes = BookChanges.between(
            olds, readings.map(\.recipe), candidates: Set(readings.map(\.recipe.file)), otherFiles: otherFiles)
        // What the lists, the contents and the search data read of a recipe is kept in pieces,
        // recipe by recipe, which are made again for the edited ones alone.
        guard case .editedRecipes(let plan) = BuildPlan(changes),
              !plan.lists || state.renderCache.listsPieces != nil,
              !plan.contents || state.renderCache.contentsPieces != nil,
              !plan.search || state.renderCache.assetsPieces != nil else { return nil }
        var edits: [RecipeEdit] = []
        var diagnostics = lastReport.diagnostics
        // The index as the edits checked so far leave it: two edits may each keep a tag page
        // that the two of them together would empty.
        var index = last.index
        for (reading, old) in zip(readings, olds) {
            let (position, recipe, parsed, oldFragments) = (reading.position, reading.recipe, reading.parsed, reading.oldFragments)
            // Its tags may change as long as no tag page comes or goes.
            guard recipe.tags == old.tags || index.retagged(recipe, at: position) != nil else { return nil }
            index.replace(recipe, at: position)
            // Links resolve by where recipes live, which an edit that keeps titles does not move;
            // a link to another recipe changes that recipe's "Used in".
            let fragments = RecipeFragments(recipe: recipe, resolver: LinkResolver(index: last.index), language: last.language)
            diagnostics.replace(
                Self.diagnostics(of: reading.oldParse, fragments: oldFragments, file: recipe.file),
                with: Self.diagnostics(of: parsed, fragments: fragments, file: recipe.file))
            edits.append(RecipeEdit(
                position: position, source: reading.source, parsed: parsed, recipe: recipe, fragments: fragments,
                oldTags: old.tags, uses: IngredientUses(of: recipe),
                summary: RecipeSummary(of: recipe), oldSummary: RecipeSummary(of: old)))
        }
        // An edit's build makes only the files the last one made: a list page or a search
        // shard that would come or go needs the whole book.
        guard !edits.isEmpty, SiteBuilder.editsKeepPages(
            edits, old: last.index, new: index, contents: state.renderCache.contentsPieces, paging: last.paging) else { return nil }
        if let assets = state.renderCache.assetsPieces,
           !assets.keepsSearchFiles(after: edits.filter(\.changesSearch).map(\.recipe)) { return nil }
        timer.lap("edited recipes: read")

        // The builder and caches are taken out of `state` so that `state` holds no second
        // reference to them. (The recipes' arrays are still copied once: the pages kept in the
        // cache, rendered when written, hold the builder they were made by.)
        guard var builder = state.lastBuilder.take() else { return nil }
        var cache = state.renderCache
        state.renderCache = RenderCache()
        for edit in edits {
            let generation = state.loadCache.storeRereading(edit.source, .recipe(edit.parsed))
            builder.replace(edit.recipe, at: edit.position, modified: edit.source.modified, generation: generation)
            cache.summaries[edit.recipe.file] = .init(key: RecipeSummary.key(generation: generation, slug: edit.recipe.slug), value: edit.summary)
        }
        let output = OutputFolder(path: options.outputFolder)
        let memory = state.outputMemory
        let earlyFiles = EarlyFiles()
        let written: [String]
        do {
            // The edited pages are on disk before the rest is made.
            let writeEarly = earlyFiles.writer(into: output, memory: memory, telling: early)
            written = try await output.writeFilesMarked(making: {
                let made = await builder.build(.edited(edits), cache: &cache, early: writeEarly)
                timer.lap("edited recipes: pages made")
                return made.files
            }, memory: memory)
        } catch {
            // The state holds the edits, so the whole-book rebuild that follows writes the
            // same pages and reports the error. Its kept pieces may not hold them: no later
            // edit may be rebuilt alone before a whole-book run has ended.
            state.renderCache = cache
            state.lastBuilder = builder
            state.lastReport = nil
            return nil
        }
        state.renderCache = cache
        state.lastBuilder = builder
        timer.lap("edited recipes: written")

        diagnostics.sortInReportOrder()
        let early = earlyFiles.all
        let rest = written.filter { !early.contains($0) }
        let count = early.count + rest.count
        let report = Report(
            recipes: lastReport.recipes, chapters: lastReport.chapters, files: lastReport.files,
            output: OutputSummary(written: count, unchanged: lastReport.files - count),
            changedFiles: rest, earlyFiles: early, diagnostics: diagnostics,
            extent: .editedRecipes(edits.map(\.source.relativePath)))
        state.lastReport = report
        return report
    }

    /// The recipe in `source` read and parsed again, or `nil` when the file cannot be read.
    static func reparse(_ source: SourceFile, root: ContentRoot, language: Language) -> ParsedRecipe? {
        guard case .recipe(let part, let photoFolders) = source.kind,
              case .success(let text) = TextFileReader.read(path: source.absolutePath) else { return nil }
        return RecipeParser.parse(text, file: source.relativePath, part: part, language: language) {
            root.locatePhoto($0, in: photoFolders)
        }
    }

    /// The problems a build reports of one recipe's own reading: its parse and its broken links.
    private static func diagnostics(of parsed: ParsedRecipe, fragments: RecipeFragments, file: String) -> [Diagnostic] {
        parsed.diagnostics + fragments.brokenLinkDiagnostics(file: file)
    }
}

extension Array where Element == Diagnostic {
    /// Takes out one of each of `old` (the problems another kind of reading, such as a
    /// duplicate title, found stay) and adds `new`.
    mutating func replace(_ old: [Diagnostic], with new: [Diagnostic]) {
        for diagnostic in old {
            if let position = firstIndex(of: diagnostic) { remove(at: position) }
        }
        self += new
    }
}

/// A changed recipe file read again, before the plan says whether it can be rebuilt alone.
private struct Reading {
    let position: Int
    let source: SourceFile
    let oldParse: ParsedRecipe
    let oldFragments: RecipeFragments
    let parsed: ParsedRecipe
    /// The recipe as the book would hold it: with the slug the whole book gave it.
    let recipe: Recipe
}

/// One recipe edited, read and checked: its title and where it lives stay.
struct RecipeEdit: Sendable {
    let position: Int
    let source: SourceFile
    let parsed: ParsedRecipe
    /// The recipe as the book holds it: with the slug the whole book gave it.
    let recipe: Recipe
    let fragments: RecipeFragments
    /// Its tags before the edit.
    let oldTags: [String]
    /// Its ingredients as the index and the stores' data name them.
    let uses: IngredientUses
    /// What the pages made of the whole book read of it, and read of it before the edit.
    let summary: RecipeSummary
    let oldSummary: RecipeSummary

    /// Whether the lists show something of it that changed: its description or tags.
    var changesLists: Bool { summary.lists != oldSummary.lists }
    /// Whether the contents page shows something of it that changed: a section or an ingredient.
    var changesContents: Bool { summary.contents != oldSummary.contents }
    /// Whether the search data or the stores' data hold something of it that changed.
    var changesSearch: Bool { summary.search != oldSummary.search }
}
