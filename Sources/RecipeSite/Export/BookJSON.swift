import RecipeCore

/// The book as JSON: pretty-printed with sorted keys, so the output is stable to diff.
public enum BookJSON {
    /// Encodes `book` as UTF-8 JSON, the recipes written on all cores.
    public static func encode(_ book: Book) async -> [UInt8] {
        let recipes = await encodeRecipes(book.recipes)
        var json = JSONWriter(capacity: recipes.reduce(4096) { $0 + $1.count + 8 })
        json.object { json in
            json.key("chapters"); json.array(book.chapters) { json, chapter in chapter.write(to: &json) }
            json.key("recipes"); json.rawArray(recipes)
        }
        return json.bytes
    }

    /// Each recipe's JSON at the depth it has inside the document's `recipes` array.
    private static func encodeRecipes(_ recipes: [Recipe]) async -> [[UInt8]] {
        let chunkSize = max(64, recipes.count / 32)
        let starts = Array(stride(from: 0, to: recipes.count, by: chunkSize))
        return await withTaskGroup(of: (Int, [[UInt8]]).self) { group in
            for (chunk, start) in starts.enumerated() {
                let slice = recipes[start..<min(start + chunkSize, recipes.count)]
                group.addTask {
                    (chunk, slice.map { recipe in
                        var json = JSONWriter(depth: 2, capacity: 4096)
                        recipe.write(to: &json)
                        return json.bytes
                    })
                }
            }
            var chunks = [[[UInt8]]](repeating: [], count: starts.count)
            for await (chunk, encoded) in group { chunks[chunk] = encoded }
            return chunks.flatMap { $0 }
        }
    }
}
