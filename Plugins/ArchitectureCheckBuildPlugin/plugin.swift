// ArchitectureCheckBuildPlugin: the architecture check as a step of `swift build`. Applied to a target (the app's,
// typically: `plugins: [.plugin(name: "ArchitectureCheckBuildPlugin", package: "ShopKit")]`), it writes the
// package graph as graph.json and adds one build command that runs ArchitectureCheckTool on it before that target
// compiles. An error fails the build; a violation the baseline accepts is printed as a warning. The command's
// inputs are the graph, every Swift source of the package, the configuration, its baseline and CODEOWNERS, and
// its output is a one-line Swift file the tool writes only when the check passes, so SwiftPM runs the check
// again only when one of them changed or the last run failed. Limits: Documentation/.../ConfiguringTheCheck.md.
import Foundation
import PackagePlugin

@main
struct ArchitectureCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let root = GraphFile.root(of: context.package)
        let graph = GraphFile(context.package)
        let graphURL = context.pluginWorkDirectoryURL.appendingPathComponent("graph.json")
        try graph.write(to: graphURL)
        // A Swift file, so that SwiftPM compiles it into the target and so runs the command on every build of it;
        // it holds one comment and declares nothing.
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("ArchitectureChecked.swift")
        let sources = graph.targets.flatMap(\.sources).map { root.appendingPathComponent($0) }
        let configuration = root.appendingPathComponent("architecture.json")
        let settings =
            [configuration, baseline(named: configuration, root: root)].compactMap { $0 }
            + ["CODEOWNERS", ".github/CODEOWNERS", "docs/CODEOWNERS"].map { root.appendingPathComponent($0) }
        let inputs = [graphURL] + sources + settings.filter { FileManager.default.fileExists(atPath: $0.path) }
        return [
            .buildCommand(
                displayName: "Checking the architecture of \(context.package.displayName)",
                executable: try context.tool(named: "ArchitectureCheckTool").url,
                arguments: [
                    "--package-dir", root.path, "--graph", graphURL.path, "--quiet", "--warn-known", "--stamp",
                    stamp.path,
                ],
                inputFiles: Array(Set(inputs)).sorted { $0.path < $1.path },
                outputFiles: [stamp])
        ]
    }

    /// The baseline file that the configuration at `configuration` names (its `"baseline"`), if any.
    private func baseline(named configuration: URL, root: URL) -> URL? {
        guard let data = FileManager.default.contents(atPath: configuration.path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let path = object["baseline"] as? String
        else { return nil }
        return path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path)
    }
}
