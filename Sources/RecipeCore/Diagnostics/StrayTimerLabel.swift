/// Square brackets in a step that name no timer: no duration comes before them in their
/// sentence, or the one before is named already. Their words are shown without them.
public struct StrayTimerLabel: Sendable, Equatable {
    /// The words in the brackets.
    public let words: String

    var message: String {
        "'[\(words)]' names no timer: no duration comes before it in its sentence; it is shown as '\(words)'"
    }

    static let hint = "put the name after the duration it names, in the same sentence ('Rest 30 minutes [Dough].'), or write the words without brackets"
}
