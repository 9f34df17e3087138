import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The output folder's folders (the root, `recipes`, `tags`, …), each opened link-free once
/// for one write and shared by its threads: a page's folder is opened from its parent's
/// handle, not walked from the root, and the ten thousand pages of `recipes/` share one.
///
/// Rule: a handle lives only while one write runs (``closeAll()`` ends it), and only folders
/// opened through ``LinkFreePath`` are kept, so every file is still reached without a link.
final class OpenFolders: @unchecked Sendable {
    // Unchecked: it holds folders' file descriptors, each read and changed with `lock` held.
    /// Folders kept open at most: a book of many tags must not run out of descriptors.
    static let limit = 256

    let root: String
    private let lock = NSLock()
    private var kept: [Substring: Int32] = [:]

    init(root: String) {
        self.root = root
    }

    deinit { closeAll() }

    /// A folder's descriptor as ``open(_:creating:)`` hands it out.
    struct Handle {
        let descriptor: Int32
        /// Whether the caller closes it; a kept folder's is lent, valid until ``closeAll()``
        /// (`recipes/` holds ten thousand pages, and each would cost two system calls more).
        let isOwned: Bool
    }

    /// The folder `relative` (components separated by `/`; empty for the root), made with its
    /// parents when missing and `creating`.
    func open(_ relative: Substring, creating: Bool) -> Result<Handle, LinkFreePath.Failure> {
        // A path of another shape (`a//b`, `a/./b`) is walked from the root, a component at a time.
        if !relative.isEmpty, !Self.isPlain(relative) {
            return LinkFreePath.openFolder(relative, under: root, creating: creating).map { Handle(descriptor: $0, isOwned: true) }
        }
        return folder(relative, creating: creating).map { Handle(descriptor: $0.handle, isOwned: !$0.isKept) }
    }

    /// Whether no component of `path` is empty or `.` (checked byte by byte: this runs for
    /// every page).
    static func isPlain(_ path: Substring) -> Bool {
        var length = 0
        var isDot = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || isDot { return false }
                length = 0
            } else {
                length += 1
                isDot = length == 1 && byte == UInt8(ascii: ".")
                continue
            }
            isDot = false
        }
        return length > 0 && !isDot
    }

    /// Closes every handle kept.
    func closeAll() {
        lock.lock()
        defer { lock.unlock() }
        for handle in kept.values { close(handle) }
        kept.removeAll()
    }

    /// The folder `path` (not the root), opened from its parent's handle; the caller closes it.
    private func child(_ path: Substring, creating: Bool) -> Result<Int32, LinkFreePath.Failure> {
        let (parent, name) = LinkFreePath.split(String(path))
        return folder(parent, creating: creating).flatMap { parent in
            defer { if !parent.isKept { close(parent.handle) } }
            return LinkFreePath.openChild(name, in: parent.handle, walked: String(path), creating: creating)
        }
    }

    /// A folder's handle, and whether it is kept here (else the caller closes it).
    private struct Folder {
        let handle: Int32
        let isKept: Bool
    }

    /// The handle of `path`, opened (from its own parent's handle) on first use and kept while
    /// fewer than ``limit`` are.
    private func folder(_ path: Substring, creating: Bool) -> Result<Folder, LinkFreePath.Failure> {
        lock.lock()
        let known = kept[path]
        lock.unlock()
        if let known { return .success(Folder(handle: known, isKept: true)) }
        let opened = path.isEmpty ? LinkFreePath.openRoot(root) : child(path, creating: creating)
        return opened.map { handle in
            lock.lock()
            defer { lock.unlock() }
            if let other = kept[path] {
                // Another thread opened it meanwhile: one handle is kept.
                close(handle)
                return Folder(handle: other, isKept: true)
            }
            guard kept.count < Self.limit else { return Folder(handle: handle, isKept: false) }
            kept[path] = handle
            return Folder(handle: handle, isKept: true)
        }
    }
}
