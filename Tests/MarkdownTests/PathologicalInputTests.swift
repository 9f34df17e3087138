import Foundation
import Testing
@testable import Markdown

/// No input stalls the renderer: each pathological family renders within 10 s of CPU time (a
/// hang, not a speed target: the speed of rendering belongs to the benchmark) and 256 MiB, and its time grows far less than quadratically. The goal is ×2.5 per doubling:
/// on an idle machine every family stays under it (at most ×2.38, `PRINT_GROWTH=1 swift test
/// --filter PathologicalInputTests` prints them all), but with other tests or builds running a
/// few (nested emphasis, `[ (](` runs, unclosed comments) measure ×2.5–2.8, so the test fails only
/// above ×2.83 per doubling (n^1.5): a quadratic stall (×4) can never pass, measurement noise
/// cannot fail it. A growth over ×2.5 is printed, so it stays visible. Each is rendered at n
/// and 4n, and the growth checked over the two doublings (×6.25): a linear renderer grows ×4,
/// a quadratic one ×16, so the noise of a busy machine cannot be mistaken for either.
/// These are bounds a user would notice (a build that hangs), not speed targets.
@Suite(.serialized) struct PathologicalInputTests {
    static let timeLimit = 10.0
    static let memoryLimit = 256 << 20
    /// Below this, times are too small for their ratio to mean anything.
    static let ratioFloor = 0.05

    @Test(arguments: PathologicalInput.documents)
    func documentRendersInBoundedTime(_ input: PathologicalInput) {
        check(input) { MarkdownDocument(parsing: $0).html }
    }

    @Test(arguments: PathologicalInput.lines)
    func recipeLineRendersInBoundedTime(_ input: PathologicalInput) {
        check(input) { MarkdownDocument.renderInline($0) }
    }

    private func check(_ input: PathologicalInput, render: (String) -> String) {
        let small = input.make(input.size / 2)
        let large = input.make(input.size * 2)
        _ = render(String(small.prefix(1_000)))
        // ×2.5 per doubling: for inputs that grow faster than n, per doubling of bytes.
        let doublings = max(1, log2(Double(large.utf8.count) / Double(max(1, small.utf8.count))))
        let goal = pow(2.5, doublings)
        let allowed = pow(2.0, 1.5 * doublings)
        // Small and large are measured in turn, and the cheapest of each kept: a busy machine
        // (or a virtual one whose host is busy) can only add time. A ratio over the bound is
        // measured again, up to nine times in all, before it counts: a real stall is over it
        // every time (×4 per doubling for a quadratic one).
        var smallCost = RenderCost.measure { render(small) }
        var largeCost = RenderCost.measure { render(large) }
        var ratio = 0.0
        for _ in 0..<8 where largeCost.seconds > Self.ratioFloor {
            ratio = largeCost.seconds / max(smallCost.seconds, 1e-6)
            if ratio <= allowed && largeCost.seconds < Self.timeLimit { break }
            smallCost = RenderCost.cheaper(smallCost, RenderCost.measure { render(small) })
            largeCost = RenderCost.cheaper(largeCost, RenderCost.measure { render(large) })
        }
        if largeCost.seconds > Self.ratioFloor { ratio = largeCost.seconds / max(smallCost.seconds, 1e-6) }
        let best = (small: smallCost, large: largeCost, ratio: ratio)
        let sizes = "\(small.utf8.count) and \(large.utf8.count) bytes"
        let times = String(format: "%.3f s and %.3f s", best.small.seconds, best.large.seconds)
        #expect(best.large.seconds < Self.timeLimit, "\(input.name): \(times) for \(sizes)")
        #expect(best.large.peakMemoryGrowth < Self.memoryLimit, "\(input.name): peak memory grew \(best.large.peakMemoryGrowth) bytes")
        // Output grows with the input, never by multiplying it (cmark pads table rows).
        #expect(best.large.outputBytes < 40 * large.utf8.count + 4096, "\(input.name): \(best.large.outputBytes) bytes of HTML")
        #expect(best.ratio <= allowed, "\(input.name): \(times) for \(sizes), ×\(String(format: "%.2f", best.ratio))")
        if best.ratio > goal || ProcessInfo.processInfo.environment["PRINT_GROWTH"] != nil {
            print("note: \(input.name) grew ×\(String(format: "%.2f", best.ratio)) over \(String(format: "%.1f", doublings)) doublings (goal ×\(String(format: "%.2f", goal)))")
        }
    }
}
