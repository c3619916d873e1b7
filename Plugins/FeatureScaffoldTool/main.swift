// FeatureScaffoldTool: the executable behind `swift package add-feature`, also runnable alone:
//   FeatureScaffoldTool add <Name> [--team @org/team] [--dry-run] [--package-dir <dir>]
//   FeatureScaffoldTool remove <Name> [--dry-run] [--package-dir <dir>]
//   FeatureScaffoldTool list [--package-dir <dir>]
// Exit status: 0 done, 1 the file system failed (changes rolled back), 2 bad input (nothing written).
import FeatureScaffolding
import Foundation

/// Prints to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let status: Int32
do {
    guard let options = try ToolOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
        print(ToolOptions.usage)
        exit(0)
    }
    let root = URL(fileURLWithPath: options.packageDirectory).standardizedFileURL
    let package = try PackageContents.load(from: root, extraTargetNames: options.knownTargets)
    switch options.mode {
    case .list:
        for name in FeatureManifest.featureNames(in: package.manifest) { print(name) }
    case .add(let name, let team):
        let plan = try FeatureScaffolder.planAdding(name, team: team, in: package)
        if !options.dryRun { try plan.apply(at: root) }
        print(Report.added(plan, dryRun: options.dryRun))
    case .remove(let name):
        let plan = try FeatureScaffolder.planRemoving(name, in: package)
        if !options.dryRun { try plan.apply(at: root) }
        print(Report.removed(plan, dryRun: options.dryRun, importers: Report.importers(of: plan.feature, under: root)))
    }
    status = 0
} catch {
    printError("error: \(error)")
    if case .usage = error { printError("run with --help for usage") }
    status = error.exitStatus
}
exit(status)
