/// A DocC catalogue (`Notes.docc`) inside a target's folder: SwiftPM and Xcode hand it to DocC and compile none of
/// its files, so the Swift files in it (a tutorial's code steps) are not the target's sources.
public enum DocumentationCatalog {
    /// Whether a folder named `name` is a DocC catalogue.
    public static func isCatalog(_ name: some StringProtocol) -> Bool { name.hasSuffix(".docc") }

    /// Whether `path` (relative to a target's folder, or to anything above it) lies inside a DocC catalogue.
    public static func contains(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { isCatalog($0) }
    }
}
