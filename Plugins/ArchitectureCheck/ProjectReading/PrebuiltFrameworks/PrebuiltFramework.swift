public import ModuleGraph

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
    public static func isFramework(_ location: String) -> Bool {
        location.hasSuffix(".framework") || location.hasSuffix(".xcframework")
    }
}
