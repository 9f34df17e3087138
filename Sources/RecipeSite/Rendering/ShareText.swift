/// What a link preview (Open Graph, Twitter cards) and a search result show of a page, in the
/// form their readers expect.
enum ShareText {
    /// About as much as a chat app's preview or a search result shows.
    static let summaryLength = 200

    /// `text` on one line, cut at the last word boundary before ``summaryLength`` characters,
    /// with an ellipsis when it was cut.
    static func summary(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0.isWhitespace })
        var summary = ""
        for word in words {
            let longer = summary.isEmpty ? String(word) : summary + " " + word
            guard longer.count < summaryLength else {
                return summary.isEmpty ? String(word.prefix(summaryLength - 1)) + "…" : summary + "…"
            }
            summary = longer
        }
        return summary
    }

    /// The Open Graph locale (`language_TERRITORY`) of a book's language tag: its own region
    /// when it names one (`de-CH` → `de_CH`), else where the language is mostly written.
    static func openGraphLocale(_ tag: String) -> String {
        let parts = tag.split(separator: "-")
        let language = (parts.first.map(String.init) ?? "en").lowercased()
        if let region = parts.dropFirst().first(where: { $0.count == 2 && $0.allSatisfy(\.isLetter) }) {
            return language + "_" + region.uppercased()
        }
        let territory = territories[language] ?? language.uppercased()
        return language + "_" + territory
    }

    /// The territory of languages whose code is not also their main country's.
    private static let territories = [
        "en": "US", "ja": "JP", "zh": "CN", "ko": "KR", "sv": "SE", "da": "DK", "el": "GR", "cs": "CZ",
        "nb": "NO", "nn": "NO", "uk": "UA", "he": "IL", "ca": "ES", "eu": "ES", "gl": "ES", "sl": "SI",
        "et": "EE", "ga": "IE", "hi": "IN", "vi": "VN", "fa": "IR", "ar": "SA", "sq": "AL", "sr": "RS",
    ]
}
