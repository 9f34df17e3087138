import RecipeCore

extension SiteBuild {
    /// Writes the pages of edited recipes straight away, before the rest of the site is brought
    /// up to date: the page the cook is looking at should change the moment the file is saved.
    ///
    /// Only for edits of recipes the last build knew that keep their title (so their address
    /// and every link to them stay the same). The full rebuild that follows rewrites anything
    /// this got differently, so the site always ends as a clean build would leave it.
    /// Returns the paths written.
    func writeEditedPagesFirst(changed: Set<String>, state: IncrementalState) async -> [String] {
        guard let last = state.lastBuilder, let root = ContentRoot.realPath(of: options.contentFolder).map(ContentRoot.init) else {
            return []
        }
        let positions = Dictionary(last.loaded.book.recipes.enumerated().map { ($1.file, $0) }, uniquingKeysWith: { first, _ in first })
        var pages: [SiteFile] = []
        var builder = last
        for path in changed {
            guard let position = positions[path], let source = state.loadCache.sourceFile(at: path),
                  case .recipe(let part, let photoFolders) = source.kind,
                  case .success(let text) = TextFileReader.read(path: source.absolutePath) else { return [] }
            var recipe = RecipeParser.parse(text, file: path, part: part) { root.locatePhoto($0, in: photoFolders) }.recipe
            let old = builder.loaded.book.recipes[position]
            guard recipe.title == old.title else { return [] }
            recipe.slug = old.slug
            builder = builder.replacing(recipe, at: position)
            let fragments = RecipeFragments(recipe: recipe, resolver: LinkResolver(index: builder.index))
            let usedIn = position < state.renderCache.usedIn.count ? state.renderCache.usedIn[position] : []
            pages.append(builder.recipePage(position, fragments: fragments, usedIn: usedIn))
        }
        return (try? await OutputFolder(path: options.outputFolder).writeFiles(pages, memory: state.outputMemory)) ?? []
    }
}
