public import ModuleGraph

/// A prebuilt framework an Xcode target links from a file in the repository (what Carthage builds into
/// `Carthage/Build`, or a vendored SDK): a package node named by the framework, with one product whose module is
/// the framework's name made an identifier; `"packages"` in the configuration gives it a category and, when its
/// module is named otherwise, maps it, as for a remote package.
public enum PrebuiltFramework {
    /// The package node of the framework at `path` (`Carthage/Build/Lottie.xcframework` -> `Lottie`,
    /// `Frameworks/glib-2.0.0.framework` -> `glib-2.0.0`, whose module is `glib_2_0_0`). An XCFramework's name is
    /// not its module's (`Sentry-Dynamic.xcframework` holds `Sentry`): one named as no module can be has a module
    /// the check does not know (no products).
    public static func dependency(at path: String) -> PackageDependency {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        // Only the extension goes: UTM links `glib-2.0.0.framework`, named `glib-2.0.0`.
        let name =
            [".xcframework", ".framework"].first(where: file.hasSuffix).map { String(file.dropLast($0.count)) } ?? file
        if file.hasSuffix(".xcframework") && ModuleName.of(name) != name {
            return PackageDependency(identity: name, location: path)
        }
        return PackageDependency(identity: name, location: path, products: [name: [ModuleName.of(name)]])
    }

    /// The node of a framework an Xcode target links from the build products folder when nothing in the repository
    /// builds it (a project outside the repository, in a parent workspace): its one module is named as the
    /// framework, and what it brings with it (its own dependencies) is not known.
    public static func builtElsewhere(named name: String) -> PackageDependency {
        dependency(at: builtElsewherePrefix + name + ".framework")
    }

    /// Whether the node at `location` is a framework ``builtElsewhere(named:)``.
    public static func isBuiltElsewhere(_ location: String) -> Bool {
        location.hasPrefix(builtElsewherePrefix)
    }

    private static let builtElsewherePrefix = "$(BUILT_PRODUCTS_DIR)/"

    /// Whether `location` is a framework's file rather than a package's URL or path.
    public static func isFramework(_ location: String) -> Bool {
        location.hasSuffix(".framework") || location.hasSuffix(".xcframework")
    }
}
