/// A name that may start with a number giving its place: `01 Breakfast`, `03-pancakes`,
/// `02_Soups`. The number orders folders, recipe files and guide chapters; the rest is the
/// name shown and the one addresses are made from.
public struct NumberedName: Sendable, Hashable {
    /// The number before the name, when there is one.
    public let number: Int?
    /// The name without its number and the one separator after it.
    public let name: String

    /// Splits `text` (a name without folders or extension). A number is only a place when a
    /// name follows it after a space, `-` or `_`, and when it has `minimumDigits` digits or
    /// more: recipes number themselves `01 Pancakes`, and a `3 Bean Chili` keeps its three.
    public init(_ text: some StringProtocol, minimumDigits: Int = 2) {
        let digits = text.prefix(while: { $0.isASCII && $0.isNumber })
        var rest = text.dropFirst(digits.count)
        guard digits.count >= minimumDigits, digits.count <= 9, let separator = rest.first,
              separator == " " || separator == "-" || separator == "_" else {
            number = nil
            name = String(text)
            return
        }
        rest = rest.dropFirst()
        guard !rest.isEmpty, !rest.allSatisfy(\.isWhitespace) else {
            number = nil
            name = String(text)
            return
        }
        number = Int(digits)
        name = String(rest)
    }

    /// The name of the file or folder at the end of `path`, without its extension.
    /// By bytes: `/` and `.` are ASCII, and reading a path as characters is slow.
    public static func baseName(of path: some StringProtocol) -> Substring {
        var name = Substring(path)
        if let slash = name.utf8.lastIndex(of: UInt8(ascii: "/")) { name = name[name.utf8.index(after: slash)...] }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex { name = name[..<dot] }
        return name
    }
}
