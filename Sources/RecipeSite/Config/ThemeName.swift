/// The six colour themes of the Grocery app.
public enum ThemeName: String, Sendable, CaseIterable, Codable {
    /// The default.
    case light
    /// Light text on a dark background.
    case dark
    /// Blue accents.
    case blueberry
    /// Purple accents.
    case eggplant
    /// Warm yellow accents.
    case mustard
    /// Green accents.
    case broccoli

    /// The name shown in the theme picker.
    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
