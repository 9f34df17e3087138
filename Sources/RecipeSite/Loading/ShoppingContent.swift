import Foundation
import RecipeCore

/// The stores (`stores/*.md`) and meal plans (`plans/*.md`) of a content folder, read with the
/// same checks as recipes (size, UTF-8, links kept inside the folder), with every problem as a
/// diagnostic. Sub-folders and files of other kinds are ignored.
public struct ShoppingContent: Sendable {
    /// The stores, by file name.
    public var stores: [Store]
    /// The meal plans, by file name.
    public var plans: [MealPlan]
    /// Problems in the files, and recipes the plans name that the book does not have; ordered
    /// by file, line and column.
    public var diagnostics: [Diagnostic]
    /// The book's recipes, for resolving plans; indexed the first time they are asked for (a
    /// book without plans never needs the index, and a watch session rebuilds this each time).
    public var recipes: RecipeIndex { index.value }
    private let index: LazyRecipeIndex

    /// Stores, plans and their problems, with `book`'s recipes to resolve the plans against.
    init(stores: [Store], plans: [MealPlan], diagnostics: [Diagnostic], book: Book) {
        self.stores = stores
        self.plans = plans
        self.diagnostics = diagnostics
        index = LazyRecipeIndex(recipes: book.recipes)
    }

    /// Reads the stores and plans of `contentFolder`, resolving the plans against `book`.
    /// Plans are read in `language` (and English).
    public static func load(contentFolder: String, book: Book, language: Language = .english) throws(ContentLoadError) -> ShoppingContent {
        guard let real = ContentRoot.realPath(of: contentFolder) else { throw .missingContentFolder(contentFolder) }
        guard ContentRoot.isFolder(real) else { throw .notAFolder(contentFolder) }
        let root = ContentRoot(realPath: real)
        var diagnostics: [Diagnostic] = []
        var stores: [Store] = []
        for (file, text) in read("stores", root: root, diagnostics: &diagnostics) {
            let parsed = StoreParser.parse(text, file: file)
            diagnostics += parsed.diagnostics
            if !parsed.diagnostics.contains(where: { $0.reason == .emptyFile }) { stores.append(parsed.store) }
        }
        var plans: [MealPlan] = []
        let content = ShoppingContent(stores: [], plans: [], diagnostics: [], book: book)
        for (file, text) in read("plans", root: root, diagnostics: &diagnostics) {
            let parsed = MealPlanParser.parse(text, file: file, language: language)
            diagnostics += parsed.diagnostics
            guard !parsed.diagnostics.contains(where: { $0.reason == .emptyFile }) else { continue }
            diagnostics += parsed.plan.request(in: content.recipes).diagnostics
            plans.append(parsed.plan)
        }
        diagnostics += duplicates(stores.map { ($0.name, $0.file) }, kind: .store)
        diagnostics += duplicates(plans.map { ($0.name, $0.file) }, kind: .plan)
        diagnostics.sortInReportOrder()
        var result = content
        result.stores = stores
        result.plans = plans
        result.diagnostics = diagnostics
        return result
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The store named `name` (its `# ` name or its file name; case and punctuation do not
    /// matter), or `nil`.
    public func store(named name: String) -> Store? {
        let key = Self.nameKey(name)
        return stores.first { Self.nameKey($0.name) == key }
            ?? stores.first { Self.nameKey(Self.baseName($0.file)) == key }
    }

    /// The plan named `name` (its `# ` name or its file name), or `nil`.
    public func plan(named name: String) -> MealPlan? {
        let key = Self.nameKey(name)
        return plans.first { Self.nameKey($0.name) == key }
            ?? plans.first { Self.nameKey(Self.baseName($0.file)) == key }
    }

    /// The list of `plan` for `store`, or by category when `store` is `nil`. Recipes the book
    /// does not have are left out (they are among ``diagnostics``).
    /// Items are put in categories by the words of `language` as well as English.
    public func list(for plan: MealPlan, store: Store?, language: Language = .english) -> ShoppingList {
        ShoppingList(request: plan.request(in: recipes).request, title: plan.name, store: store, language: language)
    }

    /// The lists of `plan`: one for no store (by category), then one for each store.
    public func lists(for plan: MealPlan) -> [ShoppingList] {
        [list(for: plan, store: nil)] + stores.map { list(for: plan, store: $0) }
    }

    private static func nameKey(_ name: String) -> String {
        IngredientName.words(name.hasSuffix(".md") ? String(name.dropLast(3)) : name).joined(separator: " ")
    }

    private static func baseName(_ file: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    /// A warning on every file after the first that has a name already taken.
    private static func duplicates(_ named: [(name: String, file: String)], kind: ShoppingProblem.FileKind) -> [Diagnostic] {
        var first: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for (name, file) in named {
            let key = nameKey(name)
            if let earlier = first[key] {
                let problem = ShoppingProblem.duplicateName(kind, name: name, firstFile: earlier)
                diagnostics.append(Diagnostic(.shopping(problem), at: SourceLocation(file: file)))
            } else {
                first[key] = file
            }
        }
        return diagnostics
    }

    /// The text of every `.md` file directly inside `folder`, by path; a missing folder is no
    /// problem, an unreadable file is a diagnostic.
    private static func read(_ folder: String, root: ContentRoot, diagnostics: inout [Diagnostic]) -> [(String, String)] {
        let absolute = root.absolutePath(of: folder)
        guard ContentRoot.isFolder(absolute) else { return [] }
        guard root.realPathInside(absolute) != nil else {
            diagnostics.append(Diagnostic(.symlinkOutsideContent(target: ContentRoot.linkText(absolute) ?? folder),
                                          at: SourceLocation(file: folder)))
            return []
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: absolute)
        } catch {
            diagnostics.append(Diagnostic(.unreadable("folder cannot be listed (\(ContentRoot.describe(error)))"),
                                          at: SourceLocation(file: folder)))
            return []
        }
        var files: [(String, String)] = []
        for name in names.sorted() where !name.hasPrefix(".") && name.lowercased().hasSuffix(".md") {
            let relative = folder + "/" + name
            switch root.resolve(relative) {
            case .failure(let reason):
                diagnostics.append(Diagnostic(reason, at: SourceLocation(file: relative)))
            case .success(let entry) where entry.type == .file:
                switch TextFileReader.read(path: entry.realPath) {
                case .success(let text):
                    files.append((relative, text))
                case .failure(.unusable(let reason, let line, let column)):
                    diagnostics.append(Diagnostic(reason, at: SourceLocation(file: relative, line: line, column: column)))
                }
            case .success:
                continue
            }
        }
        return files
    }
}

/// A ``RecipeIndex`` made on first use, once, whichever thread asks first.
private final class LazyRecipeIndex: Sendable {
    private let recipes: [Recipe]
    private let made = Locked<RecipeIndex?>(nil)

    init(recipes: [Recipe]) {
        self.recipes = recipes
    }

    var value: RecipeIndex {
        made.withLock { made in
            if let made { return made }
            let index = RecipeIndex(recipes: recipes)
            made = index
            return index
        }
    }
}
