/// Chooses the unit a summed volume or weight reads best in: `3 tsp` → `1 tbsp`,
/// `16 tbsp` → `1 cup`, `1000 g` → `1 kg`, `24 oz` → `1½ lb`.
///
/// The family (US or metric) is the one most of the amounts were written in; spoons do not
/// vote, and a tie goes to the family of the first amount that voted. Within the family the
/// largest unit is taken whose amount is at least its minimum (¼ cup, 1 tbsp, 1 lb, 1 kg …).
/// US amounts that do not read as a whole number or a common fraction there move down to the
/// first smaller unit where they do, as long as that takes no more than 12 of it (`1.08 tbsp`
/// is `3¼ tsp`; `1.06 cups` stays). Metric amounts are decimals.
/// Pints, quarts and gallons are only used when one of the amounts was written in them, and
/// fluid ounces only when all were.
public enum NaturalUnit {
    /// The family a sum of amounts written in `inputs` is shown in.
    public static func system(for inputs: [Unit]) -> MeasureSystem {
        // Mixed families: the majority decides, because that is how the cook writes; a tie goes
        // to the first amount that voted. Nothing is converted between volume and weight.
        var us = 0, metric = 0
        var first: MeasureSystem?
        for unit in inputs {
            guard let system = MeasureSystem(of: unit) else { continue }
            if first == nil { first = system }
            if system == .us { us += 1 } else { metric += 1 }
        }
        if us != metric { return us > metric ? .us : .metric }
        return first ?? .us
    }

    /// The units `inputs` of one dimension may be shown in, largest first, each with the least
    /// amount it is used for.
    static func ladder(for dimension: Unit.Dimension, inputs: [Unit]) -> [(unit: Unit, minimum: Double)] {
        let system = system(for: inputs)
        let used = Set(inputs)
        switch (dimension, system) {
        case (.volume, .us):
            if !used.isEmpty, used == [.fluidOunce] { return [(.fluidOunce, 0)] }
            var ladder: [(unit: Unit, minimum: Double)] = []
            for large in [Unit.gallon, .quart, .pint] where used.contains(large) {
                ladder.append((large, 1))
            }
            return ladder + [(.cup, 0.25), (.tbsp, 1), (.tsp, 0)]
        case (.volume, .metric):
            return [(.l, 1), (.ml, 0)]
        case (.weight, .us):
            return [(.lb, 1), (.oz, 0)]
        case (.weight, .metric):
            return used.contains(.mg) ? [(.kg, 1), (.g, 1), (.mg, 0)] : [(.kg, 1), (.g, 0)]
        case (.count, _):
            return []
        }
    }

    /// The amount and unit to show for a sum of `low`…`high` millilitres (volume) or grams
    /// (weight) written in `inputs`; `nil` for counted dimensions or when no unit fits. A sum
    /// of spoons alone is shown in cups only when `spoonsBecomeCups`, and then only in cups a
    /// measuring set holds: a German `EL` never adds up to a `Tasse`.
    public static func choose(
        dimension: Unit.Dimension, amount: Amount, inputs: [Unit], spoonsBecomeCups: Bool = true
    ) -> (amount: Amount, unit: Unit)? {
        let spoonsOnly = !inputs.contains { MeasureSystem(of: $0) != nil }
        var fitting: [(amount: Amount, unit: Unit)] = []
        for (unit, minimum) in ladder(for: dimension, inputs: inputs) {
            guard let base = unit.baseAmount, !(spoonsOnly && unit == .cup && !spoonsBecomeCups) else { continue }
            let converted = amount.scaled(by: 1 / base)
            if converted.low >= minimum - 1e-9 { fitting.append((converted, unit)) }
        }
        guard let first = fitting.first else { return nil }
        if system(for: inputs) == .metric { return first }
        // `1.08 tbsp` reads better as `3¼ tsp`, but `1.06 cups` not as `17 tbsp`: on a shopping
        // list, a dozen of a small unit is the most that is easier to read than a decimal. Cups
        // a measuring set holds come first; `4⅛ cups` only when no spoon count will do, and
        // never for spoons alone, which the cook measured with spoons.
        for measuring in [true, false] {
            if !measuring, spoonsOnly { fitting.removeAll { $0.unit == .cup } }
            guard let largest = fitting.first else { return first }
            if reads(largest.amount, largest.unit, measuring: measuring) { return largest }
            let smaller = fitting.dropFirst().first {
                reads($0.amount, $0.unit, measuring: measuring) && ($0.amount.high ?? $0.amount.low) <= 12
            }
            if let smaller { return smaller }
        }
        return fitting.first ?? first
    }

    /// Whether both ends of `amount` show as whole numbers or common fractions; in cups, when
    /// `measuring`, only those a measuring set holds: no eighths, so `6 tbsp` is never `⅜ cup`.
    private static func reads(_ amount: Amount, _ unit: Unit, measuring: Bool) -> Bool {
        let refused: Set<Character> = measuring && unit == .cup ? [".", "⅛", "⅜", "⅝", "⅞"] : ["."]
        return !FriendlyFraction.format(amount.low).contains { refused.contains($0) }
            && !(amount.high.map { FriendlyFraction.format($0).contains { refused.contains($0) } } ?? false)
    }

    /// `amount` of `unit` as shown on a list: `1½ cups`, `2–3 tbsp`, `1.25 kg`, `750 g`.
    public static func text(_ amount: Amount, _ unit: Unit) -> String {
        let largest = amount.high ?? amount.low
        return number(amount, unit) + " " + unit.name(for: largest)
    }

    /// The number part of ``text(_:_:)``: fractions for US units and counts, decimals for
    /// metric ones; whole grams and millilitres from 10 up.
    static func number(_ amount: Amount, _ unit: Unit?) -> String {
        switch amount {
        case .exact(let value):
            number(value, unit)
        case .range(let low, let high):
            number(low, unit) + "–" + number(high, unit)
        }
    }

    private static func number(_ value: Double, _ unit: Unit?) -> String {
        guard let unit, MeasureSystem(of: unit) == .metric else { return FriendlyFraction.format(value) }
        if [.mg, .g, .ml, .cl, .dl].contains(unit), value >= 10, value < 1e15 {
            return String(Int(value.rounded()))
        }
        return FriendlyFraction.decimal(value)
    }
}
