import Foundation

/// What the live-reload channel tells the browser after each build:
/// `{"build": 3, "ok": true}` or `{"build": 4, "ok": false, "problems": [...]}`.
public struct BuildStatus: Sendable, Equatable, Codable {
    /// The build's number in this session, from 1.
    public var build: Int
    /// Whether the build ran and found no error.
    public var ok: Bool
    /// What went wrong, when the build failed; absent when it succeeded.
    public var problems: [Problem]?

    /// A status with every field given.
    public init(build: Int, ok: Bool, problems: [Problem]? = nil) {
        self.build = build
        self.ok = ok
        self.problems = ok ? nil : (problems ?? [])
    }

    /// The status as compact JSON with sorted keys.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"build\":\(build),\"ok\":\(ok)}" }
        return String(decoding: data, as: UTF8.self)
    }
}
