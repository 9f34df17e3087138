import Foundation

/// Writes one file of the site, atomically, only when its bytes change.
enum FileWriter {
    /// Returns whether the file was written.
    static func writeIfChanged(_ file: SiteFile, under root: String) throws -> Bool {
        let target = root + "/" + file.path
        let data: Data
        switch file.content {
        case .text(let text): data = Data(text.utf8)
        case .copy(let source): data = try Data(contentsOf: URL(fileURLWithPath: source))
        }
        if let existing = FileManager.default.contents(atPath: target), existing == data { return false }
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Write beside the target, then rename over it: a reader (or a build killed half-way)
        // sees the old page or the new one, never half of one.
        let temporary = folder + "/.recipebook-" + UUID().uuidString + ".tmp"
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, target) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target])
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
        return true
    }
}
