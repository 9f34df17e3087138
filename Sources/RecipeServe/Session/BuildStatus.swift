import Foundation

/// What the live-reload channel tells the browser after each build:
/// `{"build": 3, "ok": true, "changed": ["recipes/chili.html"]}` or
/// `{"build": 4, "ok": false, "problems": [...]}`.
public struct BuildStatus: Sendable, Equatable, Codable {
    /// The build's number in this session, from 1.
    public var build: Int
    /// Whether the build ran and found no error.
    public var ok: Bool
    /// What went wrong, when the build failed; absent when it succeeded.
    public var problems: [Problem]?
    /// The files of the site the build wrote or removed (paths inside the output folder),
    /// so that a page reloads only when something it shows changed; absent when not known or
    /// too many to list, and then every page reloads.
    public var changed: [String]?

    /// A status with every field given.
    public init(build: Int, ok: Bool, problems: [Problem]? = nil, changed: [String]? = nil) {
        self.build = build
        self.ok = ok
        self.problems = ok ? nil : (problems ?? [])
        self.changed = changed
    }

    /// Lists longer than this are not sent: every page reloads instead.
    static let changedListLimit = 1000

    /// The status as compact JSON with sorted keys.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"build\":\(build),\"ok\":\(ok)}" }
        return String(decoding: data, as: UTF8.self)
    }
}
