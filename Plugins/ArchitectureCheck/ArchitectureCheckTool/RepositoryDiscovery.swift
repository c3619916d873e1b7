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
        /// `.xcodeproj` folders without a `project.pbxproj` (see ``isGeneratedProjectShell(_:)``).
        var projectShells: [String] = []
        /// The specs a generator writes a project from: XcodeGen's `project.yml`, Tuist's `Project.swift`
        /// (``isProjectSpec(_:)``).
        var projectSpecs: [String] = []
    }

    /// A tool that writes an Xcode project from a spec, which a repository may commit instead of the project.
    struct ProjectGenerator {
        /// What its users call it: `XcodeGen`, `Tuist`.
        let name: String
        /// The command that writes the project.
        let command: String
        /// The spec's file name.
        let specFile: String

        /// The generators whose specs the check recognises (``isProjectSpec(_:)``).
        static let all = [
            ProjectGenerator(name: "XcodeGen", command: "xcodegen generate", specFile: "project.yml"),
            ProjectGenerator(name: "Tuist", command: "tuist generate", specFile: "Project.swift"),
        ]

        /// The paths of `specs` that are this generator's.
        func specs(among specs: [String]) -> [String] { specs.filter { $0.hasSuffix(specFile) } }
    }

    /// Whether the file at `path` is a spec a project generator reads: a `project.yml` with XcodeGen's `targets:` or
    /// `include:` at its top level, or a `Project.swift` that imports Tuist's `ProjectDescription` (an app may name a
    /// model file `Project.swift`).
    static func isProjectSpec(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard ProjectGenerator.all.contains(where: { $0.specFile == name }),
            let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= 1 << 20,
            let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) })
        else { return false }
        let lines = text.split(whereSeparator: \.isNewline)
        if name == "project.yml" {
            return lines.contains { $0.hasPrefix("targets:") || $0.hasPrefix("include:") }
        }
        return lines.contains { $0.trimmingCharacters(in: .whitespaces) == "import ProjectDescription" }
    }

    /// The warnings for the project specs under `root` that no project generated beside them reads: the targets
    /// those projects would hold are not checked, and the run says so (an XcodeGen or Tuist repository with local
    /// packages is otherwise checked as if the packages were all of it).
    static func ungeneratedProjectWarnings(root: String) -> [String] {
        let base = realPath(root)
        let found = walk(base)
        let generated = Set(found.projects.map { ($0 as NSString).deletingLastPathComponent })
        let specs = found.projectSpecs.filter { !generated.contains(($0 as NSString).deletingLastPathComponent) }
            .map { relative($0, to: base) }.sorted()
        return ProjectGenerator.all.compactMap { tool in
            let paths = tool.specs(among: specs)
            guard !paths.isEmpty else { return nil }
            let shown = paths.count > 5 ? paths.prefix(5) + ["\(paths.count - 5) more"] : paths
            let what =
                paths.count == 1
                ? "\(paths[0]) is \(tool.name)'s spec of a project that is not generated here, so the targets it would "
                    + "hold are"
                : "\(Array(shown).joinedInProse()) are \(tool.name)'s specs of projects that are not generated here, so "
                    + "the targets they would hold are"
            return "warning: \(what) not checked\nnote: run \(tool.command) before the check to have them checked"
        }
    }

    /// Whether the `.xcodeproj` folder at `path` has no `project.pbxproj`: what a repository that generates its
    /// project (XcodeGen's `project.yml`, Tuist's `Project.swift`) commits of it, the shared schemes, before
    /// generation. There is no project to read yet.
    static func isGeneratedProjectShell(_ path: String) -> Bool {
        !FileManager.default.fileExists(atPath: path + "/project.pbxproj")
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
                // A folder with no project file is not a project: XcodeGen and Tuist repositories ignore the
                // generated project.pbxproj and may keep the folder for its shared schemes.
                if isGeneratedProjectShell(path) {
                    found.projectShells.append(path)
                } else {
                    found.projects.append(path)
                }
                walker.skipDescendants()
            } else if name.hasSuffix(".xcworkspace") {
                found.workspaces.append(path)
                walker.skipDescendants()
            } else if isSkipped(name) {
                walker.skipDescendants()
            } else if name == "Package.swift", relative.contains("/"), isManifest(path) {
                found.packages.append((path as NSString).deletingLastPathComponent)
            } else if isProjectSpec(path) {
                found.projectSpecs.append(path)
            }
        }
        return found
    }

    /// Whether the `Package.swift` at `path` is a manifest: it imports `PackageDescription` (in its first 64 KB).
    /// A source file of that name (a model type called `Package`) is a source of the target around it, not a
    /// package.
    static func isManifest(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 65_536)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains("PackageDescription")
    }

    /// Whether `directory` is a repository rather than a package: it holds an `.xcodeproj` or an `.xcworkspace`,
    /// or more than one `Package.swift`, or a project or workspace, lies under it; or it has no `Package.swift` of its own and a package or
    /// project lies under it (`ios/App.xcodeproj` in a React Native or Flutter repository, `Tuist/Package.swift`).
    static func isRepository(_ directory: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return true }
        let found = walk(directory)
        guard entries.contains("Package.swift") else {
            return !found.packages.isEmpty || !found.projects.isEmpty || !found.workspaces.isEmpty
        }
        // A library with its demo or example app's project in a folder below it is one too.
        return found.packages.count > 1 || !found.projects.isEmpty || !found.workspaces.isEmpty
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

    /// Whether a workspace entry that is not on disk may be a package folder (a git submodule not checked out)
    /// rather than a file the workspace shows and git no longer has (`CHANGELOG.md`, `Makefile`): `.gitmodules` lists
    /// it or a folder above it, or its name is neither a file's with an extension nor a well-known file's.
    static func mayBeAFolder(_ location: String, files: XcodeProject.Files) -> Bool {
        // Read through the project reader, which refuses a file over its bound.
        if let modules = files.read(".gitmodules").map({ String(decoding: $0, as: UTF8.self) }) {
            let paths = modules.split(whereSeparator: \.isNewline).compactMap { line -> String? in
                let parts = line.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmed() == "path" else { return nil }
                return String(parts[1].trimmed())
            }
            if paths.contains(where: { location == $0 || location.hasPrefix($0 + "/") }) { return true }
        }
        let name = location.split(separator: "/").last.map(String.init) ?? location
        let wellKnownFiles: Set<String> = [
            "makefile", "gemfile", "podfile", "cartfile", "brewfile", "dangerfile", "fastfile", "rakefile", "license",
            "readme", "changelog", "authors", "codeowners", "notice", "contributors",
        ]
        return !name.contains(".") && !wellKnownFiles.contains(name.lowercased())
    }

    /// The graph of the repository at `root`: its Xcode projects (found directly and through workspaces) and its
    /// local packages (found under the root, referenced by the projects, and their `.package(path:)` closure).
    /// `dump` runs `swift package dump-package` in each of a list of package directories. A local package that
    /// cannot be read (its folder or manifest missing, its manifest failing) does not stop the run: it becomes a
    /// leaf, recorded with the file that names it in the graph's `unreadablePackages`. The products of remote
    /// packages checked out on disk (``SourcePackages``, `sourcePackages` from `--source-packages`) are learnt from
    /// their manifests.
    static func graph(
        root: String, sourcePackages: String? = nil, dump: ([String]) -> [Result<[UInt8], GraphLoading.Failure>]
    ) throws(GraphLoading.Failure) -> PackageGraph {
        let base = realPath(root)
        let found = walk(base)
        let files = XcodeProject.Files.directory(base)
        var projectPaths = found.projects.map { relative($0, to: base) }
        var packagePaths = found.packages.map { relative($0, to: base) }
        /// Who names each package directory first: the file, and the key before the path in it (`path:`,
        /// `relativePath`, `location`), whose line is looked for only if the package cannot be read.
        var pointers: [String: (file: String, key: String)] = [:]
        /// The package folders each workspace lists, by the projects it lists.
        var workspacePackages: [String: [String]] = [:]
        /// The projects a workspace lists that are not on disk.
        var missingProjects: [UnreadableProject] = []
        for workspace in found.workspaces {
            let workspacePath = relative(workspace, to: base)
            let contents = workspacePath + "/contents.xcworkspacedata"
            guard let bytes = files.read(contents) else { continue }
            do {
                let locations = try XcodeWorkspace.locations(inContents: bytes, workspace: workspacePath)
                    .filter { !isGenerated($0) }
                let listedPackages = locations.filter {
                    !$0.hasSuffix(".xcodeproj") && files.read($0 + "/Package.swift") != nil
                }
                for location in locations {
                    // A project or folder the workspace lists that is not there: a git submodule not checked out.
                    let isShell =
                        !location.hasPrefix("/") && location.hasSuffix(".xcodeproj")
                        && FileManager.default.fileExists(atPath: joined(base, location))
                        && isGeneratedProjectShell(joined(base, location))
                    let isMissing =
                        !location.hasPrefix("/")
                        && (!FileManager.default.fileExists(atPath: joined(base, location)) || isShell)
                    if location.hasSuffix(".xcodeproj") && isMissing {
                        let line = UnreadablePackage.line(in: bytes, naming: location, after: "location")
                        missingProjects.append(
                            UnreadableProject(path: location, listedBy: contents, line: line, hasNoProjectFile: isShell)
                        )
                    } else if location.hasSuffix(".xcodeproj") {
                        projectPaths.append(location)
                        workspacePackages[location, default: []] += listedPackages
                    } else if listedPackages.contains(location)
                        || (isMissing && Self.mayBeAFolder(location, files: files))
                    {
                        packagePaths.append(location)
                        if pointers[location] == nil { pointers[location] = (contents, "location") }
                    }
                }
            } catch {
                throw GraphLoading.Failure(error)
            }
        }
        // Xcode resolves a local package by its identity (its folder's name) across the workspace: a project's
        // reference to a folder that is not there is served by a package of the same identity found elsewhere.
        let present = Dictionary(
            unique(packagePaths).map { (LocalPackage.identity(ofDirectory: $0), $0) },
            uniquingKeysWith: { first, _ in first })
        var projects: [XcodeProject] = []
        for path in unique(projectPaths) {
            do {
                var project = try XcodeProject.read(at: path, files: files)
                // A path that leaves the repository and comes back (`../../../../GRDB.swift` from a demo project,
                // the repository's own folder), or goes through a symbolic link, names the folder it lands in.
                project.redirectPackages { reference in
                    guard case .local(let directory) = reference else { return reference }
                    return .local(insideRepository(directory, base: base))
                }
                // A local package folder that the workspace lists, or that the project itself refers to, wins over a
                // remote reference of the same identity: Xcode builds the folder.
                let overriding = Dictionary(
                    ((workspacePackages[path] ?? [])
                        + project.packages.compactMap { reference in
                            guard case .local(let directory) = reference,
                                files.read(joinedPath(directory, "Package.swift")) != nil
                            else { return nil }
                            return directory
                        })
                        .map { (LocalPackage.identity(ofDirectory: $0), $0) },
                    uniquingKeysWith: { first, _ in first })
                project.redirectPackages { reference in
                    switch reference {
                    case .local(let directory):
                        guard files.read(joinedPath(directory, "Package.swift")) == nil else { return reference }
                        return .local(present[LocalPackage.identity(ofDirectory: directory)] ?? directory)
                    case .remote(let url):
                        return overriding[RepositoryGraph.remoteIdentity(url)].map { .local($0) } ?? reference
                    }
                }
                projects.append(project)
                let file = path + "/project.pbxproj"
                for missing in project.missingSubProjects where !missingProjects.contains(where: { $0.path == missing })
                {
                    let line = files.read(file).map { UnreadablePackage.line(in: $0, naming: missing, after: "path") }
                    missingProjects.append(UnreadableProject(path: missing, listedBy: file, line: line ?? 0))
                }
                for case .local(let directory) in project.packages {
                    packagePaths.append(directory)
                    if pointers[directory] == nil { pointers[directory] = (file, "relativePath") }
                }
            } catch {
                throw GraphLoading.Failure(error)
            }
        }
        // Dump what is known, then the local packages those manifests name, until nothing new turns up.
        var packages: [LocalPackage] = []
        var failures: [(path: String, reason: String, isMissing: Bool)] = []
        var done: Set<String> = []
        var pending = unique(packagePaths)
        func record(_ path: String, reason: String, isMissing: Bool) {
            failures.append((path, reason, isMissing))
        }
        while !pending.isEmpty {
            done.formUnion(pending)
            var readable: [String] = []
            for path in pending {
                let directory = path.hasPrefix("/") ? path : joined(base, path)
                var isFolder: ObjCBool = false
                if !FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) || !isFolder.boolValue {
                    record(path, reason: "because the folder does not exist", isMissing: true)
                } else if !FileManager.default.fileExists(atPath: directory + "/Package.swift") {
                    record(path, reason: "because the folder has no Package.swift", isMissing: true)
                } else {
                    readable.append(path)
                }
            }
            let directories = readable.map { $0.hasPrefix("/") ? $0 : joined(base, $0) }
            let dumps = dump(directories)
            var next: [String] = []
            for (path, (directory, result)) in zip(readable, zip(directories, dumps)) {
                do {
                    let json = try result.get()
                    let package = try LocalPackage(dumpJSON: json, directory: path, absoluteDirectory: directory)
                    packages.append(package)
                    let manifest = joinedPath(path, "Package.swift")
                    for dependency in package.graph.packages where dependency.location.hasPrefix("/") {
                        let local = relative(dependency.location, to: base)
                        if !done.contains(local) { next.append(local) }
                        if pointers[local] == nil { pointers[local] = (manifest, "path:") }
                    }
                } catch {
                    record(
                        path, reason: "because its manifest does not evaluate: \(firstError(error))", isMissing: false)
                }
            }
            pending = unique(next)
        }
        packages.sort { $0.directory < $1.directory }
        // Named by the file that points at each, once every manifest that could name it has been read.
        let unreadable = failures.sorted { $0.path < $1.path }.map { failure in
            let pointer = pointers[failure.path]
            // The line is looked for only now, for the few packages that fail: a project file can be megabytes.
            let line = pointer.flatMap { pointer in
                files.read(pointer.file).map {
                    UnreadablePackage.line(in: $0, naming: failure.path, after: pointer.key)
                }
            }
            return UnreadablePackage(
                directory: failure.path, pointedAtBy: pointer?.file, line: line ?? 0, reason: failure.reason,
                isMissing: failure.isMissing)
        }
        do {
            let repository = RepositoryGraph.merge(
                packages: packages, projects: projects, unreadable: unreadable, unreadableProjects: missingProjects)
            let merged = SourcePackages.learn(
                repository, root: base,
                packageDirectories: packages.map { joined(base, $0.directory) },
                containers: (projectPaths + found.workspaces.map { relative($0, to: base) }).map { joined(base, $0) },
                extra: sourcePackages)
            return try CocoaPods.link(merged, files: files)
        } catch {
            throw GraphLoading.Failure(error)
        }
    }

    /// What SwiftPM says is wrong with a manifest, in one line: the compiler's error in the manifest
    /// (`Package.swift:7:56: cannot find 'chartTargets' in scope`), else SwiftPM's first error without the
    /// compiler's command line.
    static func firstError(_ error: any Error) -> String {
        let text = (error as? GraphLoading.Failure)?.message ?? "\(error)"
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        if let compiler = lines.first(where: { $0.contains(".swift:") && $0.contains(": error: ") }),
            let file = compiler.range(of: ".swift:"), let error = compiler.range(of: ": error: ")
        {
            let path = compiler[..<file.lowerBound]
            let name = path.split(separator: "/").last.map(String.init) ?? String(path)
            let place = compiler[file.upperBound..<error.lowerBound]
            return "\(name).swift:\(place): \(compiler[error.upperBound...])"
        }
        var line = lines.first { $0.lowercased().contains("error:") } ?? lines.first ?? text
        if let range = line.range(of: "error: ", options: .caseInsensitive) {
            line = String(line[range.upperBound...])
        }
        if let command = line.range(of: " (compiled with") { line = String(line[..<command.lowerBound]) }
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    /// A package folder `path` that a project names (relative to the repository root `base`, or absolute) as the
    /// repository path of the folder it lands in when that is inside the repository, `..`, `.` and symbolic links
    /// resolved, so that a folder named two ways is read once (`../GRDB.swift` from the root of a checkout named
    /// GRDB.swift is `""`); a folder outside the repository keeps its path.
    static func insideRepository(_ path: String, base: String) -> String {
        let landed = relative(path.hasPrefix("/") ? path : joined(base, path), to: base)
        return landed == ".." || landed.hasPrefix("../") ? path : landed
    }

    /// `directory/name`, or `name` at the root.
    private static func joinedPath(_ directory: String, _ name: String) -> String {
        directory.isEmpty ? name : directory + "/" + name
    }

    /// `path` relative to `base` (both absolute): `Packages/Notes`, `""` for `base` itself, `../Shared` outside it.
    static func relative(_ path: String, to base: String) -> String {
        RelativePath.of(realPath(path), from: base)
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
