extension String {
    /// The path of the folder holding this path's last component, as
    /// `NSString.deletingLastPathComponent` gives it (`a/b` → `a`, `/a` → `/`, `a` → ``):
    /// without Foundation, whose version crashes on a name of one character (`--content C`).
    public var parentPath: String {
        var path = Substring(self)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        guard slash != path.startIndex else { return "/" }
        var parent = path[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }

    /// The package folder (`Basics/Pie Crust.recipepackage`) this recipe file sits right in,
    /// when it sits in one. By bytes: it runs for every recipe of every rebuild.
    public var recipePackageFolder: Substring? {
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")), utf8[..<slash].reversed().starts(with: Self.packageSuffix) else { return nil }
        return self[..<slash]
    }

    private static let packageSuffix = Array(".recipepackage".utf8.reversed())

    /// The path with `.` and `..` resolved, without touching the disk (`a/./b/../c` → `a/c`);
    /// `nil` when it climbs above where it starts.
    public var normalisedPath: String? {
        var parts: [Substring] = []
        for component in split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(component)
            }
        }
        return parts.joined(separator: "/")
    }
}
