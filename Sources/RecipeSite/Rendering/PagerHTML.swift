/// The navigation between the pages of one long list (``ListPaging``): every page by its number
/// or by the range of titles it holds, and the previous and next page. A list of one page has
/// none: its blocks are empty.
struct PagerHTML: Sendable {
    /// The list's first page (`recipes/`), from the site root.
    let path: String
    /// How many pages the list has.
    let count: Int
    /// What each page is called in the list of pages: the range of titles it holds, or `nil`
    /// for its number.
    let labels: [String]?
    /// The words: `pages`, `pageNOfM`, `previousPage`, `nextPage`, `pageNavigation`.
    let words: Wording

    /// The path of page `page` (from 0).
    func path(of page: Int) -> String {
        ListPaging.path(path, page: page)
    }

    /// The list of every page, at the top of page `page`: a link to each other page, and the
    /// current one marked.
    func pages(current page: Int) -> String {
        guard count > 1 else { return "" }
        let root = SitePath.root(of: path(of: page))
        var html = "<nav class=\"pager pager-pages\" aria-label=\"\(HTML.escape(words["pages"]))\">\n"
        html += "<p class=\"pager-status\">\(HTML.escape(status(page)))</p>\n<ol>\n"
        for other in 0..<count {
            let label = HTML.escape(labels?[other] ?? String(other + 1))
            if other == page {
                html += "<li><span aria-current=\"page\">\(label)</span></li>\n"
            } else {
                html += "<li><a href=\"\(HTML.escape(root + path(of: other)))\">\(label)</a></li>\n"
            }
        }
        return html + "</ol>\n</nav>\n"
    }

    /// The previous and next page's links, below the list on page `page`.
    func steps(current page: Int) -> String {
        guard count > 1 else { return "" }
        let root = SitePath.root(of: path(of: page))
        var html = "<nav class=\"pager pager-steps\" aria-label=\"\(HTML.escape(words["pageNavigation"]))\">\n"
        if page > 0 {
            html += "<a class=\"pager-prev\" rel=\"prev\" href=\"\(HTML.escape(root + path(of: page - 1)))\">\(HTML.escape(words["previousPage"]))</a>\n"
        }
        html += "<span class=\"pager-status\">\(HTML.escape(status(page)))</span>\n"
        if page + 1 < count {
            html += "<a class=\"pager-next\" rel=\"next\" href=\"\(HTML.escape(root + path(of: page + 1)))\">\(HTML.escape(words["nextPage"]))</a>\n"
        }
        return html + "</nav>\n"
    }

    /// `Page 2 of 20`.
    func status(_ page: Int) -> String {
        words("pageNOfM", ["n": String(page + 1), "m": String(count)])
    }

    /// A page's title: the list's, then `page 2` after the first.
    func title(_ title: String, page: Int) -> String {
        page == 0 ? title : words("titleOfPage", ["title": title, "n": String(page + 1)])
    }
}
