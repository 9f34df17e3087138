import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hostile content folder: the small files kept in `Fixtures/hostile`, plus what is too
/// large or too strange to commit (huge files, symbolic links, unreadable files), made here.
enum HostileContent {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hostile")

    static var isRoot: Bool { getuid() == 0 }

    /// Copies the fixture into `content` and adds the generated files.
    static func make(in content: TemporaryContent) throws {
        for folder in ["recipes", "guide"] {
            try FileManager.default.copyItem(at: fixture.appendingPathComponent(folder), to: content.root.appendingPathComponent(folder))
        }
        try addLargeFiles(to: content)
        try addBrokenFiles(to: content)
        try addLinks(to: content)
        try addStallingMarkdown(to: content)
    }

    private static func addLargeFiles(to content: TemporaryContent) throws {
        try content.sparseFile("recipes/Big/Huge.recipe", size: 50 << 20)
        try content.write("recipes/Big/Long Line.recipe", "# Long Line\n\n" + String(repeating: "word ", count: 2 << 20 / 5) + "\n")
        try content.write("recipes/Big/Many Lines.recipe", "# Many Lines\n\n" + String(repeating: "Stir.\n", count: 100_000))
        try content.write("recipes/Big/Long Title.recipe", "# " + String(repeating: "word ", count: 1_000) + "\n\n> #" + String(repeating: "t", count: 1_000) + "\n\nStir.\n")
        try content.write("recipes/Big/Tags.recipe", "# Tags\n\n> " + (0..<5_000).map { "#tag\($0)" }.joined(separator: " ") + "\n\nStir.\n")
        try content.write("recipes/Big/Wide Line.recipe", "# Wide Line\n\n" + String(repeating: "stir well ", count: 90_000) + "\n")
    }

    private static func addBrokenFiles(to content: TemporaryContent) throws {
        try content.write("recipes/Bad/Invalid.recipe", bytes: Data("# Invalid\n\nSt".utf8) + Data([0xC3, 0x28, 0xFF]) + Data("ir.\n".utf8))
        try content.write("recipes/Bad/Nul.recipe", bytes: Data("# Nul\n\nSt".utf8) + Data([0]) + Data("ir.\n".utf8))
        if isRoot {
            // Root reads any file: a FIFO is what it cannot read.
            let fifo = content.root.appendingPathComponent("recipes/Bad/Fifo.recipe").path
            guard mkfifo(fifo, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } else {
            try content.write("recipes/Bad/Denied.recipe", "# Denied\n\nStir.\n")
            chmod(content.root.appendingPathComponent("recipes/Bad/Denied.recipe").path, 0)
            try content.write("recipes/Denied Folder/Inside.recipe", "# Inside\n\nStir.\n")
            chmod(content.root.appendingPathComponent("recipes/Denied Folder").path, 0)
        }
    }

    private static func addLinks(to content: TemporaryContent) throws {
        try content.symlink("recipes/Loop/Self", to: ".")
        try content.symlink("recipes/Loop/A.recipe", to: "B.recipe")
        try content.symlink("recipes/Loop/B.recipe", to: "A.recipe")
        try content.symlink("recipes/Out/Passwd.recipe", to: "/etc/passwd")
        try content.symlink("recipes/Out/Etc", to: "/etc")
        try content.symlink("recipes/Paths/leak.jpeg", to: "/etc/hostname")
    }

    /// The inputs that stall cmark-gfm 0.29.0.gfm.6, as chapters and recipe steps.
    private static func addStallingMarkdown(to content: TemporaryContent) throws {
        try content.write("guide/02-deep.md", "# Deep\n\n" + String(repeating: ">", count: 60_000) + String(repeating: "a*", count: 60_000) + "\n")
        try content.write("guide/03-brackets.md", "# Brackets\n\n" + String(repeating: "![[]()", count: 80_000) + "\n")
        try content.write("guide/04-lists.md", "# Lists\n\n" + String(repeating: " -", count: 45_000) + "x" + String(repeating: "\n", count: 45_000))
        try content.write("guide/05-table.md", "# Table\n\n" + String(repeating: "|a", count: 1_000) + "\n"
            + String(repeating: "|-", count: 1_000) + "\n" + String(repeating: "x\n", count: 200_000))
        try content.write("recipes/Stall/Mailto.recipe", "# Mailto\n\n" + String(repeating: "mailto:a@b.c ", count: 60_000) + "\n")
        try content.write("recipes/Stall/Images.recipe", "# Images\n\nLook: " + String(repeating: "![[]()", count: 80_000) + "\n")
    }

    /// Undoes what would stop the temporary folder from being removed.
    static func restorePermissions(in content: TemporaryContent) {
        chmod(content.root.appendingPathComponent("recipes/Denied Folder").path, 0o755)
    }

    /// Every file under `folder`, relative to it, with its size.
    static func snapshot(_ folder: URL) -> [String: Int] {
        var files: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var status = stat()
            guard lstat(folder.appendingPathComponent(relative).path, &status) == 0 else { continue }
            files[relative] = Int(status.st_size)
        }
        return files
    }
}
