/// What the check knows of a pod: the Podfile that links it and, for each Xcode target it is declared for, how.
public struct PodSource: Codable, Hashable, Sendable {
    /// The Podfile, relative to the repository root.
    public var podfile: String
    /// Target (node name) -> how the Podfile gives it the pod, for notes: `pod 'Kingfisher' in target 'App'
    /// (Podfile:4)`, `a dependency of pod 'Kingfisher' (Podfile.lock)`.
    public var targets: [String: String]
    /// Target (node name) -> its own block in the Podfile, where a fix adds a pod: `target 'App' (Podfile:3)`.
    public var blocks: [String: String]
    /// Whether a block of the Podfile names the pod; `false` when only `Podfile.lock` brings it, as another pod's
    /// dependency (it needs no category then: the team did not choose it).
    public var isDeclared: Bool
    /// For a development pod (`:path =>`), the directory of its sources relative to the repository root. Its
    /// podspec is not read, so its sources are not checked: it stays a leaf of the graph.
    public var localPath: String?

    /// Creates a pod's source.
    public init(
        podfile: String, targets: [String: String] = [:], blocks: [String: String] = [:], isDeclared: Bool = true,
        localPath: String? = nil
    ) {
        self.podfile = podfile
        self.targets = targets
        self.blocks = blocks
        self.isDeclared = isDeclared
        self.localPath = localPath
    }
}

/// Reads the repository's Podfiles into the graph: each pod a Podfile links becomes a package node (named by the
/// pod) whose one product, named as the pod, is declared for every Xcode target the Podfile links it into, the way
/// an Xcode target declares a remote package's product.
///
/// A Podfile is looked for next to each Xcode project and at the repository root; its blocks name targets of the
/// projects in its own directory (of every project when it has none beside it), or of the block's `project`. Where a
/// `Podfile.lock` lies beside it, the pods it resolves for a block's pods are linked too: CocoaPods links a pod's
/// dependencies into the same target and puts them on its search paths, so importing one compiles and is not
/// reported (as an Xcode target may import a module of a product it links through another). A pod's module is
/// ``PodModule``'s; a `"products"` map in the pod's `"packages"` entry of the configuration wins over it.
public enum CocoaPods {
    /// The graph with the pods of every Podfile found through `files` (paths relative to the repository root).
    public static func link(_ graph: PackageGraph, files: XcodeProject.Files) throws(ConfigurationError) -> PackageGraph
    {
        let origins = graph.targets.compactMap(\.origin).filter(\.isXcodeProject)
        let directories = Array(Set(origins.map(\.directory) + [""])).sorted()
        var graph = graph
        for directory in directories {
            let podfile = joined(directory, "Podfile")
            guard let bytes = files.read(podfile) else { continue }
            let parsed = try Podfile.parse(bytes, file: podfile)
            let lockPath = joined(directory, "Podfile.lock")
            let lock = try files.read(lockPath).map { bytes throws(ConfigurationError) in
                try PodfileLock.parse(bytes, file: lockPath)
            }
            let beside = Set(origins.filter { $0.directory == directory }.map(\.manifest))
            var sources: [String: PodSource] = [:]
            var blocks: [String: String] = [:]
            for block in parsed.blocks where !block.isAbstract {
                let projects = block.project.map { project in
                    [joined(directory, project.hasSuffix(".xcodeproj") ? project : project + ".xcodeproj")]
                }
                for index in graph.targets.indices {
                    let target = graph.targets[index]
                    guard let origin = target.origin, origin.isXcodeProject,
                        target.name == block.name || target.name == "\(origin.name.dropLast(10))/\(block.name)",
                        projects.map({ $0.contains(origin.manifest) })
                            ?? (beside.isEmpty || beside.contains(origin.manifest))
                    else { continue }
                    blocks[target.name] = "target '\(block.name)' (\(podfile):\(block.line))"
                    for (pod, how) in links(of: block, lock: lock, podfile: podfile, lockPath: lockPath) {
                        sources[pod, default: PodSource(podfile: podfile, isDeclared: false)].targets[target.name] = how
                        if let declared = block.pods.first(where: { $0.name == pod }) {
                            sources[pod]?.isDeclared = true
                            if let path = declared.localPath, sources[pod]?.localPath == nil {
                                sources[pod]?.localPath = normalisePath(joined(directory, path))
                            }
                        }
                        if !graph.targets[index].products.contains(where: { $0.name == pod }) {
                            graph.targets[index].products.append(ProductDependency(name: pod, package: pod))
                        }
                    }
                }
            }
            let supportFolders = PodModule.supportFolders(podfileDirectory: directory, files: files)
            let pods = Set(sources.keys)
            for (pod, var source) in sources.sorted(by: { $0.key < $1.key }) {
                source.blocks = blocks
                let module = PodModule.name(
                    of: pod, podfileDirectory: directory, files: files, supportFolders: supportFolders,
                    otherPods: pods)
                graph.packages.append(
                    PackageDependency(identity: pod, location: podfile, products: [pod: [module]], pod: source))
            }
        }
        return graph
    }

    /// The pods `block` gives its target, each with how, for notes.
    private static func links(
        of block: Podfile.TargetBlock, lock: PodfileLock?, podfile: String, lockPath: String
    ) -> [(pod: String, how: String)] {
        var result: [(pod: String, how: String)] = []
        for pod in block.pods {
            let place = "(\(podfile):\(pod.line))"
            let owner = pod.block.isEmpty ? "at the top level" : "in target '\(pod.block)'"
            let how =
                pod.searchPathsOnly
                ? "pod '\(pod.name)' \(owner) \(place), on the search paths of target '\(block.name)' "
                    + "(inherit! :search_paths)"
                : "pod '\(pod.name)' \(owner) \(place)"
            result.append((pod.name, how))
        }
        let declared = Set(block.pods.map(\.name))
        for (pod, via) in (lock?.closure(of: block.pods.map(\.name)) ?? [:]).sorted(by: { $0.key < $1.key })
        where !declared.contains(pod) {
            result.append((pod, "a dependency of pod '\(via)' (\(lockPath))"))
        }
        return result
    }

    private static func joined(_ directory: String, _ file: String) -> String {
        directory.isEmpty ? file : directory + "/" + file
    }
}

extension PackageGraph {
    /// What the Podfile says of the package node `node`, when it is a pod.
    func podSource(_ node: String) -> PodSource? {
        packages.first { $0.identity.lowercased() == node.lowercased() }?.pod
    }
}

/// How the rules word findings about pods.
extension Checker {
    /// What the Podfile says of the package node `node`, when it is a pod.
    func podSource(_ node: String) -> PodSource? { graph.podSource(node) }

    /// How `target` adds `pod`: to its block of the Podfile, or in a block of its own.
    func declarePod(_ pod: String, from source: PodSource, in target: PackageTarget) -> String {
        if let block = source.blocks[target.name] {
            return "add pod '\(pod)' to \(block)"
        }
        let name = target.name.split(separator: "/").last.map(String.init) ?? target.name
        return "add target '\(name)' do … pod '\(pod)' … end to \(source.podfile)"
    }

    /// The first half of the fix for a rule `from` -> the pod `node` breaks: where the Podfile links it.
    func podRemoval(from: String, to node: String) -> String? {
        guard let source = podSource(node) else { return nil }
        return "stop linking \(node) into \(from): " + (source.targets[from] ?? "in \(source.podfile)")
    }

    /// The fix for an import of a module nothing provides in a target its Podfile links pods into: declare the pod
    /// in the target's block, or, when a pod it links whose module it does not import has a name like the module's
    /// (`R.swift.Library`, `Rswift`), map the pod's module in the catalogue (before `pod install` has written the
    /// module maps, the check knows only the default name). `nil` when the target links no pod.
    func unknownPodImportNote(_ module: String, in target: PackageTarget, importedModules: Set<String>) -> String? {
        let pods = target.products.compactMap { product in
            packageNodes[product.name].flatMap { node in podSource(node).map { (product.name, node, $0) } }
        }
        guard let source = pods.first?.2 else { return nil }
        func letters(_ name: String) -> String { String(name.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let wanted = letters(module)
        let declare = declarePod("<Pod>", from: source, in: target)
        let similar = pods.first { product, node, _ in
            let name = letters(product)
            return (name.contains(wanted) || wanted.contains(name))
                && !modules(of: product, in: node).contains(where: importedModules.contains)
        }
        guard let (pod, node, _) = similar else {
            return "\(declare), naming the pod that provides \(module); if it comes from a package or framework "
                + "instead, link it in \(target.name)'s Frameworks, Libraries, and Embedded Content in "
                + manifest(of: target.name)
        }
        return "if \(module) is the module of the pod \(pod), which \(target.name) links, map it in "
            + "\(configurationFile): {\"pod\": \"\(node)\", ..., \"products\": {\"\(pod)\": [\"\(module)\"]}} (or run pod "
            + "install, which writes its module map under Pods/); otherwise \(declare), naming the pod that provides it"
    }

    /// The uncategorised finding's message and note for the pod `node`, used by `users`; `nil` for a pod only
    /// another pod brings, which no rule needs a category for until the team gives it one.
    func uncategorisedPod(_ node: String, source: PodSource, users: [String]) -> (message: String, note: String)? {
        guard source.isDeclared else { return nil }
        if let path = source.localPath {
            return (
                "development pod \(node) (\(path)/, \(source.podfile)) has no category; used by "
                    + users.joined(separator: ", "),
                "the check does not read podspecs, so \(node)'s own sources are not checked; if it is your own "
                    + "module, add {\"pod\": \"\(node)\", \"category\": \"foundation\"} to \"packages\" in "
                    + "\(configurationFile) (\"sdk\" or \"utility\" if it is third-party code kept in the repository)"
            )
        }
        return (
            "pod \(node) (\(source.podfile)) has no category; used by " + users.joined(separator: ", "),
            "add {\"pod\": \"\(node)\", \"category\": \"sdk\"} to \"packages\" in \(configurationFile) (\"utility\" "
                + "instead of \"sdk\" for a small, stable helper that any module may use)"
        )
    }
}

extension ArchitectureReport {
    /// What `--explain` says a node that is no target is: a pod, with its Podfile, or a remote package.
    func leafKind(_ name: String) -> String {
        guard let source = graph.podSource(name) else { return "remote package (a leaf)" }
        guard let path = source.localPath else { return "pod from \(source.podfile) (a leaf)" }
        return "development pod at \(path)/ from \(source.podfile) (a leaf: its podspec is not read)"
    }
}
