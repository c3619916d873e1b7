/// A prebuilt framework an Xcode target links from a file in the repository (what Carthage builds into
/// `Carthage/Build`, or a vendored SDK): a package node named by the framework, with one product whose module is
/// the framework's name made an identifier; `"packages"` in the configuration gives it a category and, when its
/// module is named otherwise, maps it, as for a remote package.
public enum PrebuiltFramework {
    /// The package node of the framework at `path` (`Carthage/Build/Lottie.xcframework` -> `Lottie`).
    public static func dependency(at path: String) -> PackageDependency {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = String(file.prefix { $0 != "." })
        return PackageDependency(identity: name, location: path, products: [name: [ModuleName.of(name)]])
    }

    /// Whether `location` is a framework's file rather than a package's URL or path.
    static func isFramework(_ location: String) -> Bool {
        location.hasSuffix(".framework") || location.hasSuffix(".xcframework")
    }
}

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
