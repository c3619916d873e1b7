public import ModuleGraph

/// Reads the repository's Podfiles into the graph: each pod a Podfile links becomes a package node (named by the
/// pod) whose one product, named as the pod, is declared for every Xcode target the Podfile links it into, the way
/// an Xcode target declares a remote package's product.
///
/// A Podfile is looked for next to each Xcode project and at the repository root; its blocks name targets of the
/// projects in its own directory (of every project when it has none beside it), or of the block's `project`. Where a
/// `Podfile.lock` lies beside it, the pods it resolves for a block's pods are linked too: CocoaPods links a pod's
/// dependencies into the same target and puts them on its search paths, so importing one compiles and is not
/// reported (as an Xcode target may import a module of a product it links through another). A block that calls Ruby
/// the check does not run (``Podfile/TargetBlock/unreadCall``) gets the pods the lock resolved that no block's pods
/// bring, since that Ruby may have declared them. A pod's module is
/// ``PodModule``'s; a `"products"` map in the pod's `"packages"` entry of the configuration wins over it.
public enum CocoaPods {
    /// The graph with the pods of every Podfile found through `files` (paths relative to the repository root).
    public static func link(_ graph: PackageGraph, files: XcodeProject.Files) throws(ConfigurationError) -> PackageGraph
    {
        let origins = graph.targets.compactMap(\.origin).filter(\.isXcodeProject)
        let directories = Array(Set(origins.map(\.directory) + [""])).sorted()
        var graph = graph
        // A pod named as a target of the graph (an app's development pod named as its framework target, which the
        // Podfile links it into) is named by its podspec, so the two stay two nodes and the link is no self-loop.
        let targetNames = Set(graph.targets.map(\.name))
        func node(_ pod: String) -> String { targetNames.contains(pod) ? pod + ".podspec" : pod }
        for directory in directories {
            let podfile = joined(directory, "Podfile")
            guard let bytes = files.read(podfile) else { continue }
            let parsed = try Podfile.parse(bytes, file: podfile)
            let lockPath = joined(directory, "Podfile.lock")
            let lock = try files.read(lockPath).map { bytes throws(ConfigurationError) in
                try PodfileLock.parse(bytes, file: lockPath)
            }
            let beside = Set(origins.filter { $0.directory == directory }.map(\.manifest))
            // The pods the lock resolved that no block's pods bring: Ruby the check does not run declared them (React
            // Native's `use_react_native!`), for the blocks that call such Ruby.
            var unlisted: [String] = []
            if let lock {
                let brought = Set(parsed.blocks.flatMap { lock.closure(of: $0.pods.map(\.name)).keys })
                unlisted = lock.dependencies.keys.filter { !brought.contains($0) }.sorted()
            }
            var sources: [String: PodSource] = [:]
            var podspecs: [String: String] = [:]
            var blocks: [String: String] = [:]
            for block in parsed.blocks where !block.isAbstract {
                let projects = block.project.map { project in
                    [joined(directory, project.hasSuffix(".xcodeproj") ? project : project + ".xcodeproj")]
                }
                for index in graph.targets.indices {
                    let target = graph.targets[index]
                    // The graph qualifies a target's name by its project when another container has a target of
                    // that name: `iOS/iOS`, `iOS.xcodeproj/iOS`, or by the project's path.
                    guard let origin = target.origin, origin.isXcodeProject,
                        target.name == block.name
                            || [String(origin.name.dropLast(".xcodeproj".count)), origin.name, origin.manifest]
                                .contains(where: { target.name == "\($0)/\(block.name)" }),
                        projects.map({ $0.contains(origin.manifest) })
                            ?? (beside.isEmpty || beside.contains(origin.manifest))
                    else { continue }
                    blocks[target.name] = "target '\(block.name)' (\(podfile):\(block.line))"
                    var linked = links(of: block, lock: lock, podfile: podfile, lockPath: lockPath)
                    if let call = block.unreadCall {
                        linked += unlisted.map { pod in
                            (
                                pod,
                                "a pod of \(lockPath) that Ruby the check does not run may declare (\(podfile):\(call))"
                            )
                        }
                    }
                    for (pod, how) in linked {
                        sources[pod, default: PodSource(podfile: podfile, isDeclared: false)].targets[target.name] = how
                        if let declared = block.pods.first(where: { $0.name == pod }) {
                            sources[pod]?.isDeclared = true
                            if let path = declared.localPath, sources[pod]?.localPath == nil {
                                // `:path` names the pod's folder, or its podspec file in that folder.
                                let full = normalisePath(joined(directory, path))
                                if PodModule.isPodspecFile(full) {
                                    podspecs[pod] = full
                                    sources[pod]?.localPath = full.split(separator: "/").dropLast().joined(
                                        separator: "/")
                                } else {
                                    sources[pod]?.localPath = full
                                }
                            }
                        }
                        if !graph.targets[index].products.contains(where: { $0.name == pod }) {
                            graph.targets[index].products.append(ProductDependency(name: pod, package: node(pod)))
                        }
                    }
                }
            }
            let supportFolders = PodModule.supportFolders(podfileDirectory: directory, files: files)
            let pods = Set(sources.keys)
            for (pod, var source) in sources.sorted(by: { $0.key < $1.key }) {
                source.blocks = blocks
                let installed = PodModule.installedName(
                    of: pod, podfileDirectory: directory, files: files, supportFolders: supportFolders,
                    otherPods: pods, developmentPath: source.localPath, developmentPodspec: podspecs[pod])
                let vendored = PodModule.vendoredFrameworks(of: pod, podfileDirectory: directory, files: files)
                // Without `pod install`'s output the pod's module is a guess (its name), and it may vend others:
                // its modules are not known, as a remote package's are not without its manifest.
                let module = installed ?? ModuleName.of(pod)
                let modules = installed == nil && vendored.isEmpty ? nil : [module] + vendored.filter { $0 != module }
                graph.packages.append(
                    PackageDependency(
                        identity: node(pod), location: podfile, products: modules.map { [pod: $0] }, pod: source))
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
