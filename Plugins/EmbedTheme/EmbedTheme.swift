import Foundation
import PackagePlugin

/// Embeds the default theme, the package's `Templates/` folder, into the module it is used by:
/// one generated Swift file holding `DefaultTheme.files`, remade by the `embed-theme` tool
/// whenever a file of the theme changes. It reads the package folder and writes only into its
/// own work folder, as the macOS plugin sandbox allows.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appendingPathComponent("Templates", isDirectory: true)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("DefaultTheme+Files.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme from Templates/",
                executable: try context.tool(named: "embed-theme").url,
                arguments: [templates.path, output.path],
                inputFiles: Self.inputs(in: templates),
                outputFiles: [output])
        ]
    }

    /// What the command depends on: every file the tool embeds, so that an edit remakes the
    /// theme, and every folder, whose time changes when a file is added to it. SwiftPM runs
    /// this plugin only when it plans the build (a change to Package.swift or to a target's
    /// files), so a deleted theme file stays listed until then; see ARCHITECTURE.md.
    static func inputs(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey]) else { return [] }
        var inputs = [folder]
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isDirectory == true {
                inputs.append(url)
            } else if values?.isRegularFile == true, !name.hasPrefix("."), !name.hasSuffix(".md") {
                // The same rule as the tool's: dot files and `.md` notes are not embedded.
                inputs.append(url)
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }
}
