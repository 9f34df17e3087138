import RecipeCore

/// What the search box can find: a tag, a recipe or a guide section, in that order of kinds
/// (the order of their document numbers and of the results after titles).
enum SearchKind: Int, Sendable, CaseIterable {
    case tag, recipe, guide

    /// The name the page's script shows a label for.
    var name: String {
        switch self {
        case .tag: "tag"
        case .recipe: "recipe"
        case .guide: "guide"
        }
    }
}

/// Where a word stands in a document: the ranking puts titles that hold every word first, and
/// among those the ones whose first word starts with the first word searched.
enum SearchMark: Int, Sendable, Comparable {
    /// The title's first word.
    case titleStart = 0
    /// Another word of the title.
    case title = 1
    /// Only in the context (part, chapter), the items, tags, notes or section headers.
    case elsewhere = 2

    static func < (lhs: SearchMark, rhs: SearchMark) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a search result shows of a document: its title, address, kind, context and photo.
struct SearchCard: Sendable, Equatable {
    let title: String
    let url: String
    let kind: SearchKind
    /// The recipe's part, the chapter of a section, the word for "Guide" for a chapter.
    let context: String?
    /// The thumbnail of a recipe's first photo, from the site root.
    let image: String?
}

/// One document of the search: its card and every word it is found by, each with its best mark.
struct SearchDocument: Sendable, Equatable {
    let card: SearchCard
    let words: [String: SearchMark]

    /// A document whose title is `card.title`, also found by the words of its context and `text`.
    init(card: SearchCard, text: String) {
        self.init(card: card, texts: [text])
    }

    /// A document found by the words of its title, its context and each of `texts`.
    private init(card: SearchCard, texts: [String]) {
        self.card = card
        var words: [String: SearchMark] = [:]
        // Room for them at once, not grown as they come: about one word in six bytes of text.
        let bytes = texts.reduce(card.title.utf8.count + (card.context?.utf8.count ?? 0)) { $0 + $1.utf8.count }
        words.reserveCapacity(min(max(16, bytes / 6), 1024))
        // Each word is looked up once, through the dictionary's default subscript, which puts
        // the mark in when the word is new: a look-up followed by a store hashed each word twice.
        for (number, word) in SearchWords.words(in: card.title).enumerated() {
            let mark: SearchMark = number == 0 ? .titleStart : .title
            Self.keepBest(mark, in: &words[word, default: mark])
        }
        for word in SearchWords.words(in: card.context ?? "") { Self.keepBest(.elsewhere, in: &words[word, default: .elsewhere]) }
        for text in texts {
            for word in SearchWords.words(in: text) { Self.keepBest(.elsewhere, in: &words[word, default: .elsewhere]) }
        }
        self.words = words
    }

    private static func keepBest(_ mark: SearchMark, in kept: inout SearchMark) {
        if mark < kept { kept = mark }
    }

    /// A recipe: found by its title, part, items, tags, notes and section headers.
    init(recipe: Recipe) {
        // One pass over the elements, in the order the texts were always given.
        var names: [String] = [], notes: [String] = [], headers: [String] = []
        recipe.forEachElement { element in
            switch element {
            case .item(let item): names.append(item.nameLink?.text ?? item.name)
            case .note(let note): notes.append(MarkdownText.plain(note.text))
            case .header(let header): headers.append(header.text)
            default: break
            }
        }
        var texts = names
        texts.reserveCapacity(names.count + recipe.tags.count + notes.count + headers.count)
        for tag in recipe.tags { texts.append("#" + tag) }
        texts += notes
        texts += headers
        let card = SearchCard(
            title: recipe.title, url: SitePath.recipe(recipe.slug), kind: .recipe, context: recipe.part,
            image: recipe.firstPhoto.flatMap { PublishedPhoto($0.found)?.thumbnail().path })
        self.init(card: card, texts: texts)
    }

    /// The tags, then the chapters and their sections (a chapter's context is `guide`, the
    /// word for the guide, so that word finds every chapter).
    static func others(book: Book, index: SiteIndex, guide: String) -> (tags: [SearchDocument], guide: [SearchDocument]) {
        let tags = index.tags.map {
            SearchDocument(card: SearchCard(title: "#" + $0.name, url: SitePath.tag($0.slug), kind: .tag, context: nil, image: nil), text: "")
        }
        var sections: [SearchDocument] = []
        for chapter in book.chapters {
            let url = SitePath.chapter(chapter.slug)
            sections.append(SearchDocument(
                card: SearchCard(title: chapter.title, url: url, kind: .guide, context: guide, image: nil), text: ""))
            for section in chapter.sections {
                sections.append(SearchDocument(
                    card: SearchCard(title: section.title, url: url + "#" + section.anchor, kind: .guide, context: chapter.title, image: nil),
                    text: ""))
            }
        }
        return (tags, sections)
    }
}
