import Foundation
import QRCode
import Testing
import TestSupport

/// The SVG a page inlines: one path that draws exactly the dark modules, sharp edges, a title.
struct SVGTests {
    /// The dark modules the path draws, read back from its `M x yh n v1h-n z` rectangles.
    static func modules(in svg: String) throws -> Set<[Int]> {
        let start = try #require(svg.range(of: " d=\""))
        let end = try #require(svg[start.upperBound...].firstIndex(of: "\""))
        var dark: Set<[Int]> = []
        for piece in svg[start.upperBound..<end].split(separator: "z") {
            let numbers = piece.split(whereSeparator: { "Mhv ".contains($0) }).compactMap { Int($0) }
            try #require(numbers.count == 5 && numbers[3] == 1 && numbers[4] == -numbers[2], "\(piece)")
            for x in numbers[0]..<(numbers[0] + numbers[2]) { dark.insert([x, numbers[1]]) }
        }
        return dark
    }

    @Test func thePathDrawsExactlyTheDarkModulesInsideTheQuietZone() throws {
        let code = try QRCode.encode("https://family.example.org/recipes/apple-pie/")
        let svg = code.svg(title: "Apple pie", moduleSize: 3, quietZone: 4)
        var expected: Set<[Int]> = []
        for y in 0..<code.size {
            for x in 0..<code.size where code.isDark(x, y) { expected.insert([x + 4, y + 4]) }
        }
        #expect(try Self.modules(in: svg) == expected)
        let side = code.size + 8
        #expect(svg.contains("viewBox=\"0 0 \(side) \(side)\""))
        #expect(svg.contains("width=\"\(side * 3)\" height=\"\(side * 3)\""))
        #expect(svg.contains("shape-rendering=\"crispEdges\""))
        #expect(svg.components(separatedBy: "<path").count == 2)
    }

    @Test func theTitleIsEscapedForScreenReaders() throws {
        let svg = try QRCode.encode("x").svg(title: "Salt & pepper <list>")
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("<title>Salt &amp; pepper &lt;list&gt;</title>"))
    }

    /// The SVG itself, as a page inlines it, read by zbarimg (which reads SVG through ImageMagick).
    @Test func zbarReadsTheSVG() throws {
        guard let zbar = Zbar.require() else { return }
        let text = ZbarDecodeTests.shoppingURL
        let svg = try QRCode.encode(text).svg(title: "Shopping list", moduleSize: 4)
        let decoded = try Zbar.decode(Data(svg.utf8), extension: "svg", with: zbar)
        #expect(String(decoding: decoded, as: UTF8.self) == text)
    }
}
