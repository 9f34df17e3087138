import Foundation
import RecipeSite

/// The folder the server sends files from, and how a request's path maps to a file in it.
///
/// A file is sent only when its real path, links resolved, is inside the folder's real path.
public struct ServedFolder: Sendable, Equatable {
    /// The folder's real path (or its absolute path while it does not exist yet).
    public let root: String

    /// What a path names.
    public enum Lookup: Sendable, Equatable {
        /// This file, by its real path.
        case file(String)
        /// A folder asked for without its trailing `/`: redirect, so that relative links work.
        case folderWithoutSlash
        /// Nothing that may be sent.
        case missing
    }

    /// The folder at `path`.
    public init(path: String) {
        root = RealPath.of(path) ?? RealPath.absolute(path)
    }

    /// The file that decoded path `segments` name: a folder stands for its `index.html`.
    public func lookup(_ segments: [String], endsWithSlash: Bool) -> Lookup {
        let candidate = segments.isEmpty ? root : root + "/" + segments.joined(separator: "/")
        guard let real = inside(candidate) else { return .missing }
        if FolderTree.isFolder(real) {
            if !segments.isEmpty && !endsWithSlash { return .folderWithoutSlash }
            guard let index = inside(real + "/index.html"), isRegularFile(index) else { return .missing }
            return .file(index)
        }
        return isRegularFile(real) ? .file(real) : .missing
    }

    /// The site's `404.html`, when it has one.
    public var notFoundPage: String? {
        guard let page = inside(root + "/404.html"), isRegularFile(page) else { return nil }
        return page
    }

    /// The real path of `path` when it exists and is the folder or inside it.
    private func inside(_ path: String) -> String? {
        guard let real = RealPath.of(path), let realRoot = RealPath.of(root) else { return nil }
        return real == realRoot || real.hasPrefix(realRoot + "/") ? real : nil
    }

    private func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
