/// A unit of an amount, by its canonical name: short, lowercase, singular.
public enum Unit: String, Sendable, Codable, CaseIterable {
    // Volume
    case tsp, tbsp, cup
    case fluidOunce = "fl oz"
    case ml, cl, dl, l, pint, quart, gallon
    // Weight
    case mg, g, kg, oz, lb
    // Small measures; a knifepoint is the German Messerspitze, less than a pinch.
    case pinch, dash, drop, knifepoint
    // Things counted
    case clove, can, package, stick, slice, pod, bunch, head, sprig, handful, piece
    case jar, bottle, bag, box, sheet, stalk, leaf, cube, ear, fillet, loaf, envelope

    /// What the unit measures: amounts of the same dimension can be added up.
    public var dimension: Dimension {
        switch self {
        case .tsp, .tbsp, .cup, .fluidOunce, .ml, .cl, .dl, .l, .pint, .quart, .gallon: .volume
        case .mg, .g, .kg, .oz, .lb: .weight
        default: .count
        }
    }

    /// How many millilitres (volume) or grams (weight) one unit is; `nil` for counted units.
    public var baseAmount: Double? {
        switch self {
        case .tsp: 4.928_921_593_75
        case .tbsp: 14.786_764_781_25
        case .cup: 236.588_236_5
        case .fluidOunce: 29.573_529_562_5
        case .ml: 1
        case .cl: 10
        case .dl: 100
        case .l: 1000
        case .pint: 473.176_473
        case .quart: 946.352_946
        case .gallon: 3785.411_784
        case .mg: 0.001
        case .g: 1
        case .kg: 1000
        case .oz: 28.349_523_125
        case .lb: 453.592_37
        default: nil
        }
    }

    /// What a unit measures.
    public enum Dimension: String, Sendable, Codable {
        /// Measured by volume: tsp, cup, ml …
        case volume
        /// Measured by weight: g, oz, lb …
        case weight
        /// Counted: cloves, cans, sticks, pinches …
        case count
    }
}
