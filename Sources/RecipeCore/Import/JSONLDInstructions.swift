/// Reads `recipeInstructions`: a string, an array of strings, `HowToStep`s, or `HowToSection`s
/// (which become named sections); `HowToTip`s become notes where they stand.
enum JSONLDInstructions {
    /// The step sections of a `recipeInstructions` value, in order.
    static func sections(_ value: Any?) -> [CardSection] {
        var reader = Reader()
        reader.read(value)
        return reader.sections.filter { $0.header != nil || !$0.elements.isEmpty }
    }

    /// Walks the nested instruction values, collecting sections.
    private struct Reader {
        var sections = [CardSection(kind: .instructions, header: nil)]

        mutating func read(_ value: Any?) {
            switch value {
            case let array as [Any]:
                for element in array { read(element) }
            case let string as String:
                for line in JSONLDRecipe.strings(string) { appendStep(line) }
            case let object as [String: Any]:
                read(object: object)
            default:
                break
            }
        }

        private mutating func read(object: [String: Any]) {
            let types = JSONLDRecipe.typeNames(object["@type"])
            if types.contains("HowToSection") {
                let name = JSONLDRecipe.text(object["name"])
                sections.append(CardSection(kind: .instructions, header: name.map { Header(text: $0) }))
                read(object["itemListElement"] ?? object["steps"])
                sections.append(CardSection(kind: .instructions, header: nil))
            } else if types.contains("HowToTip") {
                if let tip = JSONLDRecipe.text(object["text"] ?? object["name"]) {
                    sections[sections.count - 1].elements.append(.note(Note(text: tip)))
                }
            } else if let text = JSONLDRecipe.text(object["text"]) {
                appendStep(text)
            } else if let list = object["itemListElement"] {
                read(list)
            } else if let name = JSONLDRecipe.text(object["name"]) {
                appendStep(name)
            }
        }

        /// A step, without a leading `1.` or `Step 1:` some pages keep in the text.
        private mutating func appendStep(_ text: String) {
            let step = LineMarkers.strippingNumber(text) ?? text
            guard !step.isEmpty else { return }
            sections[sections.count - 1].elements.append(.step(Step(text: step)))
        }
    }
}
