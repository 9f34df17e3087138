import Markdown
import RecipeCore

/// The HTML of one recipe's lines, rendered once and shared by its page and the print book.
struct RecipeFragments: Sendable {
    /// One entry per element of the recipe, in order.
    enum Element: Sendable {
        case header(text: String, level: Int, anchor: String)
        /// `name`: its name as shown (``CountedName``); `subRecipe`: the address, from the
        /// recipe's page, of the recipe its name links to. Its name and amount are rendered by
        /// the page that shows them (``write(to:)``), not kept here: a big book's items would
        /// hold their page's markup for the whole build. `prep`: its preparation, escaped,
        /// with its temperatures marked.
        case item(Item, name: CountedName, subRecipe: String?, prep: MarkedHTML)
        /// `printedHTML`: the step on paper, when it differs (a timer or a temperature, whose
        /// attributes only the page script reads). `uses`: the positions of the items it uses
        /// (``StepItems``), for cook mode.
        case step(number: Int, html: String, printedHTML: String?, uses: [Int])
        /// A note's temperatures are marked as a step's are.
        case note(MarkedHTML)
        /// `images`: its published images, `nil` when it is not published.
        case photo(caption: String, images: PublishedPhoto?)
    }

    let elements: [Element]
    let descriptionHTML: String?
    /// The element that is the description: shown under the title, not again in the body.
    let descriptionElement: Int?
    /// The recipes this one's steps link to, by file.
    let linkedRecipes: Set<String>
    /// Links that lead to nothing the site publishes, with where each is in the file.
    let brokenLinks: [(url: String, place: TextPlace)]
    /// Every link of its steps and notes, with where it led: the fragments are the same as
    /// long as these still lead there (``LinkResolver/stillLead(_:from:)``).
    let links: [LinkResolution]
    /// How long it takes, and its pan, read once for its page, its printed article and its
    /// search-engine data.
    let times: RecipeTimes?
    let pan: Pan?

    /// `language`: the book's, which oven temperatures are read in (and English).
    init(recipe: Recipe, resolver: LinkResolver, language: Language = .english) {
        var linked = Set<String>()
        var broken: [(url: String, place: TextPlace)] = []
        var links: [LinkResolution] = []
        var textPlace = TextPlace(line: 1, column: 1)
        // A recipe is used by another when one of its steps links to it; a note that mentions
        // it is not a use.
        var linksAreUses = false
        let resolveLink: (MarkdownLink) -> String? = { found in
            let link = resolver.resolve(found.url, from: recipe.file)
            switch link.target {
            case .recipe(let file, _): if linksAreUses { linked.insert(file) }
            case .unknown:
                broken.append((found.url, TextPlace(line: textPlace.line, column: textPlace.column + found.column - 1)))
            case .chapter, .picture, .unchanged: break
            }
            links.append(link)
            return link.href
        }
        // A sub-recipe's address from this page: its link is a use of it, as a step's is;
        // a link that leads to no recipe is reported as any broken link and shows its text.
        func subRecipeLink(_ item: Item) -> String? {
            let link = item.nameLink
            guard let sub = resolver.index.subRecipes.recipe(for: item, in: recipe.file) else {
                if let link, case .unknown = resolver.target(of: link.target, from: recipe.file) {
                    broken.append((link.target, textPlace))
                }
                return nil
            }
            linked.insert(sub.file)
            if let link { links.append(resolver.resolve(link.target, from: recipe.file)) }
            return resolver.url(for: .recipe(sub.file, fragment: nil), from: recipe.file)
        }
        var anchors = AnchorSet()
        // Every step's, note's and preparation's temperatures first: how converted oven
        // settings round depends on how the whole recipe writes its own
        // (``TemperatureScanner/celsiusStep(for:)``).
        var temperatures: [[StepTemperature]] = []
        temperatures.reserveCapacity(recipe.elements.count)
        recipe.forEachElement { element in
            switch element {
            case .step(let step): temperatures.append(TemperatureScanner.scan(step.text, language: language))
            case .note(let note):
                temperatures.append(TemperatureScanner.scan(TagScanner.withoutTrailingTags(note.text), language: language))
            case .item(let item): temperatures.append(TemperatureScanner.scan(item.prep, language: language))
            case .header, .photo: temperatures.append([])
            }
        }
        let celsiusStep = TemperatureScanner.celsiusStep(for: temperatures.flatMap { $0 })
        let stepItems = StepItems.of(recipe, language: language)
        var stepNumber = 0
        var elements: [Element] = []
        elements.reserveCapacity(recipe.elements.count)
        var position = -1
        recipe.forEachElement { element in
            position += 1
            if position < recipe.elementPlaces.count { textPlace = recipe.elementPlaces[position] }
            linksAreUses = if case .step = element { true } else { false }
            switch element {
            case .header(let header):
                elements.append(.header(text: header.text, level: header.level, anchor: anchors.claim(heading: header.text)))
            case .item(let item):
                let prep = MarkedHTML(HTML.escape(item.prep), of: item.prep, temperatures: temperatures[position], celsiusStep: celsiusStep)
                elements.append(.item(item, name: CountedName(item, language: language), subRecipe: subRecipeLink(item), prep: prep))
            case .step(let step):
                stepNumber += 1
                let rendered = StepHTML.render(step, temperatures: temperatures[position], celsiusStep: celsiusStep, resolveLink: resolveLink)
                elements.append(.step(
                    number: stepNumber, html: rendered.html, printedHTML: rendered.printedHTML, uses: stepItems[stepNumber - 1]))
            case .note(let note):
                // The tags that end a note are shown as the recipe's tags; a note of nothing
                // but tags is not shown as a note at all.
                let shown = TagScanner.withoutTrailingTags(note.text)
                let html = shown.isEmpty ? "" : InlineHTML.render(shown, resolveLink: resolveLink)
                elements.append(.note(MarkedHTML(html, of: shown, temperatures: temperatures[position], celsiusStep: celsiusStep)))
            case .photo(let photo):
                elements.append(.photo(caption: photo.caption, images: PublishedPhoto(photo.found)))
            }
        }
        self.elements = elements
        // The description is the first note, already rendered.
        let first = recipe.description == nil ? nil : elements.firstIndex { element in
            if case .note = element { return true }
            return false
        }
        descriptionElement = first
        descriptionHTML = first.flatMap { index in
            if case .note(let note) = elements[index], !note.html.isEmpty { return note.html }
            return nil
        }
        linkedRecipes = linked
        brokenLinks = broken
        self.links = links
        times = recipe.times(in: language)
        pan = recipe.pan(in: language)
    }
}

extension RecipeFragments {
    /// A problem for each link of the recipe in `file` that leads to nothing the site publishes.
    func brokenLinkDiagnostics(file: String) -> [Diagnostic] {
        brokenLinks.map { Diagnostic(.brokenLink($0.url), at: SourceLocation(file: file, line: $0.place.line, column: $0.place.column)) }
    }
}
