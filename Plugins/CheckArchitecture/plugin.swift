// `swift package check-architecture [options]`: writes the package graph as graph.json into the plugin's
// work directory and runs ArchitectureCheckTool on it, forwarding the options and the exit status.
// `--update-readme` writes README.md, so it needs `swift package --allow-writing-to-package-directory ...`.
import Foundation
import PackagePlugin

@main
struct CheckArchitecture: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = GraphFile.root(of: context.package)
        let graphURL = context.pluginWorkDirectoryURL.appendingPathComponent("graph.json")
        try GraphFile(context.package).write(to: graphURL)

        let process = Process()
        process.executableURL = try context.tool(named: "ArchitectureCheckTool").url
        process.arguments = ["--package-dir", root.path, "--graph", graphURL.path] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)  // 1: rule violations, 2: usage or configuration error
        }
    }
}
