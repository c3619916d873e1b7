import ArchitectureRules
import Foundation

/// Loads the package graph the way the options ask: graph.json, or `swift package dump-package`.
enum GraphLoading {
    /// A graph that cannot be loaded: a configuration error (exit status 2).
    struct Failure: Error {
        var message: String
        /// Whether `message` already says where and that it is an error (`file:line:column: error: ...`).
        var isLocated = false

        init(message: String) {
            self.message = message
        }

        /// A file that cannot be read, with its place.
        init(_ error: ConfigurationError) {
            message = error.description
            isLocated = true
        }

        /// A directory holding no target to check: no package with targets and no Xcode project. `shells` are the
        /// `.xcodeproj` folders found without a project file, and `specs` the XcodeGen or Tuist specs found
        /// (``RepositoryDiscovery/isProjectSpec(_:)``), relative to `directory`: named so that the reader sees why
        /// nothing was read, and which generator to run.
        static func nothingToCheck(_ directory: String, shells: [String] = [], specs: [String] = []) -> Failure {
            let unread =
                shells.isEmpty
                ? ""
                : " (\(shells.joinedInProse()) \(shells.count == 1 ? "holds" : "hold") no project.pbxproj, "
                    + "as before a generator writes it)"
            let generators = RepositoryDiscovery.ProjectGenerator.all.compactMap { tool -> String? in
                let paths = tool.specs(among: specs)
                guard !paths.isEmpty else { return nil }
                return "\(tool.command) (\(Array(paths.prefix(3)).joinedInProse())\(paths.count > 3 ? ", …" : ""): "
                    + "\(tool.name)'s \(paths.count == 1 ? "spec" : "specs"))"
            }
            guard generators.isEmpty else {
                return Failure(
                    message: "found no package target or Xcode project in \(directory)\(unread); run "
                        + "\(generators.joinedInProse()) first, then the check again")
            }
            return Failure(
                message: "found no package target or Xcode project in \(directory)\(unread); point --package-dir at "
                    + "a package's directory or an app repository's root (a project that Tuist or XcodeGen "
                    + "generates from Project.swift or project.yml is read once generated)")
        }

        /// The line printed to standard error.
        var rendered: String { isLocated ? message : "error: \(message)" }
    }

    static func load(_ options: ToolOptions) throws(Failure) -> PackageGraph {
        switch options.source {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(message: "cannot read the graph \(path)")
            }
            do {
                return try JSONDecoder().decode(PackageGraph.self, from: data)
            } catch {
                throw Failure(message: "\(path) is not a package graph: \(error)")
            }
        case .dump where options.repository ?? RepositoryDiscovery.isRepository(options.packageDirectory):
            let dumping = try PackageDumping(options)
            let graph = try RepositoryDiscovery.graph(
                root: options.packageDirectory, sourcePackages: options.sourcePackages
            ) { directories in
                dumping.results(of: directories)
            }
            guard !graph.targets.isEmpty else {
                let root = RepositoryDiscovery.realPath(options.packageDirectory)
                let found = RepositoryDiscovery.walk(root)
                throw Failure.nothingToCheck(
                    options.packageDirectory,
                    shells: found.projectShells.map { RepositoryDiscovery.relative($0, to: root) }.sorted(),
                    specs: found.projectSpecs.map { RepositoryDiscovery.relative($0, to: root) }.sorted())
            }
            return graph
        case .dump:
            guard FileManager.default.fileExists(atPath: options.packageDirectory + "/Package.swift") else {
                let root = RepositoryDiscovery.realPath(options.packageDirectory)
                throw Failure.nothingToCheck(
                    options.packageDirectory,
                    specs: RepositoryDiscovery.walk(root).projectSpecs.map {
                        RepositoryDiscovery.relative($0, to: root)
                    }
                    .sorted())
            }
            let dumping = try PackageDumping(options)
            let json = try dumping.dumps(of: [options.packageDirectory])[0]
            do {
                // A local package's products resolve from its own manifest: product -> its targets' modules.
                let locals = try PackageDump.localPackages(fromJSON: json)
                // A sibling that cannot be read stays a package node of its own (its products' modules unknown).
                let dumps = dumping.results(of: locals.map(\.path))
                var localProducts: [String: [String: [String]]] = [:]
                for (local, dump) in zip(locals, dumps) {
                    guard case .success(let dump) = dump else { continue }
                    localProducts[local.identity] = try? PackageDump.products(fromJSON: dump)
                }
                let graph = try PackageDump.graph(
                    fromJSON: json, packageDirectory: options.packageDirectory, localProducts: localProducts)
                let root = RepositoryDiscovery.realPath(options.packageDirectory)
                return SourcePackages.learn(
                    graph, root: root, packageDirectories: [root], containers: [], extra: options.sourcePackages)
            } catch let failure as Failure {
                throw failure
            } catch {
                throw Failure(message: "\(error)")
            }
        }
    }
}
