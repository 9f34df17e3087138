extension Unit {
    /// The unit's name for more than one: `cups`, `cloves`, `leaves`; abbreviations stay as
    /// they are (`tsp`, `g`, `fl oz`).
    public var pluralName: String {
        switch self {
        case .tsp, .tbsp, .fluidOunce, .ml, .cl, .dl, .l, .mg, .g, .kg, .oz, .lb: rawValue
        case .pinch, .dash, .bunch, .box: rawValue + "es"
        case .leaf: "leaves"
        case .loaf: "loaves"
        default: rawValue + "s"
        }
    }

    /// The name to show beside `amount`: singular for 1 or less, plural above.
    public func name(for amount: Double) -> String {
        amount > 1 ? pluralName : rawValue
    }
}
