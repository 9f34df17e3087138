extension Recipe {
    /// The pan the recipe is baked in, from its first pan note (`> Pan: 23 cm round`,
    /// `> Backform: 26 cm`) in `language` or English; `nil` when no note names one.
    public func pan(in language: Language) -> Pan? {
        let words = language.isEnglish ? Vocabulary.english.pan : language.vocabulary.pan.adding(Vocabulary.english.pan)
        for element in elements {
            guard case .note(let note) = element, let pan = Pan(note: note.text, words: words) else { continue }
            return pan
        }
        return nil
    }
}

extension Pan {
    /// One piece of a pan note's size: a number, a word or a sign.
    private enum Token: Equatable {
        case number(Double)
        case word(String)
    }

    /// The pan a note names: a label of `words` and a colon, then one size (round, or square
    /// with a square word) or two sides (`9x13`, `20 x 30`), in cm, mm or inches. Without a
    /// unit, sizes of 16 or less are inches (`Pan: 9x13`) and larger ones centimetres
    /// (`Pan: 23`): no pan is 9 cm or 23 inches across. Sizes outside 5–100 cm are no pan.
    init?(note: String, words: PanWords) {
        guard let colon = note.firstIndex(of: ":") else { return nil }
        let label = String(note[..<colon]).trimmingSpaces.lowercased()
        guard words.labels.contains(label) else { return nil }
        let tokens = Self.tokens(note[note.index(after: colon)...].lowercased())
        var sizes: [Double] = []
        var unit: Double?
        var written = WrittenUnit.centimetres
        var shapeWord: String?
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case .number(let value):
                // A second number only after `x`/`by`: `23 cm (9 in)` names the first size again.
                if sizes.isEmpty || (sizes.count == 1 && index > 0 && Self.isBy(tokens[index - 1], words)) {
                    sizes.append(value)
                }
            case .word(let word):
                if unit == nil, !sizes.isEmpty {
                    if word == "cm" { unit = 1 }
                    if word == "mm" { unit = 0.1 }
                    if words.inches.contains(word) { (unit, written) = (2.54, .inches) }
                }
                if shapeWord == nil, words.round.contains(word) || words.square.contains(word) || word == "ø" || word == "⌀" {
                    shapeWord = word
                }
            }
            index += 1
        }
        guard !sizes.isEmpty else { return nil }
        if unit == nil, sizes.allSatisfy({ $0 <= 16 }) { (unit, written) = (2.54, .inches) }
        let scale = unit ?? 1
        let centimetres = sizes.map { $0 * scale }
        guard centimetres.allSatisfy({ $0 >= 5 && $0 <= 100 }) else { return nil }
        if centimetres.count == 2 {
            self.init(shape: .rectangle(width: centimetres[0], length: centimetres[1]), written: written)
        } else if let shapeWord, words.square.contains(shapeWord) {
            self.init(shape: .rectangle(width: centimetres[0], length: centimetres[0]), written: written)
        } else {
            self.init(shape: .round(diameter: centimetres[0]), written: written)
        }
    }

    private static func isBy(_ token: Token, _ words: PanWords) -> Bool {
        guard case .word(let word) = token else { return false }
        return word == "x" || word == "×" || word == "*" || words.by.contains(word)
    }

    /// Numbers (`22,5`, `9½`), runs of letters and single signs (`×`, `"`, `ø`) of `text`.
    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var letters = ""
        var digits = ""
        func flush() {
            if !letters.isEmpty { tokens.append(.word(letters)); letters = "" }
            if !digits.isEmpty {
                let value = Double(digits.replacingOccurrences(of: ",", with: "."))
                if let value { tokens.append(.number(value)) }
                digits = ""
            }
        }
        let characters = Array(text)
        for (offset, character) in characters.enumerated() {
            if character.isASCII, character.isNumber {
                if !letters.isEmpty { flush() }
                digits.append(character)
            } else if (character == "," || character == "."), !digits.isEmpty, offset + 1 < characters.count,
                      characters[offset + 1].isASCII, characters[offset + 1].isNumber {
                digits.append(".")
            } else if let fraction = Self.fractions[character] {
                flush()
                if case .number(let whole)? = tokens.last { tokens[tokens.count - 1] = .number(whole + fraction) }
                else { tokens.append(.number(fraction)) }
            } else if character.isLetter, character != "×" {
                if !digits.isEmpty { flush() }
                letters.append(character)
            } else if character == "." && !letters.isEmpty {
                continue  // `in.`, `pulg.`: an abbreviation's point
            } else {
                flush()
                if ["×", "*", "\"", "″", "”", "ø", "⌀"].contains(character) {
                    tokens.append(.word(character == "″" || character == "”" || character == "\"" ? "\"" : String(character)))
                }
            }
        }
        flush()
        return tokens
    }

    private static let fractions: [Character: Double] = ["½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3]
}
