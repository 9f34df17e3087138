import RecipeCore

/// The book as JSON: pretty-printed with sorted keys, so the output is stable to diff.
public enum BookJSON {
    /// Encodes `book` as UTF-8 JSON, the recipes written on all cores.
    public static func encode(_ book: Book) async -> [UInt8] {
        var bytes: [UInt8] = []
        await write(book) { bytes += $0 }
        return bytes
    }

    /// Hands the JSON of `book` to `output` piece by piece, in order, so a large book is
    /// never held twice in memory. Recipes are encoded on all cores.
    public static func write(_ book: Book, to output: ([UInt8]) -> Void) async {
        let recipeChunks = await encodeRecipeChunks(book.recipes)
        var chapters = JSONWriter(depth: 1)
        chapters.array(book.chapters) { json, chapter in chapter.write(to: &json) }
        output(Array("{\n  \"chapters\": ".utf8))
        output(chapters.bytes)
        output(Array(",\n  \"recipes\": [".utf8))
        for (index, chunk) in recipeChunks.enumerated() {
            if index > 0 { output([UInt8(ascii: ",")]) }
            output(chunk)
        }
        output(Array((recipeChunks.isEmpty ? "]\n}" : "\n  ]\n}").utf8))
    }

    /// Each chunk holds several recipes' JSON, separated by commas, at the depth they have
    /// inside the document's `recipes` array, each preceded by its newline and indentation.
    private static func encodeRecipeChunks(_ recipes: [Recipe]) async -> [[UInt8]] {
        let chunkSize = max(64, recipes.count / 32)
        let starts = Array(stride(from: 0, to: recipes.count, by: chunkSize))
        return await withTaskGroup(of: (Int, [UInt8]).self) { group in
            for (chunk, start) in starts.enumerated() {
                let slice = recipes[start..<min(start + chunkSize, recipes.count)]
                group.addTask {
                    var bytes: [UInt8] = []
                    bytes.reserveCapacity(slice.count * 5000)
                    for (offset, recipe) in slice.enumerated() {
                        var json = JSONWriter(depth: 2, capacity: 5000)
                        recipe.write(to: &json)
                        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
                        bytes += Array("\n    ".utf8)
                        bytes += json.bytes
                    }
                    return (chunk, bytes)
                }
            }
            var chunks = [[UInt8]](repeating: [], count: starts.count)
            for await (chunk, encoded) in group { chunks[chunk] = encoded }
            return chunks
        }
    }
}
