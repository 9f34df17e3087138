import Foundation

/// A fresh temporary folder holding `Content/` (and `Output/` once built), removed when done.
final class Sandbox: @unchecked Sendable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("recipebook-serve-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var content: String { root.appendingPathComponent("Content").path }
    var output: String { root.appendingPathComponent("Output").path }

    /// The path of `relative` under the sandbox.
    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Writes `text` to `relative` (under the sandbox), making its folders.
    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Data(text.utf8))
    }

    func write(_ relative: String, bytes: Data) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    /// Writes as editors save: a temporary file beside the target, renamed over it.
    func atomicSave(_ relative: String, _ text: String) throws {
        let target = path(relative)
        let temporary = (target as NSString).deletingLastPathComponent + "/.\((target as NSString).lastPathComponent).swp"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, target) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func move(_ from: String, to: String) throws {
        guard rename(path(from), path(to)) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path(relative))
    }

    /// A small book: two recipes and a chapter.
    func writeBook() throws {
        try write("Content/recipes/Mains/Chili.recipe", """
        # Chili

        - Beans | 1 can |
        - Onion | 1 |

        Simmer the beans with the onion for 20 minutes.
        """)
        try write("Content/recipes/Baking/Bread.recipe", """
        # Bread

        - Flour | 500 g |

        Bake for 40 minutes.
        """)
        try write("Content/guide/01-start.md", "# Start\n\nWelcome to the book.\n")
    }
}
