import Foundation

/// The kitchen rules: how a scaled or converted amount is rounded so that a cook could have
/// written it, read from the theme's `kitchen.json`, which the page scripts read as well.
///
/// Data, not code, so that a cook can correct an ingredient's weight or a step without a
/// programmer, and so that the page scripts and RecipeCore can never disagree on a number.
public struct KitchenRules: Sendable, Equatable, Decodable {
    /// A rounding step that holds below an amount (the last step holds above all others).
    public struct Step: Sendable, Equatable, Decodable {
        /// The amount this step holds below; `nil` for the last step.
        public var below: Double?
        /// What amounts round to, in the list's unit.
        public var step: Double
    }

    /// A dry ingredient measured by volume in US recipes and weighed in metric kitchens.
    public struct Ingredient: Sendable, Equatable, Decodable {
        /// Grams in one US cup (236.6 ml).
        public var gramsPerCup: Double
        /// Its names, by language code, as a cook writes them.
        public var names: [String: [String]]
    }

    /// Below this many teaspoons an amount is "a pinch".
    public var pinchBelowTeaspoons: Double
    /// Steps of teaspoons; from 3 teaspoons an amount is taken in tablespoons.
    public var teaspoonSteps: [Step]
    /// Steps of tablespoons.
    public var tablespoonSteps: [Step]
    /// The parts of a cup a measuring set holds: `0`, `¼`, `⅓`, `½`, `⅔`, `¾`.
    public var cupFractions: [Double]
    /// How far (in cups) an amount below one cup may be from a cup measure and still be one.
    public var cupToleranceBelowOne: Double
    /// The languages whose cooks measure with cups, so spoons grow into cups as written.
    public var cupLanguages: [String]
    /// Steps of millilitres.
    public var millilitreSteps: [Step]
    /// Below this many millilitres, a metric volume is taken in teaspoons.
    public var teaspoonsBelowMillilitres: Double
    /// From this many millilitres, a metric volume is shown in litres.
    public var litresFromMillilitres: Double
    /// Steps of grams.
    public var gramSteps: [Step]
    /// From this many grams, a weight is shown in kilograms.
    public var kilogramsFromGrams: Double
    /// Steps of ounces.
    public var ounceSteps: [Step]
    /// From this many ounces, a weight is shown in pounds.
    public var poundsFromOunces: Double
    /// Steps of pounds.
    public var poundSteps: [Step]
    /// Steps of pints, quarts and gallons, where a recipe wrote them.
    public var largeUnitSteps: [Step]
    /// Steps of fluid ounces, where a recipe wrote them.
    public var fluidOunceSteps: [Step]
    /// Counted units taken whole, at least one: half a pinch is still a pinch.
    public var wholeCounts: [Unit]
    /// Counted units of one weight (a US stick of butter, 113 g), by name: weighed in the
    /// Metric view. Optional, so a theme's older copy of the rules still reads.
    public var gramsPerCount: [String: Double]?
    /// Steps of other counted things (eggs, cans, cloves).
    public var countSteps: [Step]
    /// Languages that write compound nouns as one word (`Weizenmehl`), whose ingredient names
    /// also match the end of a word.
    public var compoundLanguages: [String]
    /// The dry ingredients weighed in metric kitchens.
    public var ingredients: [Ingredient]

    /// Reads the rules from the JSON of `kitchen.json`.
    public static func decode(_ data: Data) throws -> KitchenRules {
        try JSONDecoder().decode(KitchenRules.self, from: data)
    }

    /// `value` rounded to the step of `steps` it falls under; never to 0 when it is above 0.
    static func rounded(_ value: Double, by steps: [Step]) -> Double {
        guard let step = (steps.first { $0.below.map { value < $0 } ?? true } ?? steps.last)?.step, step > 0 else { return value }
        // Halves round up, as in the page scripts; the nudge keeps 37.4999… (float noise) at 37.5.
        let rounded = (value / step + 0.5 + 1e-9).rounded(.down) * step
        return rounded > 0 || value <= 0 ? rounded : step
    }
}
