/// Where the reader is on the card, the way a person reads one: top to bottom.
enum ReadingState: Sendable, Equatable {
    /// Looking for the title: the first line, unless it is clearly something else.
    case title
    /// After the title: a description, servings and times, until the first ingredient.
    case description
    /// Reading ingredients until a step, an instructions heading or a notes heading.
    case ingredients
    /// Reading steps until an ingredients heading or a notes heading.
    case instructions
    /// Reading notes at the end.
    case notes
}

/// How the previous line ended, deciding whether a line of prose continues it.
enum LineFlow: Sendable, Equatable {
    /// A long line of prose that stopped mid-sentence (text hard-wrapped in an e-mail).
    case openProse
    /// Anything else: the next line starts a new element.
    case closed
}

/// Reads pasted text line by line into an ``ImportedCard``, as explicit states.
struct ImportReader {
    /// What has been read so far.
    var card = ImportedCard()
    /// Where the reader is.
    var state = ReadingState.title
    /// How the previous line ended.
    var flow = LineFlow.closed
    /// The language amounts are read in, besides English: the book's.
    var language = Language.english

    /// The card in `text` (plain text or Markdown), its amounts read in `language` and English.
    static func read(_ text: String, language: Language = .english) -> ImportedCard {
        var reader = ImportReader(language: language)
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            reader.take(LineClassifier.classify(String(line)))
        }
        return reader.card
    }

    /// Reads one classified line.
    mutating func take(_ line: ClassifiedLine) {
        switch line {
        case .blank:
            flow = .closed
        case .junk:
            break
        case .partHeading(let part, let written):
            startPart(part, written: written)
        case .detail(let text):
            appendAtEdge(.note(Note(text: text)))
        case .address(let address):
            appendAtEdge(.note(Note(text: language.importWords.notes.source + ": " + address)))
        case .photo(let photo):
            appendInPlace(.photo(photo))
        case .note(let text):
            appendInPlace(.note(Note(text: text)))
        case .greeting(let text):
            if state != .title, state != .description { takeByState(.text(text)) }
        default:
            takeByState(line)
        }
    }

    /// Lines whose meaning depends on where the reader is.
    private mutating func takeByState(_ line: ClassifiedLine) {
        switch state {
        case .title: takeAsTitle(line)
        case .description: takeInDescription(line)
        case .ingredients: takeInIngredients(line)
        case .instructions: takeInInstructions(line)
        case .notes: takeInNotes(line)
        }
    }

    private mutating func takeAsTitle(_ line: ClassifiedLine) {
        switch line {
        case .emailHeader:
            return
        case .subject(let text):
            setTitle(text)
        case .heading(let text, _, let mark) where mark.canBeTitle:
            setTitle(text)
        case .text(let text) where isTitleLike(text):
            setTitle(text)
        default:
            state = .description
            takeInDescription(line)
        }
    }

    private mutating func takeInDescription(_ line: ClassifiedLine) {
        switch line {
        case .text(let text) where IngredientLine.startsWithQuantity(text, language: language):
            startSection(.ingredients, header: nil)
            appendItem(text)
        case .bullet(let text):
            startSection(.ingredients, header: nil)
            takeInIngredients(.bullet(text))
        case .numbered(let text):
            startSection(.instructions, header: nil)
            appendStep(text, numbered: true)
        case .heading(let text, let level, _):
            startSection(.ingredients, header: Header(text: text, level: max(level, 2)))
        case .text(let text), .subject(let text), .emailHeader(let text):
            appendProse(text, to: .opening)
        default:
            break
        }
    }

    private mutating func takeInIngredients(_ line: ClassifiedLine) {
        switch line {
        case .bullet(let text), .text(let text):
            if looksLikeStep(text) {
                startSection(.instructions, header: nil)
                appendStep(text, numbered: true)
            } else {
                appendItem(text)
            }
        case .numbered(let text):
            startSection(.instructions, header: nil)
            appendStep(text, numbered: true)
        case .heading(let text, let level, _):
            startSection(.ingredients, header: Header(text: text, level: max(level, 2)))
        case .subject(let text), .emailHeader(let text):
            appendItem(text)
        default:
            break
        }
    }

    private mutating func takeInInstructions(_ line: ClassifiedLine) {
        if case .text(let text) = line, currentSectionIsEmpty, looksLikeIngredient(text) {
            // A heading among the steps followed by quantities: `Glaze:` then `1 cup sugar`.
            card.sections[card.sections.count - 1].kind = .ingredients
            state = .ingredients
            appendItem(text)
            return
        }
        switch line {
        case .numbered(let text), .bullet(let text):
            appendStep(text, numbered: true)
        case .text(let text), .subject(let text), .emailHeader(let text):
            appendStep(text, numbered: false)
        case .heading(let text, let level, _):
            startSection(.instructions, header: Header(text: text, level: max(level, 2)))
        default:
            break
        }
    }

    private mutating func takeInNotes(_ line: ClassifiedLine) {
        switch line {
        case .numbered(let text), .bullet(let text):
            flow = .closed
            appendProse(text, to: .notes)
        case .text(let text), .subject(let text), .emailHeader(let text):
            appendProse(text, to: .notes)
        case .heading(let text, _, _):
            flow = .closed
            appendProse(text, to: .notes)
        default:
            break
        }
    }
}
