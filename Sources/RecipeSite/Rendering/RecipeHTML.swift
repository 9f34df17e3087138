/// The repeated parts of recipe pages, written directly: a template engine spends most of a
/// large build walking these loops, so templates get them as finished blocks. Their markup is
/// the contract in `Templates/assets/MARKUP.md`.
enum RecipeHTML {
    /// Every section of the recipe with its items, steps, notes and photos, in file order.
    ///
    /// Items and steps carry no checkboxes: the page script adds them on screen (see
    /// MARKUP.md), and on paper (`printing`) there is nothing to check off.
    static func sections(_ fragments: RecipeFragments, idPrefix: String, root: String, printing: Bool = false, step: String = "Step") -> String {
        var writer = SectionsWriter(
            idPrefix: idPrefix, root: root, printing: printing, stepWord: HTML.escape(step) + " ",
            html: HTMLBytes(capacity: fragments.elements.count * 220))
        for offset in fragments.elements.indices where offset != fragments.descriptionElement {
            fragments.elements[offset].write(to: &writer)
        }
        writer.closeSection()
        return writer.html.text
    }

    /// A recipe's sections as ``sections(_:idPrefix:root:printing:step:)`` writes them, element
    /// by element.
    struct SectionsWriter {
        let idPrefix: String
        let root: String
        let printing: Bool
        /// The word before a step's number, escaped, and a space.
        let stepWord: String
        var html: HTMLBytes
        /// Whether a section is open.
        var open = false
        /// The first photo is near the top of the page: loading it lazily would only delay it.
        var firstPhoto = true

        mutating func openSection(_ heading: String) {
            closeSection()
            html += "<section class=\"recipe-section\">\n"
            html += heading
            html += "<ul class=\"elements\">\n"
            open = true
        }

        /// Opens a section without a heading when none is open.
        mutating func openIfClosed() {
            if !open { openSection("") }
        }

        mutating func closeSection() {
            if open { html += "</ul>\n</section>\n" }
            open = false
        }

        /// ` <span class="item-prep">…</span>`, when the item has a preparation (`prep`, its
        /// HTML).
        mutating func appendPrep(_ prep: String) {
            guard !prep.isEmpty else { return }
            html += " <span class=\"item-prep\">"
            html += prep
            html += "</span>"
        }
    }

    /// An item's name, and its amount when it has one (``AmountHTML``), with the bytes of
    /// the amount's script data moved to where the amount sits in them.
    static func itemSpans(name: String, amount: String?) -> String {
        itemSpans(name: CountedName(shown: name), amount: amount)
    }

    /// `<span class="item-name"`, with the name's singular and plural for the page script
    /// (`data-one`, `data-other`) when it has them; the `>` is the caller's.
    private static func nameOpening(_ name: CountedName) -> String {
        var html = "<span class=\"item-name\""
        if let forms = name.forms {
            html += " data-one=\""
            html += HTML.escape(forms.one)
            html += "\" data-other=\""
            html += HTML.escape(forms.other)
            html += "\""
        }
        return html
    }

    /// ``itemSpans(name:amount:)`` for a name that may change with a scaled count: its
    /// singular and plural ride along for the page script (`data-one`, `data-other`).
    static func itemSpans(name: CountedName, amount: String?) -> String {
        var html = nameOpening(name)
        html += ">"
        html += HTML.escape(name.shown)
        html += "</span>"
        guard let amount else { return html }
        html += " "
        html += amount
        return html
    }
}

extension RecipeHTML {
    /// A sub-recipe's name (`name`, ``CountedName``) as a link to its page, and its amount
    /// (``AmountHTML``). When the
    /// amount counts batches, `data-batches` lets the page script open the sub-recipe at the
    /// scale this page shows times the batches (MARKUP.md).
    static func subRecipeSpans(_ item: Item, name: CountedName, href: String, amount: String?) -> String {
        var html = nameOpening(name)
        html += "><a class=\"sub-recipe\" href=\""
        html += HTML.escape(href)
        html += "\""
        if let batches = item.batches {
            html += " data-batches=\""
            html += HTML.number(batches)
            html += "\""
        }
        html += ">"
        html += HTML.escape(name.shown)
        html += "</a></span>"
        guard let amount else { return html }
        html += " "
        html += amount
        return html
    }
}

/// Recipes in lists (home page, parts, tags, A–Z).
enum RecipeListHTML {
    static func list(_ positions: [Int], index: SiteIndex, root: String, words: Wording, language: Language) -> String {
        list(positions.map { card($0, index: index, root: root, text: CardText(index.book.recipes[$0], words: words, language: language)) })
    }

    /// The list of `cards`, in their order.
    static func list(_ cards: [String]) -> String {
        listParts(cards).joined()
    }

    /// ``list(_:)`` in pieces, to be written one after the other.
    static func listParts(_ cards: [String]) -> [String] {
        ["<ul class=\"recipe-list\">\n"] + cards + ["</ul>\n"]
    }

    /// One recipe's `<li class="recipe-card">`, with links from `root`, saying what `text`
    /// holds; its whole time in minutes is `data-minutes`, for the lists' time filter. On the
    /// page of the tag at `shownTag` (a path), the card leaves that tag out: every card there has it.
    static func card(_ position: Int, index: SiteIndex, root: String, text: CardText, shownTag: String? = nil) -> String {
        let recipe = index.book.recipes[position]
        let description = text.description
        // One string, appended to: a big book's lists hold tens of thousands of cards.
        var html = text.minutes.map { "<li class=\"recipe-card\" data-minutes=\"\($0)\">\n" } ?? "<li class=\"recipe-card\">\n"
        html.reserveCapacity(256 + (description?.utf8.count ?? 0) + recipe.tags.count * 64)
        if let thumbnail = recipe.firstPhoto.flatMap({ PublishedPhoto($0.found) }) {
            html += PhotoHTML.thumbnail(thumbnail, root: root)
        }
        html += "<a class=\"recipe-card-title\" href=\""
        html += HTML.escape(root)
        html += HTML.escape(SitePath.recipe(recipe.slug))
        html += "\">"
        html += HTML.escape(recipe.title)
        html += "</a>\n"
        // The part names where the recipe sits: a phone's A–Z list shows it under the title.
        if let part = recipe.part {
            html += "<p class=\"recipe-card-part\">"
            html += HTML.escape(part)
            html += "</p>\n"
        }
        if let time = text.timeHTML {
            html += "<p class=\"recipe-card-time\">"
            html += time
            html += "</p>\n"
        }
        if let description {
            html += "<p class=\"recipe-card-description\">"
            html += HTML.escape(description)
            html += "</p>\n"
        }
        let tags = shownTag.map { shown in recipe.tags.filter { index.tagPath($0) != shown } } ?? recipe.tags
        if !tags.isEmpty {
            html += tagList(tags, index: index, root: root)
            html += "\n"
        }
        html += "</li>\n"
        return html
    }

    /// A description as a card shows it: plain text, since links in a description are
    /// relative to the recipe's own page.
    static func plainDescription(_ description: String) -> String {
        MarkdownText.plain(TagScanner.withoutTrailingTags(description))
    }

    static func tagList(_ tags: [String], index: SiteIndex, root: String) -> String {
        // One string, appended to: a big book's lists show tens of thousands of tags.
        var html = "<ul class=\"tag-list\">"
        html.reserveCapacity(32 + tags.count * (48 + root.utf8.count))
        let href = HTML.escape(root)
        for tag in tags {
            html += "<li><a href=\""
            html += href
            html += HTML.escape(index.tagPath(tag))
            html += "\">#"
            html += HTML.escape(tag)
            html += "</a></li>"
        }
        html += "</ul>"
        return html
    }
}

extension RecipeFragments.Element {
    /// Writes the element into its section, opening one first when none is. Matched in a
    /// method, which borrows the element: a loop over the elements copied each, retaining
    /// every string it holds.
    func write(to writer: inout RecipeHTML.SectionsWriter) {
        let printing = writer.printing
        switch self {
        case .header(let text, let level, let anchor):
            let tag = level >= 3 ? "h3" : "h2"
            writer.openSection("<\(tag) class=\"section-title\" id=\"\(HTML.escape(writer.idPrefix + anchor))\">\(HTML.escape(text))</\(tag)>\n")
        case .item(let item, let name, let subRecipe, let prep):
            writer.openIfClosed()
            // On paper the whole cookbook holds every recipe again: the item is its words alone.
            if printing {
                writer.html += "<li class=\"item\">"
                writer.html += RecipeHTML.itemSpans(name: name.shown, amount: AmountHTML.render(item, for: .paper))
            } else {
                writer.html += "<li class=\"item\"><label>"
                let amount = AmountHTML.render(item, for: .screen)
                writer.html += subRecipe.map { RecipeHTML.subRecipeSpans(item, name: name, href: $0, amount: amount) }
                    ?? RecipeHTML.itemSpans(name: name, amount: amount)
            }
            writer.appendPrep(prep.html(printing: printing))
            writer.html += printing ? "</li>\n" : "</label></li>\n"
        case .step(let number, let text, let printedText, let uses):
            writer.openIfClosed()
            if printing {
                writer.html += "<li class=\"step\"><span class=\"step-number\">"
            } else {
                // The items the step uses, for cook mode (MARKUP.md): paper has no cook mode.
                writer.html += uses.isEmpty ? "<li class=\"step\">" : "<li class=\"step\" data-uses=\"\(uses.map(String.init).joined(separator: " "))\">"
                writer.html += "<div><span class=\"step-number\">"
            }
            writer.html += writer.stepWord
            writer.html += number
            writer.html += "</span>\n<p class=\"step-text\">"
            writer.html += printing ? printedText ?? text : text
            writer.html += printing ? "</p></li>\n" : "</p></div></li>\n"
        case .note(let note):
            // A note of nothing but tags is not shown, but still opens its section.
            writer.openIfClosed()
            guard !note.html.isEmpty else { return }
            writer.html += "<li class=\"remark\"><aside class=\"note\"><p>"
            writer.html += note.html(printing: printing)
            writer.html += "</p></aside></li>\n"
        case .photo(let caption, let images):
            // A photo whose file is missing (which `check` reports) shows nothing: a caption
            // standing alone would describe no picture.
            guard let images else { return }
            writer.openIfClosed()
            writer.html += "<li class=\"picture\"><figure class=\"photo\">"
            writer.html += printing
                ? PhotoHTML.printed(images, alt: caption, root: writer.root)
                : PhotoHTML.picture(images, alt: caption, root: writer.root, lazy: !writer.firstPhoto)
            writer.firstPhoto = false
            if !caption.isEmpty { writer.html += "<figcaption>\(HTML.escape(caption))</figcaption>" }
            writer.html += "</figure></li>\n"
        }
    }
}
