extension QRCode {
    /// The code as an SVG image to inline in a page: a white square with the quiet zone, and
    /// one `<path>` of the dark modules, a rectangle per run of dark modules in a row.
    ///
    /// The drawing is in module units (`viewBox`), so it stays sharp at any size and in print;
    /// `shape-rendering="crispEdges"` keeps neighbouring modules from showing seams.
    ///
    /// - Parameters:
    ///   - title: what the code holds, for screen readers (the image's `<title>`).
    ///   - moduleSize: the width and height of one module in CSS pixels.
    ///   - quietZone: light modules around the code; readers need 4.
    public func svg(title: String, moduleSize: Int = 4, quietZone: Int = 4) -> String {
        let side = size + 2 * max(0, quietZone)
        let offset = max(0, quietZone)
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard isDark(x, y) else {
                    x += 1
                    continue
                }
                let start = x
                while x < size && isDark(x, y) { x += 1 }
                path += "M\(start + offset) \(y + offset)h\(x - start)v1h-\(x - start)z"
            }
        }
        let pixels = side * max(1, moduleSize)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(side) \(side)\" "
            + "width=\"\(pixels)\" height=\"\(pixels)\" role=\"img\" shape-rendering=\"crispEdges\">"
            + "<title>\(Self.escaped(title))</title>"
            + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"
            + "<path fill=\"#000\" d=\"\(path)\"/></svg>"
    }

    /// Text made safe inside an XML element.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
