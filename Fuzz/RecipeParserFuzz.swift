import RecipeCore

/// `RecipeParser.parse` on any text: no crash, locations inside the file, and the recipe it
/// reads is stable under `RecipeWriter`: writing, reading and writing again changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func recipeParserFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = fuzzText(data, size)
    let parsed = RecipeParser.parse(text, file: "fuzz.recipe")
    let lines = text.utf8.reduce(1) { $0 + ($1 == 10 || $1 == 13 ? 1 : 0) }
    for diagnostic in parsed.diagnostics {
        require(diagnostic.location.line >= 1 && diagnostic.location.line <= lines, "line \(diagnostic.location.line) of \(lines)")
        require(diagnostic.location.column >= 1, "column \(diagnostic.location.column)")
    }
    for item in parsed.recipe.items {
        if let quantity = item.quantity {
            require(quantity.low >= 0 && quantity.low.isFinite, "quantity \(quantity)")
        }
    }
    let written = RecipeWriter.write(parsed.recipe)
    let again = RecipeWriter.write(RecipeParser.parse(written, file: "fuzz.recipe").recipe)
    require(again == written, "written twice differs:\n\(written.debugDescription)\n\(again.debugDescription)")
    return 0
}
