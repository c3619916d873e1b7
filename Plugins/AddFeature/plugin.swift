// `swift package --allow-writing-to-package-directory add-feature <Name> [--team @org/team] [--dry-run]`:
// creates a feature from the template; `add-feature remove <Name>` deletes one, `add-feature list` lists them.
// Runs FeatureScaffoldTool on the package directory with the target names SwiftPM knows, forwarding its exit status.
import Foundation
import PackagePlugin

@main
struct AddFeature: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL.standardizedFileURL.resolvingSymlinksInPath()
        var toolArguments = arguments
        if let first = arguments.first(where: { !$0.hasPrefix("-") }), !["add", "remove", "list"].contains(first) {
            toolArguments.insert("add", at: 0)  // `add-feature Wishlist` means `add Wishlist`
        }
        let targets = context.package.targets.map(\.name).joined(separator: ",")
        let process = Process()
        process.executableURL = try context.tool(named: "FeatureScaffoldTool").url
        process.arguments = toolArguments + ["--package-dir", root.path, "--targets", targets]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            exit(process.terminationStatus)  // 1: the file system failed, 2: bad input; nothing was written
        }
    }
}
