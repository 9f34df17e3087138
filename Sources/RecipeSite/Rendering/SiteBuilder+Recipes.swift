import Foundation
import Images
import Mustache
import RecipeCore

extension SiteBuilder {
    func recipePage(_ recipe: Recipe, fragments: RecipeFragments, usedIn: [String]) -> SiteFile {
        let path = SitePath.recipe(recipe.slug)
        let common = common(at: path)
        let values = RecipeValues(
            recipe: recipe, fragments: fragments, index: index, usedIn: usedIn, idPrefix: "", printing: false, step: words["step"],
            root: common.root, webURL: webURL(of: recipe), codeTitle: words["recipeOnline"], language: language, words: words)
        let body = splicer.render("recipe", values: values.values, common: common, templates: templates)
        let jsonLD = RecipeJSONLD.script(for: recipe, times: fragments.times, config: config, language: language)
        return layoutPage(
            at: path, common: common, body: body, title: recipe.title, kind: "recipe",
            section: .recipes, head: jsonLD, description: recipe.description.map(MarkdownText.plain), image: shareImage(of: recipe))
    }

    /// The link preview's card of `recipe`'s first photo, and its words (the caption, or the
    /// title): only when the photo's images are published (``photoFiles()``).
    func shareImage(of recipe: Recipe) -> (path: String, alt: String)? {
        guard imageCache != nil, let photo = recipe.firstPhoto, let published = PublishedPhoto(photo.found) else { return nil }
        return (published.card.path, photo.caption.isEmpty ? recipe.title : photo.caption)
    }

    /// The files of this builder's recipes at `files`: their pages.
    func pagesOfRecipes(_ files: Set<String>) -> [String] {
        files.sorted().flatMap { file -> [String] in
            guard let position = index.recipeByFile[file], loaded.book.recipes[position].file == file else { return [] }
            let slug = loaded.book.recipes[position].slug
            return [SitePath.file(of: SitePath.recipe(slug))]
        }
    }

    /// Every image made from a photo that was found, copied out of the image cache: once,
    /// however many recipes show it; and, with a `base_url` (without one no page names it), the
    /// link preview's card of each recipe's first photo.
    func photoFiles() -> [SiteFile] {
        guard let imageCache else { return [] }
        var files: [SiteFile] = []
        var seen = Set<String>()
        var cards = Set<String>()
        for recipe in loaded.book.recipes {
            if config.baseURL != nil, let found = recipe.firstPhoto?.found, let hash = found.contentHash, cards.insert(hash).inserted,
               let published = PublishedPhoto(found) {
                files.append(SiteFile(path: published.card.path, content: .copy(from: imageCache.cardFile(hash: hash))))
            }
            for case .photo(let photo) in recipe.elements {
                guard let hash = photo.found?.contentHash, seen.insert(hash).inserted,
                      let published = PublishedPhoto(photo.found) else { continue }
                for image in published.all {
                    let format: EncodedImage.Format = image.path.hasSuffix(".webp") ? .webp : .jpeg
                    let source = imageCache.file(hash: hash, width: image.width, format: format)
                    files.append(SiteFile(path: image.path, content: .copy(from: source)))
                }
            }
        }
        if config.baseURL != nil, let hash = bookImage, cards.insert(hash).inserted {
            files.append(SiteFile(path: SitePath.photoCard(hash: hash), content: .copy(from: imageCache.cardFile(hash: hash))))
        }
        return files
    }

    /// The recipe's address on the published site, when the book has a `base_url`.
    func webURL(of recipe: Recipe) -> String? {
        config.baseURL.map { $0 + SitePath.recipe(recipe.slug) }
    }

    /// One recipe as it stands on the whole-cookbook page: its ids prefixed with its slug.
    func printArticle(_ position: Int, fragments: RecipeFragments) -> String {
        let recipe = loaded.book.recipes[position]
        let common = common(at: SitePath.printBook)
        let values = RecipeValues(
            recipe: recipe, fragments: fragments, index: index, usedIn: [],
            idPrefix: recipe.slug + "--", printing: true, step: words["step"], root: common.root,
            webURL: webURL(of: recipe), codeTitle: words["recipeOnline"], language: language, words: words)
        return splicer.render("recipe", values: values.values, common: common, templates: templates)
    }

    /// The whole cookbook for printing: one page, or for a book too big to print in one go, a
    /// page for each volume and a page listing them. Each volume is rendered from its recipes'
    /// `fragments` only when written, and known by its recipes' print `keys` (with where
    /// they stand), so a rebuild skips a volume none of whose recipes changed without
    /// rendering it; a volume made again takes its unchanged recipes' articles from `articles`.
    func printBookPages(fragments: [RecipeFragments], keys: [Int], siteVersion: Int, articles: PrintedArticles) -> [SiteFile] {
        let volumes = PrintVolumes(recipeCount: loaded.book.recipes.count)
        let shared = SharedBuilder(self)
        let files = loaded.book.recipes.map(\.file)
        articles.startBuild(of: files)
        let pages = (0..<volumes.count).map { volume -> SiteFile in
            let positions = volumes.recipes(in: volume)
            var fingerprint = Hasher()
            fingerprint.combine(siteVersion)
            fingerprint.combine(volumes.count)
            fingerprint.combine(volume)
            fingerprint.combine(keys[positions])
            let made = Array(fragments[positions])
            return SiteFile(path: SitePath.file(of: volumes.page(of: volume)), content: .rendered {
                let printed = zip(positions, made).map { position, fragments in
                    articles.article(file: files[position], key: keys[position]) { shared.builder.printArticle(position, fragments: fragments) }
                }
                return shared.builder.printPage(volume: volume, of: volumes, articles: printed).content.pieces
            }, fingerprint: fingerprint.finalize())
        }
        return volumes.count > 1 ? [printVolumesPage(volumes)] + pages : pages
    }

    /// The printable page of `volume` (counting from 0), with its contents first: the whole
    /// cookbook when it prints in one go; `articles` are those of its recipes.
    func printPage(volume: Int, of volumes: PrintVolumes, articles: [String]) -> SiteFile {
        let recipes = loaded.book.recipes
        let positions = volumes.recipes(in: volume)
        let contents = PrintContents.html(recipes[positions], firstNumber: positions.lowerBound + 1)
        guard volumes.count > 1 else {
            return page(
                at: volumes.page(of: volume), template: "print-book", values: [:],
                blocks: ["contentsHTML": [contents], "recipesHTML": articles], title: words["wholeCookbook"], kind: "print-book")
        }
        let name = words("volumeOf", ["n": String(volume + 1), "count": String(volumes.count)])
        return page(
            at: volumes.page(of: volume), template: "print-book",
            values: ["volume": name, "volumeRange": volumeRange(positions)],
            blocks: ["contentsHTML": [contents], "recipesHTML": articles],
            title: words("wholeCookbookVolume", ["n": String(volume + 1)]), kind: "print-book")
    }

    /// `print/book.html` of a book in volumes: each volume with the first and last of its recipes.
    private func printVolumesPage(_ volumes: PrintVolumes) -> SiteFile {
        let root = SitePath.root(of: SitePath.printBook)
        let list = (0..<volumes.count).map { volume -> [String: Any] in
            let positions = volumes.recipes(in: volume)
            return [
                "name": words("volume", ["n": String(volume + 1)]), "url": root + SitePath.printVolume(volume),
                "range": volumeRange(positions), "countText": words.count(positions.count, "recipe"),
            ]
        }
        let view = DictionaryView([
            "volumes": list, "volumeCount": volumes.count, "recipeCount": loaded.book.recipes.count,
            "maximumRecipes": PrintVolumes.maximumRecipes,
            "volumesHint": words("printHintVolumes", [
                "n": String(loaded.book.recipes.count), "volumes": String(volumes.count), "maximum": String(PrintVolumes.maximumRecipes),
            ]),
        ])
        return page(at: SitePath.printBook, template: "print-volumes", view: view, title: words["wholeCookbook"], kind: "print-volumes")
    }

    private func volumeRange(_ positions: Range<Int>) -> String {
        let recipes = loaded.book.recipes
        guard let first = positions.first, let last = positions.last else { return "" }
        return first == last ? recipes[first].title : words("titleRange", ["first": recipes[first].title, "last": recipes[last].title])
    }
}

/// How the whole cookbook is cut for printing: a book of up to ``maximumRecipes`` recipes is
/// one page; a bigger one is cut, in book order, into the fewest volumes of at most that many,
/// as even as they can be. A volume is still hundreds of sheets; one page of ten thousand
/// recipes would be 60 MB that no browser lays out in reasonable time, rewritten at every edit.
struct PrintVolumes: Sendable, Equatable {
    static let maximumRecipes = 200
    let recipeCount: Int

    /// How many volumes: 1 for a book that prints in one go.
    var count: Int { max(1, (recipeCount + Self.maximumRecipes - 1) / Self.maximumRecipes) }

    /// How many recipes the shorter volumes hold; the first ``longer`` volumes hold one more.
    private var size: Int { recipeCount / count }
    private var longer: Int { recipeCount % count }

    /// The positions in book order of `volume`'s recipes (volumes count from 0): all of them
    /// for a book that prints in one go.
    func recipes(in volume: Int) -> Range<Int> {
        let start = volume * size + min(volume, longer)
        return start..<(start + size + (volume < longer ? 1 : 0))
    }

    /// Where `volume` is printed: the whole cookbook's page when the book prints in one go.
    func page(of volume: Int) -> String {
        count > 1 ? SitePath.printVolume(volume) : SitePath.printBook
    }

    /// The volume holding the recipe at `position` in book order.
    func volume(of position: Int) -> Int {
        let pastLonger = longer * (size + 1)
        return position < pastLonger ? position / (size + 1) : longer + (position - pastLonger) / max(1, size)
    }
}

/// A view over a plain dictionary, for pages that are few and small.
struct DictionaryView: MustacheParent {
    let values: [String: Any]

    init(_ values: [String: Any]) {
        self.values = values
    }

    func child(named name: String) -> Any? { values[name] }
}
