/// The family a measuring unit belongs to; a sum is shown in the units of one family.
public enum MeasureSystem: String, Sendable, Equatable, Codable {
    /// US kitchen units: tsp, tbsp, cup, fl oz, pint, quart, gallon; oz, lb.
    case us
    /// Metric units: ml, cl, dl, l; mg, g, kg.
    case metric

    /// The family of a volume or weight unit. Spoons (`tsp`, `tbsp`) belong to both, so they
    /// have none: they do not vote when a sum chooses its family.
    public init?(of unit: Unit) {
        switch unit {
        case .cup, .fluidOunce, .pint, .quart, .gallon, .oz, .lb: self = .us
        case .ml, .cl, .dl, .l, .mg, .g, .kg: self = .metric
        default: return nil
        }
    }
}
