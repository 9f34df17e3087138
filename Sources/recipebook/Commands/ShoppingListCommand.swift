import ArgumentParser
import Foundation
import RecipeSite

/// `recipebook shopping-list`: a meal plan's or some recipes' shopping list, sorted for a store.
struct ShoppingListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-list",
        abstract: "Print a shopping list for a meal plan or some recipes, sorted the way a store is walked.",
        discussion: """
        Items of all recipes are combined, amounts added up where their units allow, and the lines \
        are grouped by the aisles of the store given with --store (a file in stores/), or by category \
        without one. A recipe is named by its title or its file, with an optional multiplier: \
        'Beef Chili x2'. A recipe's item that is another recipe (a sub-recipe, such as a pie's \
        crust) is listed as that recipe's items, by its number of batches; --no-expand keeps it one line. Text fits 80 columns; markdown is a task list; json is the list's data; \
        html is a standalone printable page. A name that matches nothing is an error (exit status 1) \
        naming the closest matches.
        """
    )

    /// The output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, html
    }

    /// The units a list's sums are shown in, as on a recipe page.
    enum Units: String, ExpressibleByArgument, CaseIterable {
        case original, metric, us
    }

    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: ArgumentHelp("Sort the list for this store (a file in stores/).", valueName: "NAME"))
    var store: String?

    @Option(name: .long, help: ArgumentHelp("Shop for this meal plan (a file in plans/).", valueName: "NAME"))
    var plan: String?

    @Option(name: .long, help: ArgumentHelp("How to print the list.", valueName: "FORMAT"))
    var format: Format = .text

    @Option(name: .long, help: ArgumentHelp(
        "Show sums as the recipes write them (original), or converted by the kitchen rules (metric, us).", valueName: "UNITS"))
    var units: Units = .original

    @Flag(name: .customLong("no-expand"), help: "Keep each sub-recipe (a crust in a pie) one line instead of listing its items.")
    var noExpand = false

    @Argument(help: ArgumentHelp("Recipes to shop for, by title or file, each with an optional multiplier ('Beef Chili x2').",
                                 valueName: "RECIPE"))
    var recipes: [String] = []

    func validate() throws {
        if plan == nil && recipes.isEmpty {
            throw ValidationError("Name a meal plan with --plan, or one or more recipes.")
        }
    }

    func run() async throws {
        let loaded = try await content.load()
        let shopping: ShoppingContent
        do {
            shopping = try ShoppingContent.load(
                contentFolder: content.content, book: loaded.book,
                language: Language(tag: SiteConfig.load(contentFolder: loaded.contentFolder).0.language))
        } catch {
            Terminal.printError("error: \(error.description)")
            throw ExitCode(2)
        }
        var usedFiles: Set<String> = []
        var chosenStore: Store?
        if let store {
            guard let found = shopping.store(named: store) else {
                throw Self.notFound("store", store, among: shopping.stores.map(\.name), folder: "stores")
            }
            chosenStore = found
            usedFiles.insert(found.file)
        }
        var request = ShoppingRequest()
        var title: String?
        if let plan {
            guard let found = shopping.plan(named: plan) else {
                throw Self.notFound("meal plan", plan, among: shopping.plans.map(\.name), folder: "plans")
            }
            title = found.name
            usedFiles.insert(found.file)
            request = found.request(in: shopping.recipes).request
        }
        for reference in recipes {
            let entry = MealPlan.Entry(parsing: reference)
            if let invalid = entry.invalidMultiplier {
                let why = if case .multiplierTooLarge(_, let limit) = entry.multiplierProblem {
                    "is over the limit of \(limit)"
                } else {
                    "is not a number above 0"
                }
                Terminal.printError("error: multiplier '\(invalid)' of '\(reference)' \(why)")
                throw ExitCode(1)
            }
            guard let recipe = shopping.recipes.recipe(for: entry.reference) else {
                throw Self.notFound("recipe", entry.reference, suggestions: shopping.recipes.suggestions(for: entry.reference))
            }
            request.recipes.append(ShoppingRequest.Entry(recipe: recipe, multiplier: entry.multiplier))
        }
        request.subRecipes = noExpand ? nil : shopping.recipes.subRecipes
        for diagnostic in shopping.diagnostics where usedFiles.contains(diagnostic.location.file) {
            Terminal.printError(diagnostic.description)
        }
        // The book's language reads its category words and writes its headings and decimals.
        let config = SiteConfig.load(contentFolder: loaded.contentFolder).0
        let language = Language(tag: config.language)
        let list = ShoppingList(request: request, title: title, store: chosenStore, language: language)
        try write(list, language: language, words: Wording(config: config).showingSums(in: KitchenView(rawValue: units.rawValue) ?? .asWritten))
    }

    private func write(_ list: ShoppingList, language: Language, words: Wording) throws {
        let date = Self.today()
        let output: String
        switch format {
        case .text:
            output = ShoppingListText.render(list, date: date, language: language, words: words.shoppingList)
        case .markdown:
            output = ShoppingListMarkdown.render(list, date: date, language: language, words: words.shoppingList)
        case .html:
            output = ShoppingListHTML.render(list, date: date, language: words.code, words: words)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            output = String(decoding: try encoder.encode(list), as: UTF8.self) + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }

    /// `error: no recipe named 'Crumbel'; did you mean 'Grandma's Apple Crumble'?`, exit status 1.
    private static func notFound(_ kind: String, _ name: String, suggestions: [String]) -> ExitCode {
        var message = "error: no \(kind) named '\(name)'"
        if let hint = NameSuggestions.didYouMean(suggestions) { message += "; " + hint }
        Terminal.printError(message)
        return ExitCode(1)
    }

    /// As above for stores and plans; with no close match, the names there are (or that there are none).
    private static func notFound(_ kind: String, _ name: String, among names: [String], folder: String) -> ExitCode {
        let suggestions = NameSuggestions.closest(to: name, among: names)
        guard suggestions.isEmpty else { return notFound(kind, name, suggestions: suggestions) }
        var message = "error: no \(kind) named '\(name)'"
        if names.isEmpty {
            message += "; the content folder has no \(folder)/ files"
        } else {
            let quoted = names.map { "'\($0)'" }
            message += names.count == 1 ? "; the only one is \(quoted[0])" : "; the \(kind)s are " + quoted.joined(separator: ", ")
        }
        Terminal.printError(message)
        return ExitCode(1)
    }

    /// Today's date, `YYYY-MM-DD`, in the local time zone.
    private static func today() -> String {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let year = parts.year ?? 1970, month = parts.month ?? 1, day = parts.day ?? 1
        return String(format: "%04d-%02d-%02d", year, month, day)
    }
}
