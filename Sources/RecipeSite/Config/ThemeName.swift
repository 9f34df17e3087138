/// The six colour themes of the Grocery app, each in a light and a dark version (the page
/// picks one by the reader's choice or system: theme.js).
public enum ThemeName: String, Sendable, CaseIterable, Codable {
    /// Classic, the default: warm cream and rust.
    case light
    /// Charcoal: neutral greys and teal (named when it was the one dark theme).
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
