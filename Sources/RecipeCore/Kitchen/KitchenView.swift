/// The units a reader asked a recipe page to show: as the recipe writes them, metric or US.
public enum KitchenView: String, Sendable, Equatable, Codable {
    /// The recipe's own measuring system and words; scaling steps only inside them.
    case asWritten = "original"
    /// Millilitres, grams and spoons, dry cups weighed.
    case metric
    /// Cups, spoons, ounces and pounds.
    case us

    /// The measuring system asked for, or `nil` for the recipe's own.
    var system: MeasureSystem? {
        switch self {
        case .asWritten: nil
        case .metric: .metric
        case .us: .us
        }
    }
}
