/// A duration found in a step: `Bake for 40 minutes [Crumble].`
public struct StepTimer: Sendable, Hashable {
    /// The duration in seconds (the lower bound of a range).
    public var seconds: Int
    /// The upper bound of a range such as `20-25 minutes`, else `nil`.
    public var maxSeconds: Int?
    /// The `[Name]` written after the duration in its sentence, else `nil`.
    public var name: String?
    /// The duration as written in the step: `"1 hour and 30 minutes"`.
    public var text: String
    /// Where the duration ends in the step's text (labels taken out), in UTF-8 bytes, when
    /// the scanner found it: the writer puts the `[Name]` back there, not after the first
    /// place the same words happen to appear. Not part of a timer's value.
    var end: Int?
    /// Where its `[Name]` was in the step's text (labels taken out), when the scanner found
    /// it: the writer puts it back there (`30 Minuten ruhen lassen [Teig].`). Not part of a
    /// timer's value.
    var labelEnd: Int?

    /// Makes a timer.
    public init(seconds: Int, maxSeconds: Int? = nil, name: String? = nil, text: String) {
        self.seconds = seconds
        self.maxSeconds = maxSeconds
        self.name = name
        self.text = text
    }
}

extension StepTimer {
    /// Two timers are equal when they read the same, wherever they were found.
    public static func == (lhs: StepTimer, rhs: StepTimer) -> Bool {
        lhs.seconds == rhs.seconds && lhs.maxSeconds == rhs.maxSeconds && lhs.name == rhs.name && lhs.text == rhs.text
    }
}

extension StepTimer: Codable {
    private enum CodingKeys: String, CodingKey { case seconds, maxSeconds, name, text }

    /// Writes every field, with explicit `null`s.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(maxSeconds, forKey: .maxSeconds)
        try container.encode(name, forKey: .name)
        try container.encode(text, forKey: .text)
    }
}
