import ArchitectureRules
import Foundation

/// Where the remote packages a repository resolved are on disk: the `checkouts` folders and the `Package.resolved`
/// files that say which of them the build uses.
enum SourcePackages {
    /// The `checkouts` folders and `Package.resolved` files of a repository at `root` (absolute) whose local
    /// packages are at `packageDirectories` and whose Xcode projects and workspaces are at `containers` (absolute):
    /// each package's `.build/checkouts` and `Package.resolved`, the repository's own `SourcePackages/checkouts`,
    /// each project's and workspace's `xcshareddata/swiftpm/Package.resolved`, and, under `extra`
    /// (`--source-packages`), `checkouts`, `SourcePackages/checkouts`, or in a DerivedData folder the
    /// `SourcePackages/checkouts` of each folder named after one of the repository's workspaces, projects or packages.
    static func locations(
        root: String, packageDirectories: [String], containers: [String], extra: String?
    ) -> (checkouts: [String], resolved: [String]) {
        var checkouts = packageDirectories.map { $0 + "/.build/checkouts" } + [root + "/SourcePackages/checkouts"]
        var resolved = packageDirectories.map { $0 + "/Package.resolved" }
        for container in containers {
            resolved.append(
                container.hasSuffix(".xcodeproj")
                    ? container + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
                    : container + "/xcshareddata/swiftpm/Package.resolved")
        }
        if let extra {
            checkouts += [extra, extra + "/checkouts", extra + "/SourcePackages/checkouts"]
            // Xcode names a DerivedData folder after the workspace, project or package folder it opened.
            let names = Set(
                (containers + packageDirectories).map { ($0 as NSString).lastPathComponent }
                    .map { ($0 as NSString).deletingPathExtension })
            for folder in ((try? FileManager.default.contentsOfDirectory(atPath: extra)) ?? []).sorted() {
                guard let dash = folder.lastIndex(of: "-"), names.contains(String(folder[..<dash])) else { continue }
                checkouts.append(extra + "/" + folder + "/SourcePackages/checkouts")
            }
        }
        let isFolder = { (path: String) -> Bool in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
        }
        return (checkouts.filter(isFolder), resolved.filter { FileManager.default.fileExists(atPath: $0) })
    }

    /// `graph` with the products of its remote packages learnt from their checkouts, where any are on disk.
    static func learn(
        _ graph: PackageGraph, root: String, packageDirectories: [String], containers: [String], extra: String?
    ) -> PackageGraph {
        guard graph.packages.contains(where: { $0.products == nil }) else { return graph }
        let (checkouts, resolved) = locations(
            root: root, packageDirectories: packageDirectories, containers: containers, extra: extra)
        guard !checkouts.isEmpty else { return graph }
        var graph = graph
        graph.learnProducts(from: CheckedOutPackages.read(checkoutFolders: checkouts, resolvedFiles: resolved))
        return graph
    }
}
