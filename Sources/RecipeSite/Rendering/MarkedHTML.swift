import RecipeCore

/// A note's or an item preparation's HTML with its temperatures marked as
/// ``TemperatureHTML`` marks a step's: the screen's markup carries what the page script reads,
/// paper's the conversion alone.
struct MarkedHTML: Sendable {
    /// The markup on a screen.
    let html: String
    /// The markup on paper, when it differs from ``html``.
    let printedHTML: String?

    /// `html`, rendered from `text`, with each temperature of `temperatures` (found in `text`)
    /// that the text does not already convert wrapped in its span.
    init(_ html: String, of text: String, temperatures: [StepTemperature], celsiusStep: Int) {
        let shown = temperatures.filter { !$0.hasConversion }
        guard !shown.isEmpty else {
            self.html = html
            printedHTML = nil
            return
        }
        self.html = TemperatureHTML.mark(shown, of: text, in: html, celsiusStep: celsiusStep, for: .screen)
        printedHTML = TemperatureHTML.mark(shown, of: text, in: html, celsiusStep: celsiusStep, for: .paper)
    }

    /// The markup for a screen, or for paper when `printing`.
    func html(printing: Bool) -> String {
        printing ? printedHTML ?? html : html
    }
}
