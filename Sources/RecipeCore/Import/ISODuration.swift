/// Reads the ISO 8601 durations of schema.org times (`PT1H15M`) and writes them for people.
enum ISODuration {
    /// `PT1H15M` → `1 hour 15 minutes`, `PT90M` → `1 hour 30 minutes`, `P1DT2H` → `1 day 2 hours`;
    /// `nil` for a zero duration; anything that is not a duration is returned as written. The
    /// units are named in the words of `notes` (`1 Stunde 15 Minuten`).
    static func spoken(_ text: String, notes: ImportNotes = .english) -> String? {
        let trimmed = text.trimmed
        guard let seconds = seconds(in: trimmed) else { return trimmed.isEmpty ? nil : trimmed }
        guard seconds > 0 else { return nil }
        if seconds < 60 { return notes.counted(seconds, unit: 0) }
        let minutes = (seconds + 30) / 60
        let parts = [
            notes.counted(minutes / 1440, unit: 3),
            notes.counted(minutes % 1440 / 60, unit: 2),
            notes.counted(minutes % 60, unit: 1),
        ].compactMap { $0 }
        return parts.joined(separator: " ")
    }

    /// The whole number of seconds in `P[nD]T[nH][nM][nS]` (weeks, and a decimal part, allowed),
    /// or `nil` when `text` is not such a duration or one of 10¹⁵ seconds or more.
    static func seconds(in text: String) -> Int? {
        var rest = Substring(text.uppercased())
        guard rest.first == "P", rest.count > 1 else { return nil }
        rest = rest.dropFirst()
        var inTime = false
        var total = 0.0
        var number = ""
        for character in rest {
            if character.isASCIIDigitCharacter || character == "." || character == "," {
                number.append(character == "," ? "." : character)
                continue
            }
            if character == "T" {
                guard number.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let value = Double(number) else { return nil }
            number = ""
            switch (character, inTime) {
            case ("W", false): total += value * 604_800
            case ("D", false): total += value * 86_400
            case ("H", true): total += value * 3_600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
        }
        // `PT99999999999999999999H` would not fit an `Int` of seconds: it is kept as written.
        guard number.isEmpty, total < 1e15 else { return nil }
        return Int(total.rounded())
    }
}
