import RecipeCore
import RecipeServe

/// Prints one line per build on standard error, and the build's problems when they are new
/// or the build failed.
actor RebuildReporter {
    private let colour: Bool
    private var lastDiagnostics: [Diagnostic] = []

    /// A reporter that colours its lines when `colour` is set.
    init(colour: Bool) {
        self.colour = colour
    }

    /// Prints the line for `result`, then its problems.
    func report(_ result: RebuildResult) {
        Terminal.printError(RebuildLine(result, colour: colour).description)
        let diagnostics = result.outcome.report?.diagnostics ?? []
        if !result.succeeded || diagnostics != lastDiagnostics {
            for diagnostic in diagnostics {
                Terminal.printError(diagnostic.description)
            }
        }
        lastDiagnostics = diagnostics
    }
}
