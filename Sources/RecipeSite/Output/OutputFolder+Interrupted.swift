import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFolder {
    /// Present while a build writes; still there at the start of a build, it tells that the
    /// previous one was interrupted.
    static let buildingMark = ".recipebook-building"

    func writeMark(_ root: String) throws(OutputError) {
        do {
            try FileWriter.write(SiteFile(path: Self.buildingMark, content: .text("")), under: root)
        } catch {
            throw .cannotWrite(Self.buildingMark, reason: "\(error)")
        }
    }

    /// Deletes the temporary files an interrupted build left beside the files of the record:
    /// only `NAME.recipebook-PID-NUMBER.tmp` where `NAME` is a recorded file, nothing else.
    func removeTemporaryFiles(of recorded: Set<String>, root: String) {
        var folders: [String: Set<String>] = [:]
        for path in recorded where Self.isSafeRelativePath(path) {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? ""
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            folders[folder, default: []].insert(name)
        }
        for (folder, names) in folders {
            guard case .success(let handle) = LinkFreePath.openFolder(Substring(folder), under: root, creating: false) else { continue }
            defer { close(handle) }
            for entry in LinkFreePath.names(in: handle) {
                guard let name = Self.temporaryFileTarget(entry), names.contains(name) else { continue }
                unlinkat(handle, entry, 0)
            }
        }
    }

    /// `index.html` for `index.html.recipebook-123-456.tmp`, the name ``FileWriter`` gives its
    /// temporary files; `nil` for any other name.
    static func temporaryFileTarget(_ name: String) -> String? {
        guard name.hasSuffix(".tmp"), let marker = name.range(of: ".recipebook-", options: .backwards) else { return nil }
        let numbers = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              marker.lowerBound > name.startIndex else { return nil }
        return String(name[..<marker.lowerBound])
    }
}
