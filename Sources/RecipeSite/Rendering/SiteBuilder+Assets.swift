import Foundation
import RecipeCore

extension SiteBuilder {
    /// The theme's assets, the unit table and the search index.
    func assetFiles() -> [SiteFile] {
        var files = theme.assets.map { SiteFile(path: "assets/" + $0.path, content: .text($0.text)) }
        files += theme.binaryAssets.sorted { $0.key < $1.key }.map { SiteFile(path: $0.key, content: .copy(from: $0.value)) }
        // The generated scripts win over files of the same name in a templates folder.
        files.removeAll { ["assets/units.js", "assets/search-index.js", "assets/shopping-data.js"].contains($0.path) }
        files.append(SiteFile(path: "assets/units.js", content: .text(UnitsScript.make())))
        files.append(SiteFile(path: "assets/search-index.js", content: .text(SearchIndexScript.make(book: loaded.book, index: index))))
        let stores = zip(shopping.stores, storeSlugs).map { (store: $0, slug: $1) }
        files.append(SiteFile(path: "assets/shopping-data.js", content: .text(ShoppingData.script(stores: stores, book: loaded.book))))
        return files
    }
}

/// `window.RECIPEBOOK_UNITS`: the unit table of RecipeCore, so the page scales and converts
/// amounts with the same numbers as the tool.
enum UnitsScript {
    static func make() -> String {
        var json = JSONWriter(escapesHTML: true)
        json.object { json in
            for unit in Unit.allCases {
                json.key(dynamic: unit.rawValue)
                json.object { json in
                    json.key("singular"); json.string(unit.rawValue)
                    json.key("plural"); json.string(unit.pluralName)
                    json.key("dimension"); json.string(unit.dimension.rawValue)
                    json.key("base"); json.number(unit.baseAmount)
                    json.key("system"); json.string(MeasureSystem(of: unit)?.rawValue)
                }
            }
        }
        return "window.RECIPEBOOK_UNITS = " + String(decoding: json.bytes, as: UTF8.self) + ";\n"
    }
}

/// `window.RECIPEBOOK_SEARCH`: what the search box looks through, shipped as a script so it
/// also works when the site is opened from disk, where pages may not fetch files.
enum SearchIndexScript {
    static func make(book: Book, index: SiteIndex) -> String {
        var json = JSONWriter(escapesHTML: true, compact: true)
        json.array(entries(book: book, index: index)) { json, entry in
            json.object { json in
                json.key("t"); json.string(entry.title)
                if let context = entry.context { json.key("c"); json.string(context) }
                json.key("u"); json.string(entry.url)
                json.key("k"); json.string(entry.kind)
                json.key("x"); json.string(entry.text)
            }
        }
        return "window.RECIPEBOOK_SEARCH = " + String(decoding: json.bytes, as: UTF8.self) + ";\n"
    }

    struct Entry {
        let title: String
        let context: String?
        let url: String
        let kind: String
        let text: String
    }

    static func entries(book: Book, index: SiteIndex) -> [Entry] {
        var entries: [Entry] = []
        for recipe in book.recipes {
            var words = recipe.items.map(\.name)
            words += recipe.tags.map { "#" + $0 }
            for case .note(let note) in recipe.elements { words.append(MarkdownText.plain(note.text)) }
            for case .header(let header) in recipe.elements { words.append(header.text) }
            entries.append(Entry(title: recipe.title, context: recipe.part, url: SitePath.recipe(recipe.slug), kind: "recipe", text: words.joined(separator: " ")))
        }
        for tag in index.tags {
            entries.append(Entry(title: "#" + tag.name, context: nil, url: SitePath.tag(tag.slug), kind: "tag", text: ""))
        }
        for chapter in book.chapters {
            let url = SitePath.chapter(chapter.slug)
            entries.append(Entry(title: chapter.title, context: "Guide", url: url, kind: "guide", text: ""))
            for section in chapter.sections {
                entries.append(Entry(title: section.title, context: chapter.title, url: url + "#" + section.anchor, kind: "guide", text: ""))
            }
        }
        return entries
    }
}
