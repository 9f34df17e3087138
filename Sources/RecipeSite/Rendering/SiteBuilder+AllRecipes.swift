import RecipeCore

extension SiteBuilder {
    /// All recipes A–Z, `paging.cards` a page, each rendered only when written
    /// (``ListsPieces``). Each letter's list is written as its cards, never joined into one string.
    func allRecipesPages(_ pieces: ListsPieces, siteVersion: Int) -> [SiteFile] {
        let recipes = loaded.book.recipes
        let order = pieces.order
        let size = paging.cards
        let count = ListPaging.pageCount(order.count, size: size)
        let labels = (0..<count).map { number -> String in
            let range = ListPaging.range(page: number, of: order.count, size: size)
            guard let first = range.first, let last = range.last else { return String(number + 1) }
            return recipes[order[first]].title + " – " + recipes[order[last]].title
        }
        let pager = PagerHTML(path: SitePath.allRecipes, count: count, labels: labels, words: words)
        // Where each letter starts: its jump link leads to that page.
        var letterStarts: [Int] = []
        var start = 0
        for letter in pieces.letters {
            letterStarts.append(start)
            start += letter.positions.count
        }
        // Every page shows every page's label and where each letter starts.
        let around = labels + pieces.letters.map(\.letter) + letterStarts.map(String.init) + [String(size)]
        let (shared, starts) = (SharedBuilder(self), letterStarts)
        return (0..<count).map { number in
            let range = ListPaging.range(page: number, of: order.count, size: size)
            let fingerprint = pieces.fingerprint(siteVersion: siteVersion, around: around + [String(number)], positions: order[range])
            return SiteFile(path: SitePath.file(of: pager.path(of: number)), content: .rendered {
                shared.builder.allRecipesPage(number, range: range, letterStarts: starts, pager: pager, pieces: pieces).content.pieces
            }, fingerprint: fingerprint)
        }
    }

    /// Page `number` of the A–Z list, showing the recipes of `range` in its order.
    private func allRecipesPage(
        _ number: Int, range: Range<Int>, letterStarts: [Int], pager: PagerHTML, pieces: ListsPieces
    ) -> SiteFile {
        let path = pager.path(of: number)
        let root = SitePath.root(of: path)
        let size = paging.cards
        var groups: [(letter: String, anchor: String, continued: Bool, listHTML: String)] = []
        for (letterNumber, letter) in pieces.letters.enumerated() {
            let start = letterStarts[letterNumber]
            let (lower, upper) = (max(start, range.lowerBound), min(start + letter.positions.count, range.upperBound))
            guard lower < upper else { continue }
            let shown = lower..<upper
            let list = RecipeListHTML.listParts(pieces.cards(pieces.order[shown], root: root, index: index)).joined()
            groups.append((letter.letter, Self.letterAnchor(letter.letter), shown.lowerBound > start, list))
        }
        let onPage = Dictionary(groups.map { ($0.letter, $0.listHTML) }) { first, _ in first }
        // Each letter keeps `anchor` and `recipeListHTML` (its list on this page, if any) for
        // themes written before the list had pages.
        let nav = pieces.letters.enumerated().map { letterNumber, letter -> [String: Any] in
            let page = letterStarts[letterNumber] / max(size, 1)
            let anchor = Self.letterAnchor(letter.letter)
            return [
                "letter": letter.letter, "anchor": anchor, "recipeListHTML": onPage[letter.letter] ?? "",
                "href": page == number ? "#letter-" + anchor : root + pager.path(of: page) + "#letter-" + anchor,
            ]
        }
        let view: [String: Any] = [
            "letters": nav,
            "hasRange": pager.count > 1, "rangeText": pager.labels?[number] ?? "",
            "groups": groups.map { group in
                ["letter": group.letter, "anchor": group.anchor, "continued": group.continued, "recipeListHTML": group.listHTML]
                    as [String: Any]
            },
        ]
        return page(
            at: path, template: "recipes", values: view,
            blocks: ["pagerHTML": [pager.pages(current: number)], "stepsHTML": [pager.steps(current: number)]],
            title: pager.title(words["allRecipes"], page: number), kind: "recipes", section: .recipes)
    }
}
