import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension Checker {
    /// What messages call the package node `node`: `pod`, `framework` or `package`.
    func nodeKind(_ node: String) -> String {
        if podSource(node) != nil { return "pod" }
        return framework(node) == nil ? "package" : "framework"
    }

    /// The file of the prebuilt framework `node`, when it is one.
    private func framework(_ node: String) -> String? {
        graph.packages.first { $0.identity.lowercased() == node.lowercased() }
            .flatMap { PrebuiltFramework.isFramework($0.location) ? $0.location : nil }
    }

    /// How an Xcode target links the prebuilt framework `node`; `nil` when it is not one.
    func linkFramework(_ node: String, in target: PackageTarget) -> String? {
        framework(node).map {
            "link \($0) in \(target.name)'s Frameworks, Libraries, and Embedded Content in \(manifest(of: target.name))"
        }
    }

    /// Whether `product` is linked from a prebuilt framework's file, by the package its entry names: a framework
    /// may share its node with a remote package of the same name in another case (Carthage's `Alamofire.framework`
    /// beside a manifest's `alamofire`), and is still linked without a manifest.
    func linksAFrameworkFile(_ product: ProductDependency) -> Bool {
        guard let package = product.package else { return false }
        return graph.packages.contains { $0.identity == package && PrebuiltFramework.isFramework($0.location) }
    }

    /// Whether the package node `node` is linked outside any package manifest, by a Podfile or as a prebuilt
    /// framework: nothing to import may be what it is for (Objective-C through a bridging header, resources), so an
    /// `unused-dependency` is not reported for it. Nor for a local package the run could not read, whose modules
    /// are not known.
    func isLinkedWithoutAManifest(_ node: String) -> Bool {
        guard let package = graph.packages.first(where: { $0.identity.lowercased() == node.lowercased() }) else {
            return false
        }
        return package.pod != nil || PrebuiltFramework.isFramework(package.location)
            || graph.unreadablePackage(node) != nil
    }
}
