import RecipeCore

/// Amount → display: every number path from an amount note to the text a page or a list shows.
///
/// The first eight bytes are a factor, as the bits of a `Double` (so NaN, ±∞, negatives and
/// subnormals come up); the rest is amount notes, one a line. Each note is read, scaled by the
/// factor, summed into a shopping amount, converted to its natural unit and formatted; the notes
/// are also made a recipe, shopped for by the factor, and written as a text list. Besides "no
/// crash": a quantity is within ``ContentLimits/maximumAmount``, a plan multiplier within
/// ``ContentLimits/maximumMultiplier``, and a sum of bounded amounts made a bounded number of
/// times shows as plain digits, never as `nan`, `inf` or `1e+20`. The notes are also read as
/// meal-plan multipliers, servings and timers.
@_cdecl("LLVMFuzzerTestOneInput")
public func amountDisplayFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size >= 8 else { return 0 }
    var bits: UInt64 = 0
    for offset in 0..<8 { bits |= UInt64(data[offset]) << (8 * UInt64(offset)) }
    let factor = Double(bitPattern: bits)
    let notes = fuzzText(data + 8, size - 8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let bounded = factor > 0 && factor <= ContentLimits.maximumMultiplier

    // Raw numbers of any size, straight into the formatters.
    _ = FriendlyFraction.format(factor)
    _ = Amount.range(factor, factor * 10).displayText
    for unit in [Unit.kg, .g, .l, .ml, .cup, .tsp, .lb, .oz, .stick] {
        _ = NaturalUnit.text(.exact(factor), unit)
        _ = NaturalUnit.text(.range(factor / 3, factor * 1e10), unit)
    }

    var sum = ShoppingAmount()
    for note in notes {
        let reading = QuantityParser.read(note)
        if case .quantity(let quantity) = reading {
            let top = quantity.high ?? quantity.low
            require(quantity.low >= 0 && top <= ContentLimits.maximumAmount, "quantity \(quantity) of \(note.debugDescription)")
            let scaled = quantity.amount.scaled(by: factor)
            _ = scaled.displayText
            if let unit = quantity.unit {
                _ = NaturalUnit.text(scaled, unit)
                if let base = unit.baseAmount, unit.dimension != .count {
                    _ = NaturalUnit.choose(dimension: unit.dimension, amount: scaled.scaled(by: base), inputs: [unit, .cup, .g])
                }
            }
        }
        let isQuantity = if case .quantity = reading { true } else { false }
        require((QuantityParser.parse(note) != nil) == isQuantity, "parse and read disagree on \(note.debugDescription)")
        sum.add(note: note, quantity: nil, multiplier: factor)
        let entry = MealPlan.Entry(parsing: "Soup " + note)
        require(entry.multiplier > 0 && entry.multiplier <= ContentLimits.maximumMultiplier,
                "multiplier \(entry.multiplier) of \(note.debugDescription)")
    }
    _ = sum.displayText
    if bounded { requirePlainNumbers(sum, notes) }

    let text = "# Fuzz\n\n" + notes.map { "- Thing | " + String($0.map { $0 == "|" ? "/" : $0 }) + "\n" }.joined()
    let recipe = RecipeParser.parse(text, file: "fuzz.recipe").recipe
    let list = ShoppingList(request: ShoppingRequest(recipes: [
        ShoppingRequest.Entry(recipe: recipe, multiplier: factor),
        ShoppingRequest.Entry(recipe: recipe, multiplier: 1),
    ]))
    _ = ShoppingListText.render(list, date: "2026-01-01")
    if bounded {
        for line in list.lines { requirePlainNumbers(line.amount, notes) }
    }
    otherNumbers(notes)
    return 0
}

/// The notes as a meal plan's multipliers, a servings note and a step's timers.
private func otherNumbers(_ notes: [String]) {
    let plan = "# Plan\n\n" + notes.map { "- Soup | " + $0 + "\n- Soup " + $0 + "\n" }.joined()
    for entry in MealPlanParser.parse(plan, file: "plans/Plan.md").plan.entries {
        require(entry.multiplier > 0 && entry.multiplier <= ContentLimits.maximumMultiplier, "plan multiplier \(entry.multiplier)")
    }
    let serves = "# Soup\n\n" + notes.map { "> Serves " + $0 + "\n\n> " + $0 + " servings\n" }.joined()
    _ = RecipeParser.parse(serves, file: "recipes/Soup.recipe").recipe.servings
    for note in notes {
        for timer in TimerScanner.scan("Bake " + note).timers {
            require(timer.seconds >= 0 && (timer.maxSeconds ?? timer.seconds) <= TimerScanner.maximumSeconds, "timer \(timer)")
        }
    }
}

/// The measures of `amount`, a sum of bounded amounts, show as digits: no `nan`, `inf` or exponent.
private func requirePlainNumbers(_ amount: ShoppingAmount, _ notes: [String]) {
    for part in amount.parts {
        guard case .measure(let measure) = part else { continue }
        let shown = measure.displayText
        require(!shown.contains("e+") && !shown.contains("nan") && !shown.contains("inf"),
                "measure shown as \(shown.debugDescription) from \(notes.debugDescription)")
    }
}
