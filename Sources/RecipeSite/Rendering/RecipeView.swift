import Mustache
import QRCode
import RecipeCore

/// What `recipe.mustache` sees: only text values and flags, so that the page can be spliced
/// (see ``TemplateSplicer``); the lists (tags, sections, the overview) come as finished HTML.
struct RecipeValues {
    let values: TemplateSplicer.Values

    /// `step` is the word before a step's number, in the book's language; `webURL`, the
    /// recipe's address on the published site (when the book has a `base_url`), goes on paper
    /// as a QR code. With the book's `words`, the recipe's times are shown under its title.
    init(
        recipe: Recipe, fragments: RecipeFragments, index: SiteIndex, usedIn: [String], idPrefix: String, printing: Bool, step: String = "Step",
        root: String, webURL: String? = nil, codeTitle: String = "This recipe online", language: Language = .english,
        words: Wording? = nil
    ) {
        let part = recipe.part
        let usedInHTML = usedIn.isEmpty ? nil : usedIn.compactMap { file -> String? in
            guard let other = index.recipeByFile[file].map({ index.book.recipes[$0] }) else { return nil }
            return "<li><a href=\"\(HTML.escape(root + SitePath.recipe(other.slug)))\">\(HTML.escape(other.title))</a></li>"
        }.joined()
        var items = 0
        var measured = false
        var steps = 0
        recipe.forEachElement { element in
            switch element {
            case .item(let item):
                items += 1
                if item.quantity != nil { measured = true }
            case .step: steps += 1
            default: break
            }
        }
        // Every tag is listed, one written inside the description's sentence too, as the
        // recipe's card lists it: a reader finds its tag page from either.
        let pills = recipe.tags
        values = [
            "slug": .text(recipe.slug),
            "title": .text(recipe.title),
            "description": .text(fragments.descriptionHTML),
            "servings": .text(recipe.servings(in: language).map(String.init)),
            "pan": .text(fragments.pan?.attribute),
            "timeHTML": .text(words.flatMap { words in fragments.times.map { RecipeTimeHTML.line($0, words: words) } }),
            "partName": .text(part),
            "partURL": .text(part.map { SitePath.part(index.partSlug($0) ?? Slug.make(from: $0)) }),
            "tagsHTML": .text(pills.isEmpty ? nil : RecipeListHTML.tagList(pills, index: index, root: root)),
            "printing": .flag(printing),
            "hasItems": .flag(items > 0),
            // Nothing to scale or convert in a list of names; a list of nothing but items
            // needs no second list of them.
            "hasAmounts": .flag(measured),
            "hasOverview": .flag(!printing && items > 0 && steps > 0),
            "itemCount": .text(String(items)),
            "sectionsHTML": .text(RecipeHTML.sections(fragments, idPrefix: idPrefix, root: root, printing: printing, step: step)),
            "usedInHTML": .text(usedInHTML),
            // Made with the page, not kept with the fragments: only the page carries it.
            "shoppingJSON": .text(printing ? nil : ShoppingData.recipeJSON(recipe, language: language, subRecipes: index.subRecipes)),
            "webQRHTML": .text(webURL.flatMap { Self.code(for: $0, title: codeTitle) }),
        ]
    }
}

extension RecipeValues {
    /// A small QR code of `url`, for the printed page: a paper copy leads back to the timers
    /// and scaling. Nil for an address too long for any code.
    static func code(for url: String, title: String) -> String? {
        (try? QRCode.encode(url, correction: .medium)).map { $0.svg(title: title, moduleSize: 2) }
    }
}

/// A named link: a part, a tag.
struct LinkView: MustacheParent {
    let name: String
    let url: String

    func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "url": url
        default: nil
        }
    }
}

/// A titled link: a recipe, a chapter.
struct TitledLinkView: MustacheParent {
    let title: String
    let url: String

    func child(named key: String) -> Any? {
        switch key {
        case "title": title
        case "url": url
        default: nil
        }
    }
}
