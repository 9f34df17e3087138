/// An amount the way a cook would write it after scaling or converting: `6 tbsp`, never
/// `⅜ cup`; `480 g` of flour, never `946 ml`; `2 EL` stays `EL` when a German book is scaled.
///
/// The page scripts do the same (`kitchenAmount` in `recipebook.js`), by the same
/// ``KitchenRules``; `kitchen-cases.json` holds the cases both must pass.
public struct KitchenAmount: Sendable, Equatable {
    /// The amount, or the low end of a range; in ``unit``.
    public var low: Double
    /// The high end of a range.
    public var high: Double?
    /// The unit shown, `nil` for a plain count or for "a pinch".
    public var unit: Unit?
    /// Whether the low end is below the smallest measure, shown as "a pinch".
    public var lowIsPinch = false

    /// The amount of `low`…`high` `unit` (of the ingredient `name`) scaled by `factor` and
    /// shown in `view`, for a book in `language`; `nil` when it shows as written: unscaled and
    /// already in the view's system (spoons are in every system).
    public static func make(
        low: Double, high: Double?, unit: Unit?, name: String, factor: Double,
        view: KitchenView, language: String, rules: KitchenRules
    ) -> KitchenAmount? {
        guard low.isFinite, factor.isFinite, factor > 0 else { return nil }
        let scaled = (factor - 1).magnitude > 1e-9
        let low = low * factor, high = high.map { $0 * factor }
        if let unit, view == .metric, let grams = rules.gramsPerCount?[unit.rawValue] {
            return KitchenMeasure(rules: rules, low: low * grams, high: high.map { $0 * grams }).grams()
        }
        guard let unit, let base = unit.baseAmount else {
            guard scaled else { return nil }
            let whole = unit.map { rules.wholeCounts.contains($0) } ?? false
            let count = { (value: Double) in whole ? max(1, value.rounded()) : KitchenRules.rounded(value, by: rules.countSteps) }
            return KitchenAmount(low: count(low), high: high.map(count), unit: unit)
        }
        let own = MeasureSystem(of: unit)
        let target = view.system
        if !scaled, target == nil || own == nil || own == target { return nil }
        var measure = KitchenMeasure(rules: rules, low: low * base, high: high.map { $0 * base })
        switch (unit.dimension, own, target) {
        case (.weight, let own, let target):
            return (target ?? own) == .us ? measure.ounces() : measure.grams()
        case (_, nil, let target):
            // Spoons stay spoons; they grow into cups only for the US or where cooks use cups.
            return measure.spoons(cups: target == .us || (target == nil && rules.cupLanguages.contains(language)))
        case (_, .us, .metric):
            measure.gramsPerCup = rules.gramsPerCup(of: name)
            return measure.millilitres()
        case (_, .us, _):
            if unit == .fluidOunce, target == nil { return measure.fluidOunces() }
            return measure.largeUnits(from: unit) ?? measure.spoons(cups: true)
        case (_, .metric, .us):
            return measure.spoons(cups: true)
        case (_, .metric, _):
            return measure.millilitres()
        }
    }

    /// The text shown: `480–540 g`, `a pinch to ¼ tsp`, `1½ cups`. `unitName` names a unit
    /// for an amount (plural above 1), `pinch` and `to` are the book's words.
    public func text(pinch: String = "a pinch", to: String = "to", unitName: (Unit, Double) -> String = { $0.name(for: $1) }) -> String {
        let lowText = lowIsPinch ? pinch : number(low)
        var highText = high.map(number)
        if highText == lowText { highText = nil }
        var text = highText.map { lowText + (lowIsPinch ? " \(to) " : "–") + $0 } ?? lowText
        if let unit {
            let shown = (highText == nil ? low : high) ?? low
            text += " " + unitName(unit, (highText ?? lowText) == "1" ? 1 : shown)
        }
        return text
    }

    /// Whole millilitres and grams, decimals for litres and kilograms, kitchen fractions else.
    private func number(_ value: Double) -> String {
        switch unit {
        case .ml?, .g?: String(Int(value.rounded()))
        case .l?, .kg?: FriendlyFraction.decimal(value)
        default: FriendlyFraction.format(value)
        }
    }
}
