/// A measure in millilitres or grams on its way to a ``KitchenAmount``: each function picks
/// the unit by the low end and rounds both ends by that unit's steps in ``KitchenRules``.
struct KitchenMeasure {
    let rules: KitchenRules
    /// Millilitres (volume) or grams (weight).
    var low: Double
    var high: Double?
    /// Grams per cup when the ingredient is a dry one of the table and the view is metric.
    var gramsPerCup: Double?

    init(rules: KitchenRules, low: Double, high: Double?) {
        self.rules = rules
        self.low = low
        self.high = high
    }

    private static func base(_ unit: Unit) -> Double { unit.baseAmount ?? 1 }

    /// Both ends in `unit`, each rounded by `steps`.
    private func amount(_ unit: Unit, _ steps: [KitchenRules.Step], scale: Double = 1) -> KitchenAmount {
        let round = { (value: Double) in KitchenRules.rounded(value / Self.base(unit) * scale, by: steps) / scale }
        return KitchenAmount(low: round(low), high: high.map(round), unit: unit)
    }

    /// Grams, kilograms from ``KitchenRules/kilogramsFromGrams``.
    func grams() -> KitchenAmount {
        let kilograms = KitchenRules.rounded(low, by: rules.gramSteps) >= rules.kilogramsFromGrams
        return amount(kilograms ? .kg : .g, rules.gramSteps, scale: kilograms ? 1000 : 1)
    }

    /// Ounces, pounds from ``KitchenRules/poundsFromOunces``.
    func ounces() -> KitchenAmount {
        let ounces = KitchenRules.rounded(low / Self.base(.oz), by: rules.ounceSteps)
        return ounces >= rules.poundsFromOunces ? amount(.lb, rules.poundSteps) : amount(.oz, rules.ounceSteps)
    }

    /// Millilitres and litres, grams for a dry ingredient; teaspoons below the smallest.
    func millilitres() -> KitchenAmount {
        if let gramsPerCup {
            let perMillilitre = gramsPerCup / Self.base(.cup)
            return KitchenMeasure(rules: rules, low: low * perMillilitre, high: high.map { $0 * perMillilitre }).grams()
        }
        if low < rules.teaspoonsBelowMillilitres { return spoons(cups: false) }
        let litres = KitchenRules.rounded(low, by: rules.millilitreSteps) >= rules.litresFromMillilitres
        return amount(litres ? .l : .ml, rules.millilitreSteps, scale: litres ? 1000 : 1)
    }

    /// Fluid ounces, as a recipe wrote them.
    func fluidOunces() -> KitchenAmount {
        amount(.fluidOunce, rules.fluidOunceSteps)
    }

    /// The largest of the gallon, quart and pint at or below `unit` that the amount fills
    /// at least once, in its steps; `nil` when none does (cups then).
    func largeUnits(from unit: Unit) -> KitchenAmount? {
        let ladder: [Unit] = [.gallon, .quart, .pint]
        guard let start = ladder.firstIndex(of: unit) else { return nil }
        for large in ladder[start...] {
            let value = low / Self.base(large)
            if value >= 1, (KitchenRules.rounded(value, by: rules.largeUnitSteps) - value).magnitude <= 0.05 {
                return amount(large, rules.largeUnitSteps)
            }
        }
        return nil
    }

    /// Teaspoons and tablespoons in kitchen fractions, or cups a measuring set holds when
    /// `cups` allows them; "a pinch" below the smallest spoon.
    func spoons(cups: Bool) -> KitchenAmount {
        let teaspoon = Self.base(.tsp)
        let top = high ?? low
        if top / teaspoon < rules.pinchBelowTeaspoons - 1e-9 {
            return KitchenAmount(low: 0, high: nil, unit: nil, lowIsPinch: true)
        }
        if cups, let lowCups = cupMeasure(low) {
            let highCups = high.flatMap(cupMeasure)
            if high == nil || highCups != nil { return KitchenAmount(low: lowCups, high: highCups, unit: .cup) }
        }
        let unit = spoon(for: low / teaspoon)
        let steps = unit == .tsp ? rules.teaspoonSteps : rules.tablespoonSteps
        var result = amount(unit, steps)
        if low / teaspoon < rules.pinchBelowTeaspoons - 1e-9 {
            result.lowIsPinch = true
        }
        return result
    }

    /// Teaspoons below 3 (after rounding); tablespoons from there when the amount lands on
    /// one of their steps or passes 6 teaspoons, else teaspoons (`4 tsp`, not `1½ tbsp`).
    private func spoon(for teaspoons: Double) -> Unit {
        if KitchenRules.rounded(teaspoons, by: rules.teaspoonSteps) < 3 { return .tsp }
        let tablespoons = teaspoons / 3
        let rounded = KitchenRules.rounded(tablespoons, by: rules.tablespoonSteps)
        return (rounded - tablespoons).magnitude * 3 <= 0.1 || teaspoons > 6 ? .tbsp : .tsp
    }

    /// `millilitres` as cups a measuring set holds (whole cups and one of its parts), or `nil`
    /// below ¼ cup, or below one cup when no part is within the tolerance.
    private func cupMeasure(_ millilitres: Double) -> Double? {
        let cups = millilitres / Self.base(.cup)
        let whole = cups.rounded(.down)
        let candidates = rules.cupFractions.map { whole + $0 } + [whole + 1]
        guard let nearest = candidates.filter({ $0 > 0 }).min(by: { ($0 - cups).magnitude < ($1 - cups).magnitude }) else { return nil }
        if cups < 1, (nearest - cups).magnitude > rules.cupToleranceBelowOne { return nil }
        return nearest
    }
}
