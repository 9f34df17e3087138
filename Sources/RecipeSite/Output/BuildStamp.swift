import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fingerprint of everything a build reads — every file of the content folder and of the
/// templates folder (path, size, modification time), the options, the tool itself — and of
/// the files it wrote. When a build finds the same fingerprint that the last clean build left
/// in the output folder, nothing can have changed, and it stops there.
struct BuildStamp: Equatable {
    static let fileName = ".recipebook-stamp"

    /// The fingerprint, and what the build that left it reported.
    let fingerprint: String
    let recipes: Int
    let chapters: Int
    let files: Int

    /// The fingerprint of the inputs and outputs as they are now.
    static func fingerprint(options: SiteBuild.Options, contentFolder: String, templatesFolder: String?, outputFolder: String) -> String {
        var hash = StableHash()
        hash.add("recipebook stamp 1")
        if let tool = ContentRoot.realPath(of: CommandLine.arguments[0]) { hash.add(fileLine(tool)) }
        hash.add("theme \(options.theme?.rawValue ?? "")")
        hash.add("base \(options.baseURL ?? "")")
        hash.add("content \(contentFolder)")
        walk(contentFolder, into: &hash)
        if let templatesFolder {
            hash.add("templates \(templatesFolder)")
            walk(templatesFolder, into: &hash)
        }
        hash.add("output \(outputFolder)")
        let manifest = (try? String(contentsOfFile: outputFolder + "/" + OutputFolder.manifestName, encoding: .utf8)) ?? ""
        for path in manifest.split(separator: "\n") where OutputFolder.isSafeRelativePath(String(path)) {
            hash.add(fileLine(outputFolder + "/" + path))
        }
        return hash.hex
    }

    /// The stamp the last clean build left in `outputFolder`, if any.
    static func read(outputFolder: String) -> BuildStamp? {
        guard let text = try? String(contentsOfFile: outputFolder + "/" + fileName, encoding: .utf8) else { return nil }
        let fields = text.split(separator: "\n").map(String.init)
        guard fields.count == 4, let recipes = Int(fields[1]), let chapters = Int(fields[2]), let files = Int(fields[3]) else {
            return nil
        }
        return BuildStamp(fingerprint: fields[0], recipes: recipes, chapters: chapters, files: files)
    }

    var text: String { "\(fingerprint)\n\(recipes)\n\(chapters)\n\(files)\n" }

    /// Every entry under `folder`, sorted by path, with its size, time and mode. Read with
    /// `readdir` and one `lstat` each: `FileManager`'s enumerator costs several times more,
    /// and this runs twice on every build.
    private static func walk(_ folder: String, into hash: inout StableHash) {
        var entries: [String] = []
        collect(folder, relative: "", into: &entries)
        for path in entries.sorted() { hash.add(path + " " + fileLine(folder + "/" + path)) }
    }

    private static func collect(_ folder: String, relative: String, into entries: inout [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        var folders: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            entries.append(path)
            let type = entry.pointee.d_type
            if type == UInt8(DT_DIR) || (type == UInt8(DT_UNKNOWN) && isRealFolder(folder + "/" + name)) {
                folders.append(name)
            }
        }
        for name in folders { collect(folder + "/" + name, relative: relative.isEmpty ? name : relative + "/" + name, into: &entries) }
    }

    /// A folder, not a link to one: a link is hashed, never followed (it could loop).
    private static func isRealFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    private static func fileLine(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "missing" }
        #if canImport(Darwin)
        let seconds = status.st_mtimespec.tv_sec, nanoseconds = status.st_mtimespec.tv_nsec
        #else
        let seconds = status.st_mtim.tv_sec, nanoseconds = status.st_mtim.tv_nsec
        #endif
        return "\(status.st_size) \(seconds).\(nanoseconds) \(status.st_mode)"
    }
}

/// FNV-1a over the text: the same in every run, unlike Swift's seeded `Hasher`.
struct StableHash {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        value ^= 0x0A
        value = value &* 0x100_0000_01b3
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
