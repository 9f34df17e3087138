extension Amount {
    /// The amount as shown on a page: `"1½"`, or a range joined by an en dash, `"2–3"`.
    /// Numbers are written by ``FriendlyFraction/format(_:)``.
    public var displayText: String {
        switch self {
        case .exact(let value):
            FriendlyFraction.format(value)
        case .range(let low, let high):
            FriendlyFraction.format(low) + "–" + FriendlyFraction.format(high)
        }
    }
}
