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
}
