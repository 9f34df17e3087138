/// How many entries a page of a long list shows before the list goes on on a next page
/// (`…/page/2/`): a book of ten thousand recipes keeps every browsing page well under a
/// megabyte of HTML, and a small book keeps one page per list.
struct ListPaging: Sendable, Equatable {
    /// Recipe cards on a page of the A–Z list, a part or a tag (about 400 bytes each).
    var cards = 500
    /// Recipes, with their sections, on a page of the contents.
    var contents = 1000
    /// Recipes on a page of one ingredient (a link each, about 100 bytes).
    var ingredient = 2000

    /// The defaults.
    static let standard = ListPaging()

    /// The number of pages `count` entries take, `size` a page: at least one, which an empty
    /// list shows too.
    static func pageCount(_ count: Int, size: Int) -> Int {
        max(1, (count + max(size, 1) - 1) / max(size, 1))
    }

    /// The entries of page `page` (from 0) of `count` entries.
    static func range(page: Int, of count: Int, size: Int) -> Range<Int> {
        let size = max(size, 1)
        return min(page * size, count)..<min((page + 1) * size, count)
    }

    /// The page of a list whose first page is at `path`: `path` itself for the first (from 0),
    /// `path/page/2/` for the second, and so on; for a list whose first page is a file
    /// (`ingredients/salt.html`), `ingredients/salt/page/2.html`.
    static func path(_ path: String, page: Int) -> String {
        guard page > 0 else { return path }
        guard path.hasSuffix(".html") else { return path + "page/\(page + 1)/" }
        return String(path.dropLast(".html".count)) + "/page/\(page + 1).html"
    }
}
