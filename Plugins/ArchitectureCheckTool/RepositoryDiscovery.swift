import ArchitectureRules
import Foundation

/// Whole-repository mode: finds every local package and Xcode project under a directory and reads them into one
/// graph.
enum RepositoryDiscovery {
    /// Folders never searched: build output, package checkouts, dependency managers' folders.
    static let skippedFolders: Set<String> = [
        ".build", ".swiftpm", "build", "checkouts", "DerivedData", "SourcePackages", "Pods", "Carthage",
        "node_modules", "xcuserdata",
    ]

    /// What a walk of the repository found, as absolute paths.
    struct Found {
        var packages: [String] = []
        var projects: [String] = []
        var workspaces: [String] = []
    }

    /// Whether the folder is left out of the walk: hidden, build or checkout output, or test fixtures (packages
    /// a test suite runs the check on are not part of the app).
    static func isSkipped(_ name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name) || name.lowercased().contains("fixture")
            || name.hasSuffix(".xcassets") || name.hasSuffix(".lproj") || name.hasSuffix(".bundle")
    }

    /// Whether a path a workspace lists lies in a folder the walk skips, such as `Pods/Pods.xcodeproj`: a
    /// dependency manager's or a build's output is neither the team's code nor in every clone.
    static func isGenerated(_ location: String) -> Bool {
        location.split(separator: "/").contains { skippedFolders.contains(String($0)) }
    }

    /// Every `Package.swift`, `.xcodeproj` and `.xcworkspace` under `root` (workspaces inside a project are its
    /// own and left out).
    static func walk(_ root: String) -> Found {
        var found = Found()
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        if FileManager.default.fileExists(atPath: base + "/Package.swift") { found.packages.append(base) }
        guard let walker = FileManager.default.enumerator(atPath: base) else { return found }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let path = base + "/" + relative
            if name.hasSuffix(".xcodeproj") {
                found.projects.append(path)
                walker.skipDescendants()
            } else if name.hasSuffix(".xcworkspace") {
                found.workspaces.append(path)
                walker.skipDescendants()
            } else if isSkipped(name) {
                walker.skipDescendants()
            } else if name == "Package.swift", relative.contains("/") {
                found.packages.append((path as NSString).deletingLastPathComponent)
            }
        }
        return found
    }

    /// Whether `directory` is a repository rather than a package: it holds an `.xcodeproj` or an `.xcworkspace`,
    /// or more than one `Package.swift` lies under it; or it has no `Package.swift` of its own and a package or
    /// project lies under it (`ios/App.xcodeproj` in a React Native or Flutter repository, `Tuist/Package.swift`).
    static func isRepository(_ directory: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return true }
        let found = walk(directory)
        guard entries.contains("Package.swift") else {
            return !found.packages.isEmpty || !found.projects.isEmpty || !found.workspaces.isEmpty
        }
        return found.packages.count > 1
    }

    /// The shared schemes of every Xcode project and workspace under `root`, which run the Xcode test targets; a
    /// project's schemes run in the workspace that lists it, when one does (a CocoaPods or multi-project app is
    /// built through its workspace).
    static func sharedSchemes(root: String) -> [XcodeScheme] {
        let base = realPath(root)
        let found = walk(base)
        let files = XcodeProject.Files.directory(base)
        var workspaceOf: [String: String] = [:]
        var schemes: [XcodeScheme] = []
        for workspace in found.workspaces.map({ relative($0, to: base) }).sorted() {
            if let bytes = files.read(workspace + "/contents.xcworkspacedata"),
                let locations = try? XcodeWorkspace.locations(inContents: bytes, workspace: workspace)
            {
                for project in locations where project.hasSuffix(".xcodeproj") && workspaceOf[project] == nil {
                    workspaceOf[project] = workspace
                }
            }
            schemes += XcodeScheme.shared(in: workspace, container: workspace, files: files)
        }
        for project in found.projects.map({ relative($0, to: base) }).sorted() {
            schemes += XcodeScheme.shared(in: project, container: workspaceOf[project] ?? project, files: files)
        }
        return schemes
    }

    /// The graph of the repository at `root`: its Xcode projects (found directly and through workspaces) and its
    /// local packages (found under the root, referenced by the projects, and their `.package(path:)` closure).
    /// `dump` runs `swift package dump-package` in each of a list of package directories.
    static func graph(
        root: String, dump: ([String]) throws(GraphLoading.Failure) -> [[UInt8]]
    ) throws(GraphLoading.Failure) -> PackageGraph {
        let base = realPath(root)
        let found = walk(base)
        let files = XcodeProject.Files.directory(base)
        var projectPaths = found.projects.map { relative($0, to: base) }
        var packagePaths = found.packages.map { relative($0, to: base) }
        for workspace in found.workspaces {
            let workspacePath = relative(workspace, to: base)
            guard let bytes = files.read(workspacePath + "/contents.xcworkspacedata") else { continue }
            do {
                for location in try XcodeWorkspace.locations(inContents: bytes, workspace: workspacePath)
                where !isGenerated(location) {
                    if location.hasSuffix(".xcodeproj") {
                        projectPaths.append(location)
                    } else if files.read(location + "/Package.swift") != nil {
                        packagePaths.append(location)
                    }
                }
            } catch {
                throw GraphLoading.Failure(error)
            }
        }
        var projects: [XcodeProject] = []
        for path in unique(projectPaths) {
            do {
                let project = try XcodeProject.read(at: path, files: files)
                projects.append(project)
                for case .local(let directory) in project.packages { packagePaths.append(directory) }
            } catch {
                throw GraphLoading.Failure(error)
            }
        }
        // Dump what is known, then the local packages those manifests name, until nothing new turns up.
        var packages: [LocalPackage] = []
        var done: Set<String> = []
        var pending = unique(packagePaths)
        while !pending.isEmpty {
            done.formUnion(pending)
            let directories = pending.map { $0.hasPrefix("/") ? $0 : joined(base, $0) }
            let dumps = try dump(directories)
            var next: [String] = []
            for (path, (directory, json)) in zip(pending, zip(directories, dumps)) {
                do {
                    let package = try LocalPackage(dumpJSON: json, directory: path, absoluteDirectory: directory)
                    packages.append(package)
                    for dependency in package.graph.packages where dependency.location.hasPrefix("/") {
                        let local = relative(dependency.location, to: base)
                        if !done.contains(local) { next.append(local) }
                    }
                } catch {
                    throw GraphLoading.Failure(message: "\(error)")
                }
            }
            pending = unique(next)
        }
        packages.sort { $0.directory < $1.directory }
        do {
            return try CocoaPods.link(RepositoryGraph.merge(packages: packages, projects: projects), files: files)
        } catch {
            throw GraphLoading.Failure(error)
        }
    }

    /// `path` relative to `base` (both absolute): `Packages/Notes`, `""` for `base` itself, `../Shared` outside it.
    static func relative(_ path: String, to base: String) -> String {
        let target = realPath(path).split(separator: "/")
        let from = base.split(separator: "/")
        let common = zip(target, from).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + target.dropFirst(common).map(String.init))
            .joined(separator: "/")
    }

    /// `path` absolute, without `.`, `..` or symbolic links: dump-package names local packages by their real path
    /// (on macOS a temporary folder under `/var` is really under `/private/var`).
    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func joined(_ base: String, _ path: String) -> String {
        path.isEmpty ? base : URL(fileURLWithPath: base + "/" + path).standardizedFileURL.path
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }
}
