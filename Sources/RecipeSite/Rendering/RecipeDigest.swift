import RecipeCore

/// What the pages made of the whole book take from one recipe: its card's text, its search
/// document and its ingredients, with the hashes that tell which of those pages an edit
/// changes. Made once for each reading of its file and kept by a session (``RenderCache``),
/// so that an edit of one recipe makes one digest, not one for every recipe of the book.
struct RecipeDigest: Sendable {
    let summary: RecipeSummary
    let card: CardText
    let search: SearchDocument
    let uses: IngredientUses

    init(of recipe: Recipe, words: Wording, language: Language) {
        summary = RecipeSummary(of: recipe)
        card = CardText(recipe, words: words, language: language)
        search = SearchDocument(recipe: recipe)
        uses = IngredientUses(of: recipe)
    }
}
