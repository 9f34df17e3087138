import RecipeCore

/// A step's temperatures as spans the page script can show in the reader's units, and paper
/// shows with their conversion: `425°F (220 °C)`.
enum TemperatureHTML {
    /// `html` (the rendered `text`) with each of `temperatures` wrapped in its span. A
    /// temperature is looked for after the one before it, skipping as many copies of its text
    /// as `text` holds in between, so `Cut 375 g butter; bake at 375` marks the second `375`.
    static func mark(
        _ temperatures: [StepTemperature], of text: String, in html: String, celsiusStep: Int, for medium: Medium
    ) -> String {
        let source = Array(text.utf8)
        let bytes = Array(html.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + temperatures.count * 192)
        var copied = 0
        var sourceDone = 0
        for temperature in temperatures {
            let range = temperature.utf8Range
            guard range.lowerBound >= sourceDone, range.upperBound <= source.count else { continue }
            let written = Array(temperature.text.utf8)
            var skip = occurrences(of: written, in: source[sourceDone..<range.lowerBound])
            sourceDone = range.upperBound
            let needle = Array(HTML.escape(temperature.text).utf8)
            var found = StepHTML.firstOutsideTags(needle, in: bytes, from: copied)
            while skip > 0, let earlier = found {
                skip -= 1
                found = StepHTML.firstOutsideTags(needle, in: bytes, from: earlier + needle.count)
            }
            guard let found else { continue }
            result += bytes[copied..<found]
            result += Array(span(temperature, celsiusStep: celsiusStep, written: needle, for: medium).utf8)
            copied = found + needle.count
        }
        result += bytes[copied...]
        return String(assembledUTF8: result)
    }

    /// `<span class="temperature" data-metric="220 °C" data-us="425 °F" data-written-in="us">`
    /// holding the written text and, for print, its conversion; on paper without the
    /// attributes, which only the page script reads.
    static func span(_ temperature: StepTemperature, celsiusStep: Int, written: [UInt8], for medium: Medium) -> String {
        let celsius = temperature.celsiusText(celsiusStep: celsiusStep)
        let fahrenheit = temperature.fahrenheitText()
        var attributes = " data-metric=\"\(celsius)\" data-us=\"\(fahrenheit)\""
        let converted: String
        switch temperature.scale {
        case .fahrenheit:
            if !temperature.isBare { attributes += " data-written-in=\"us\"" }
            converted = celsius
        case .celsius:
            attributes += " data-written-in=\"metric\""
            converted = fahrenheit
        case .gasMark:
            converted = celsius + ", " + fahrenheit
        }
        if medium == .paper { attributes = "" }
        return "<span class=\"temperature\"\(attributes)><span class=\"temperature-written\">"
            + String(decoding: written, as: UTF8.self)
            + "</span><span class=\"temperature-print\"> (\(converted))</span></span>"
    }

    /// How many times `needle` occurs in `haystack`, not overlapping.
    private static func occurrences(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int {
        guard !needle.isEmpty, haystack.count >= needle.count else { return 0 }
        var count = 0
        var index = haystack.startIndex
        while index + needle.count <= haystack.endIndex {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) {
                count += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return count
    }
}
