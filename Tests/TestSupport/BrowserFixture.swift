import Foundation
import Testing

/// The fixtures in `Tests/browser/` that Swift tests make for the Node cases. They are checked
/// in so the browser tests run without Swift; each Swift run makes them afresh and compares.
public enum BrowserFixture {
    /// Writes `fresh` to `path` (relative to the repository) when the file there differs, and
    /// records an issue saying so: a stale fixture is brought up to date and reported, never
    /// passed over.
    public static func check(_ path: String, against fresh: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = Repository.file(path)
        guard (try? Data(contentsOf: file)) != fresh else { return }
        try fresh.write(to: file)
        Issue.record("\(path) was out of date and has been written again: review and commit it", sourceLocation: sourceLocation)
    }
}
