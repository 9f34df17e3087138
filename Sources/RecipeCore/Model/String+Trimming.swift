import Foundation

extension String {
    /// The text without spaces and tabs at either end: the same as
    /// `trimmingCharacters(in: .whitespaces)`, but text with nothing to trim (almost every
    /// name and note, which the parser has trimmed already) is returned without going through
    /// `NSString`, which costs a tenth of a big build's time.
    public var trimmingSpaces: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return "" }
        if !Self.isSpace(first) && !Self.isSpace(last) { return self }
        return trimmingCharacters(in: .whitespaces)
    }

    /// Whether `scalar` is in `CharacterSet.whitespaces`: a tab or a space separator (Zs).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        return scalar.properties.generalCategory == .spaceSeparator
    }
}
