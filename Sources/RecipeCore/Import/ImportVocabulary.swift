/// The words the importer recognises, in one place so the user guide can list them.
///
/// Everything is compared in lower case, after ``Swift/String/headingKey`` (letters, digits and
/// apostrophes only), so `INGREDIENTS:`, `**Ingredients**` and `Ingredients` read the same.
enum ImportVocabulary {
    /// Headings that start the ingredient list.
    static let ingredientHeadings: Set<String> = [
        "ingredients", "ingredient", "ingredient list", "ingredients list", "you'll need",
        "you will need", "what you need", "what you'll need", "what you will need",
        "shopping list", "for the recipe",
    ]

    /// Headings that start the instructions.
    static let instructionHeadings: Set<String> = [
        "instructions", "instruction", "directions", "direction", "method", "preparation",
        "steps", "how to make it", "how to make", "procedure", "to make", "to prepare",
        "making it", "cooking instructions", "recipe instructions", "what to do",
    ]

    /// Every language's word for *for* after an ingredients heading (``ImportWords/forWords``).
    static let forWords = Set(Language.all.flatMap(\.importWords.forWords))

    /// Every language's headings (``ImportWords``), English's above among them, by their key.
    static let partsByHeading: [String: CardPart] = {
        var parts: [String: CardPart] = [:]
        for words in Language.all.map(\.importWords) {
            for key in words.ingredientHeadings { parts[key] = .ingredients }
            for key in words.instructionHeadings { parts[key] = .instructions }
            for key in words.noteHeadings { parts[key] = .notes }
        }
        return parts
    }()

    /// Headings that start the notes at the end.
    static let noteHeadings: Set<String> = [
        "notes", "note", "tips", "tip", "cook's notes", "cook's note", "recipe notes",
        "chef's notes", "chef's note", "notes and tips", "tips and notes", "variations",
        "hints", "nutrition", "nutrition facts", "nutrition information", "storage",
        "equipment", "tools",
    ]

    /// Whole lines of web-page furniture that are not part of any recipe.
    static let junkLines: Set<String> = [
        "jump to recipe", "jump to video", "skip to recipe", "go to recipe", "print recipe",
        "print", "pin recipe", "pin", "pin it", "save recipe", "save", "share", "email", "tweet",
        "rate this recipe", "rate recipe", "leave a review", "print pin", "print pin rate",
        "cook mode", "prevent your screen from going dark", "advertisement", "ad", "1x 2x 3x",
        "us customary metric", "us customary", "metric", "scroll to bottom for recipe",
        "jump to recipe print recipe", "watch the video",
    ]

    /// E-mail header lines, skipped before the title (`Subject:` gives the title).
    static let emailHeaders = ["from:", "to:", "cc:", "date:", "sent:"]

    /// First words of a greeting line (`Hi honey,`).
    static let greetings: Set<String> = ["hi", "hello", "hey", "dear", "hiya", "howdy"]

    /// First words of a sign-off line (`Love, Mom`, `Enjoy!`).
    static let signOffs: Set<String> = ["love", "xoxo", "xx", "cheers", "best", "hugs", "regards", "thanks", "enjoy"]

    /// Prefixes that make the rest of an e-mail subject the title.
    static let subjectPrefixes = ["subject:", "re:", "fwd:", "fw:"]

    /// Line starts that make a line a serving or time note when a number follows.
    static let servingAndTimePrefixes = [
        "serves", "servings", "serving", "yield", "yields", "makes", "portions",
        "prep time", "preparation time", "cook time", "cooking time", "bake time",
        "baking time", "total time", "active time", "inactive time", "chill time",
        "rest time", "resting time", "ready in",
    ]

    /// Every language's words for servings (`Personen`, `porzioni`), lowercased: after a number
    /// (`Für 4 Personen`) or before one (`Portionen: 4`).
    static let servingWords = Array(Set(Language.all.flatMap(\.vocabulary.servingWords))).sorted()

    /// Line starts that make a line a source or description note as it stands.
    static let sourcePrefixes = [
        "source:", "adapted from", "recipe from", "recipe by", "originally from", "from the kitchen of",
        "author:", "course:", "cuisine:", "keyword:", "keywords:",
    ]

    /// Words between a quantity and the ingredient that describe the amount: `2 large eggs`.
    static let sizeWords: Set<String> = [
        "small", "medium", "large", "extra-large", "extra large", "jumbo", "big", "heaping",
        "heaped", "level", "scant", "generous", "rounded", "good",
    ]

    /// Endings of an ingredient line that say what to do with it: `Salt and pepper to taste`.
    static let prepEndings = [
        "to taste", "for serving", "to serve", "for garnish", "to garnish", "for garnishing",
        "for dusting", "for greasing", "for frying", "for brushing", "for drizzling",
        "as needed", "if needed", "if desired", "(optional)", "optional",
    ]

    /// Words at the end of an ingredient line that say what to do with it, when no comma sets
    /// them apart (web pages copy `3 ripe bananas mashed`); an adverb before one goes with it.
    static let prepWords: Set<String> = [
        "beaten", "chopped", "crushed", "cubed", "diced", "drained", "grated", "halved", "juiced",
        "mashed", "melted", "minced", "peeled", "quartered", "rinsed", "shredded", "sifted", "sliced",
        "softened", "zested", "trimmed", "torn", "toasted", "divided", "packed", "cooled", "thawed",
    ]

    /// Words a written amount may start with instead of a number: `a pinch of salt`.
    static let articleNumbers = ["a ", "an ", "one "]

    /// Words kept in lower case inside an item name: `Salt and Pepper`.
    static let minorWords: Set<String> = [
        "and", "or", "of", "the", "a", "an", "for", "with", "in", "to", "on", "at", "by",
        "de", "du", "la", "le", "en", "au", "aux", "di", "del", "con", "y",
    ]
}
