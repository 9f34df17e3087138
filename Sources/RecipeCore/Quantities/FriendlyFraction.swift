/// Writes amounts the way a cook reads them: `1½`, `⅓`, `2`, `2.37`.
public enum FriendlyFraction {
    /// A common fraction, its glyph, and how close a value must be to be shown as it.
    private struct Candidate {
        var value: Double
        var glyph: String
        var tolerance: Double
    }

    /// Halves, thirds and quarters are shown within 0.02 (scaled amounts such as 0.33 or
    /// 0.49 read as ⅓ and ½); eighths only within 0.004, so a written `2.37` stays `2.37`
    /// instead of becoming `2⅜`.
    private static let candidates: [Candidate] = [
        Candidate(value: 0.125, glyph: "⅛", tolerance: 0.004),
        Candidate(value: 0.25, glyph: "¼", tolerance: 0.02),
        Candidate(value: 1.0 / 3, glyph: "⅓", tolerance: 0.02),
        Candidate(value: 0.375, glyph: "⅜", tolerance: 0.004),
        Candidate(value: 0.5, glyph: "½", tolerance: 0.02),
        Candidate(value: 0.625, glyph: "⅝", tolerance: 0.004),
        Candidate(value: 2.0 / 3, glyph: "⅔", tolerance: 0.02),
        Candidate(value: 0.75, glyph: "¾", tolerance: 0.02),
        Candidate(value: 0.875, glyph: "⅞", tolerance: 0.004),
    ]

    /// `value` as a whole number with a Unicode fraction (`1.5` → `"1½"`, `0.333…` → `"⅓"`,
    /// `2` → `"2"`), or, when it is not near a common fraction, as a decimal with at most two
    /// decimals and no trailing zeros (`2.37` → `"2.37"`, `2.5001` → `"2½"`). Values too small
    /// for two decimals keep more digits (`0.004` → `"0.004"`) rather than showing `0`.
    public static func format(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return "\(value)" }
        if value < 0 { return "-" + format(-value) }
        let whole = value.rounded(.down)
        let fraction = value - whole
        var best: Candidate?
        var bestDistance = Double.infinity
        for candidate in candidates {
            let distance = (fraction - candidate.value).magnitude
            if distance < candidate.tolerance - 1e-9, distance < bestDistance {
                best = candidate
                bestDistance = distance
            }
        }
        if let best {
            return whole == 0 ? best.glyph : "\(Int(whole))" + best.glyph
        }
        return decimal(value)
    }

    /// `value` with at most two decimals, or more when it would show as 0. Like ``format(_:)``,
    /// a value that is not finite or has 15 digits or more before the point (only a sum of
    /// many amounts can) is written by Swift, `1e+17`: in hundredths it would not fit an `Int`.
    static func decimal(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return "\(value)" }
        if value < 0 { return "-" + decimal(-value) }
        var places = 2, scale = 100.0
        var scaled = (value * scale).rounded()
        while scaled == 0, value > 0, places < 6 {
            places += 1
            scale *= 10
            scaled = (value * scale).rounded()
        }
        let units = Int(scaled)
        let divisor = Int(scale)
        let whole = units / divisor
        var fraction = units % divisor
        guard fraction > 0 else { return "\(whole)" }
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        let digits = "\(fraction)"
        let zeros = String(repeating: "0", count: places - digits.count)
        return "\(whole)." + zeros + digits
    }
}
