import ArgumentParser
import RecipeSite

/// The flags of every command that builds the site: `build`, `watch` and `serve`.
struct BuildOptions: ParsableArguments {
    @OptionGroup var content: ContentOptions

    @Option(name: .long, help: ArgumentHelp("Where the site is written.", valueName: "DIR"))
    var output: String = "Output"

    @Option(name: .long, help: ArgumentHelp("A folder of templates and assets that replace the default theme's, file by file. Default: Templates/ beside the content folder, when there is one.", valueName: "DIR"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("The colour theme readers see first: \(ThemeName.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "NAME"))
    var theme: String?

    @Option(name: .long, help: ArgumentHelp("The address the site will be published at, for the sitemap and the feed.", valueName: "URL"))
    var baseURL: String?

    func validate() throws {
        if let theme, ThemeName(rawValue: theme.lowercased()) == nil {
            throw ValidationError("'\(theme)' is not a theme; choose one of \(ThemeName.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must start with https:// or http://")
        }
    }

    /// The options of a build with these flags.
    var siteOptions: SiteBuild.Options {
        SiteBuild.Options(
            contentFolder: content.content, outputFolder: output, templatesFolder: templates,
            theme: theme.flatMap { ThemeName(rawValue: $0.lowercased()) }, baseURL: baseURL)
    }
}
