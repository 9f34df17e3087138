/// How ingredient names are compared: `Eggs` and `egg`, `Tomatoes` and `tomato` are one
/// ingredient; `Brown Sugar` and `Sugar` stay two.
public enum IngredientName {
    /// The name lowercased, its white space folded, and a plural ending of its last word taken off.
    public static func key(_ name: String) -> String {
        let words = name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let last = words.last else { return "" }
        return (words.dropLast() + [Substring(singular(String(last)))]).joined(separator: " ")
    }

    private static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes"), word.count > 4 { return String(word.dropLast(2)) }
        if word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), word.count > 3 { return String(word.dropLast()) }
        return word
    }
}
