import Foundation
import RecipeCore
import Images

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The images made from photos, kept between builds inside the output folder, in
/// `.recipebook-images/` (never published: the site's files are copied out of it). One folder
/// per set of settings, in it one folder per photo, named by the hash of the photo's bytes,
/// holding `<width>.webp`, `<width>.jpg` and the link preview's `card.jpg`, or `failed` with
/// what was wrong. A photo's
/// folder appears whole or not at all (written under a temporary name, then renamed).
struct ImageCache: Sendable {
    /// The cache's folder name in the output folder.
    static let folderName = ".recipebook-images"

    /// The folder of these settings' images (absolute).
    let folder: String

    /// What the cache holds for one photo.
    enum Entry: Sendable, Equatable {
        case missing
        case made
        case failed(String)

        var isFailure: Bool {
            if case .failed = self { return true }
            return false
        }
    }

    /// The cache in `outputFolder` (absolute) for `settings`, its folders made; throws when
    /// they cannot be.
    init(outputFolder: String, settings: PhotoSettings) throws {
        let root = outputFolder + "/" + Self.folderName
        try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
        try Self.makeRealFolder(root)
        folder = root + "/" + settings.key
        try Self.makeRealFolder(folder)
    }

    /// Where the image `width` across in `format` of the photo whose bytes hash to `hash` is.
    func file(hash: String, width: Int, format: EncodedImage.Format) -> String {
        folder + "/" + hash + "/" + String(width) + "." + format.fileExtension
    }

    /// Where the link preview's card of the photo whose bytes hash to `hash` is.
    func cardFile(hash: String) -> String {
        folder + "/" + hash + "/" + Self.cardName
    }

    /// The card's file name in a photo's folder: apart from the sizes, named by their widths.
    private static let cardName = "card.jpg"

    func entry(hash: String) -> Entry {
        let photoFolder = folder + "/" + hash
        guard Self.isRealFolder(photoFolder) else { return .missing }
        if let why = try? String(contentsOfFile: photoFolder + "/failed", encoding: .utf8) { return .failed(why) }
        return .made
    }

    /// Keeps `images` (or, with `failure`, what was wrong) as the photo `hash`'s entry.
    func store(hash: String, images: [EncodedImage], failure: String? = nil) throws {
        let temporary = folder + "/." + hash + "-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        do {
            if let failure {
                try Data(failure.utf8).write(to: URL(fileURLWithPath: temporary + "/failed"))
            }
            for image in images {
                let name = image.isCard ? Self.cardName : String(image.width) + "." + image.format.fileExtension
                try Data(image.bytes).write(to: URL(fileURLWithPath: temporary + "/" + name))
            }
            // Another build made it meanwhile: theirs is as good as ours.
            if rename(temporary, folder + "/" + hash) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    /// Removes every photo's entry not in `hashes`, and the folders of other settings: a
    /// deleted or changed photo's images do not pile up.
    func prune(keeping hashes: Set<String>) {
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where !hashes.contains(name) {
            try? manager.removeItem(atPath: folder + "/" + name)
        }
        let root = folder.parentPath
        let own = (folder as NSString).lastPathComponent
        for name in (try? manager.contentsOfDirectory(atPath: root)) ?? [] where name != own {
            try? manager.removeItem(atPath: root + "/" + name)
        }
    }

    /// Removes the whole cache of `outputFolder`, when it is a folder (a link in its place is
    /// left alone: it is not ours to follow).
    static func remove(outputFolder: String) {
        let root = outputFolder + "/" + folderName
        guard isRealFolder(root) else { return }
        try? FileManager.default.removeItem(atPath: root)
    }

    /// A folder at `path` that is a folder itself, not a link to one elsewhere: a link put in
    /// its place is removed (the link, never what it leads to), so that nothing is written
    /// outside the output folder.
    private static func makeRealFolder(_ path: String) throws {
        var status = stat()
        if lstat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR { return }
            guard unlink(path) == 0 else { throw CacheError(path: path, why: String(cString: strerror(errno))) }
        }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw CacheError(path: path, why: String(cString: strerror(errno))) }
        guard isRealFolder(path) else { throw CacheError(path: path, why: "not a folder") }
    }

    private static func isRealFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Why the cache cannot be used.
    struct CacheError: Error, CustomStringConvertible {
        let path: String
        let why: String
        var description: String { "cannot use the image cache '\(path)': \(why)" }
    }
}
