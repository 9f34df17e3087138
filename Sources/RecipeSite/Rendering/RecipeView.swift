import Mustache
import RecipeCore

/// What `recipe.mustache` sees. Views answer `child(named:)` directly instead of being read
/// through `Mirror`, which is several times faster over ten thousand pages.
struct RecipeView: MustacheParent {
    let recipe: Recipe
    let fragments: RecipeFragments
    let index: SiteIndex
    let usedIn: [Int]
    /// Put before every `id` so that many recipes can share the print page.
    let idPrefix: String
    let printing: Bool

    func child(named name: String) -> Any? {
        switch name {
        case "slug": recipe.slug
        case "title": recipe.title
        case "description": fragments.descriptionHTML
        case "servings": recipe.servings
        case "part": recipe.part.map { part in LinkView(name: part, url: SitePath.part(index.partSlug(part) ?? Slug.make(from: part))) }
        case "hasTags": !recipe.tags.isEmpty
        case "tags": recipe.tags.map { LinkView(name: $0, url: index.tagPath($0)) }
        case "printing": printing
        case "hasItems": !recipe.items.isEmpty
        case "itemCount": recipe.items.count
        case "overview": overview
        case "sections": sections
        case "hasUsedIn": !usedIn.isEmpty
        case "usedIn": usedIn.map { TitledLinkView(title: index.book.recipes[$0].title, url: SitePath.recipe(index.book.recipes[$0].slug)) }
        default: nil
        }
    }

    private var overview: [ElementView] {
        fragments.elements.enumerated().compactMap { offset, element in
            if case .item = element { return ElementView(element: element, id: idPrefix + String(offset)) }
            return nil
        }
    }

    private var sections: [SectionView] {
        var sections: [SectionView] = []
        var current = SectionView(heading: nil, elements: [])
        for (offset, element) in fragments.elements.enumerated() {
            if case .header(let text, let level, let anchor) = element {
                if current.heading != nil || !current.elements.isEmpty { sections.append(current) }
                current = SectionView(heading: HeadingView(text: text, level: level, anchor: idPrefix + anchor), elements: [])
            } else {
                current.elements.append(ElementView(element: element, id: idPrefix + String(offset)))
            }
        }
        if current.heading != nil || !current.elements.isEmpty { sections.append(current) }
        return sections
    }
}

struct SectionView: MustacheParent {
    let heading: HeadingView?
    var elements: [ElementView]

    func child(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "elements": elements
        default: nil
        }
    }
}

struct HeadingView: MustacheParent {
    let text: String
    let level: Int
    let anchor: String

    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "tag": level >= 3 ? "h3" : "h2"
        case "anchor": anchor
        default: nil
        }
    }
}

/// One line of a recipe: the template picks its markup with `{{#item}}`, `{{#step}}` …
struct ElementView: MustacheParent {
    let element: RecipeFragments.Element
    let id: String

    func child(named name: String) -> Any? {
        switch (element, name) {
        case (.item, "item"), (.step, "step"), (.note, "note"), (.photo, "photo"): true
        case (_, "item"), (_, "step"), (_, "note"), (_, "photo"): false
        case (_, "id"): id
        case (.item(let itemName, _, _), "name"): itemName
        case (.item(_, let amount, _), "amount"): amount
        case (.item(_, _, let prep), "prep"): prep.isEmpty ? nil : prep
        case (.step(let number, _), "number"): number
        case (.step(_, let html), "html"), (.note(let html), "html"): html
        case (.photo(let caption, _), "caption"): caption.isEmpty ? nil : caption
        case (.photo(_, let path), "src"): path
        default: nil
        }
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
