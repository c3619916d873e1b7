import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

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
        if let path = source.localFolder {
            return (
                "development pod \(node) (\(path), \(source.podfile)) has no category; used by "
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
