import Markdown

/// What the parser has read so far of one recipe file.
struct RecipeParserState {
    private enum Position {
        /// Nothing but blank lines yet.
        case start
        /// The title has been read (or found missing); no element yet.
        case afterTitle
        /// At least one element has been read.
        case inBody
    }

    let file: String
    /// The book's language: its words are read besides the English ones.
    let language: Language
    let locatePhoto: ((String) -> PhotoLookup)?
    private var position = Position.start
    private var title: String?
    private var description: String?
    private var elements: [RecipeElement] = []
    private var elementPlaces: [TextPlace] = []
    private var tags = TagCollector()
    private var diagnostics: [Diagnostic] = []
    /// Where each Markdown-bound warning is in `diagnostics`, so a file reports each once.
    private var boundWarnings: [Int: Int] = [:]

    init(file: String, language: Language = .english, locatePhoto: ((String) -> PhotoLookup)?) {
        self.file = file
        self.language = language
        self.locatePhoto = locatePhoto
    }

    mutating func read(_ line: RecipeLine, line number: Int, column: Int) {
        let location = SourceLocation(file: file, line: number, column: column)
        if case .blank = line { return }
        if position == .start {
            position = .afterTitle
            if case .title(let text) = line {
                title = text
                return
            }
            report(.missingTitle(usingFileName: fileTitle), at: SourceLocation(file: file, line: number))
        }
        let isFirstElement = position == .afterTitle
        position = .inBody
        defer {
            // A note's text starts after its `> `.
            let offset = if case .note = line { 2 } else { 0 }
            while elementPlaces.count < elements.count { elementPlaces.append(TextPlace(line: number, column: column + offset)) }
        }
        switch line {
        case .blank:
            break
        case .title(let text):
            report(.laterTitle, at: location)
            elements.append(.header(Header(text: text, level: 2)))
        case .header(let text, let level):
            elements.append(.header(Header(text: text, level: level)))
        case .item(let fields):
            elements.append(.item(item(from: fields, at: location)))
        case .note(let text):
            if isFirstElement && !text.isEmpty { description = text }
            let droppedBefore = tags.dropped
            tags.collect(from: text)
            if droppedBefore == 0 && tags.dropped > 0 {
                report(.tooManyTags(limit: ContentLimits.maximumTagsPerRecipe), at: location)
            }
            checkMarkdownBounds(text, line: number)
            elements.append(.note(Note(text: text)))
        case .photo(let caption, let file, let fileColumn):
            let found = photo(file, at: SourceLocation(file: self.file, line: number, column: fileColumn))
            elements.append(.photo(Photo(caption: caption, file: file, found: found)))
        case .step(let text):
            let scan = TimerScanner.scan(text, language: language)
            for stray in scan.strayLabels {
                report(.strayTimerLabel(StrayTimerLabel(words: stray.words)),
                       at: SourceLocation(file: file, line: number, column: column + stray.offset))
            }
            checkMarkdownBounds(scan.text, line: number)
            elements.append(.step(Step(text: scan.text, timers: scan.timers)))
        }
    }

    /// Warns where the Markdown guard will change a step or note before rendering it: once per
    /// bound and file, counting the other lines.
    private mutating func checkMarkdownBounds(_ text: String, line: Int) {
        for finding in InputGuard.inline(text).findings {
            let reason = DiagnosticReason(finding)
            guard let bound = reason.markdownBound else { continue }
            if let index = boundWarnings[bound] {
                diagnostics[index].reason = diagnostics[index].reason.addingOtherLines(1)
            } else {
                boundWarnings[bound] = diagnostics.count
                report(reason, at: SourceLocation(file: file, line: line))
            }
        }
    }

    mutating func finish(part: String?) -> ParsedRecipe {
        if position == .start {
            report(.emptyFile, at: SourceLocation(file: file))
        }
        // A title of nothing but white space (`# \u{0C}`) is no title: the writer could not write it.
        let finalTitle = title.flatMap { $0.allSatisfy(\.isOnlyWhiteSpace) ? nil : $0 } ?? fileTitle
        var recipe = Recipe(
            title: finalTitle, file: file, slug: Slug.make(from: finalTitle), part: part,
            description: description, tags: tags.tags, elements: elements.compacted
        )
        recipe.elementPlaces = elementPlaces.compacted
        return ParsedRecipe(recipe: recipe, diagnostics: diagnostics)
    }

    private mutating func item(from fields: [String], at location: SourceLocation) -> Item {
        let name = fields.first ?? ""
        if name.isEmpty && fields.allSatisfy(\.isEmpty) {
            report(.emptyItem, at: location)
        }
        if fields.count > 3 {
            report(.extraItemFields(count: fields.count), at: location)
        }
        let amount = fields.count > 1 ? fields[1] : ""
        let prep = fields.count > 3 ? fields[2...].joined(separator: " | ") : fields.count == 3 ? fields[2] : ""
        return Item(name: name, amount: amount, prep: prep, quantity: quantity(of: amount, at: location))
    }

    /// The quantity of an amount note; a number past the bound is a warning and stays text.
    private mutating func quantity(of amount: String, at location: SourceLocation) -> Quantity? {
        switch QuantityParser.read(amount, language: language) {
        case .quantity(let quantity):
            return quantity
        case .tooLarge:
            report(.amountTooLarge(amount, limit: Int(ContentLimits.maximumAmount)), at: location)
            return nil
        case .noNumber:
            return nil
        }
    }

    private mutating func photo(_ file: String, at location: SourceLocation) -> FoundPhoto? {
        guard let locatePhoto else { return nil }
        switch locatePhoto(file) {
        case .found(let photo):
            return photo
        case .unusable(let reason):
            report(reason, at: location)
            return nil
        case .missing(let places):
            report(.photoNotFound(file, lookedFor: places), at: location)
            return nil
        case .outsideContent:
            report(.photoOutsideContent(file), at: location)
            return nil
        }
    }

    /// The file's name without folders, extension and place number (`03 Pancakes.recipe`):
    /// what the app would have titled it.
    private var fileTitle: String {
        NumberedName(NumberedName.baseName(of: file)).name
    }

    private mutating func report(_ reason: DiagnosticReason, at location: SourceLocation) {
        diagnostics.append(Diagnostic(reason, at: location))
    }
}
