/// Where a target of a whole repository comes from: a local package or an Xcode project.
public struct TargetOrigin: Codable, Hashable, Sendable {
    /// The package's name (`Notes`), or the project's file name (`Companion.xcodeproj`).
    public var name: String
    /// The directory of its `Package.swift` or of its `.xcodeproj`, relative to the repository root (`""` at the
    /// root).
    public var directory: String
    /// The file that declares the target's dependencies, relative to the root: `Packages/Notes/Package.swift` or
    /// `Companion.xcodeproj`.
    public var manifest: String

    /// Creates an origin.
    public init(name: String, directory: String, manifest: String) {
        self.name = name
        self.directory = directory
        self.manifest = manifest
    }

    /// Whether the target is a native target of an Xcode project.
    public var isXcodeProject: Bool { manifest.hasSuffix(".xcodeproj") }

    /// `package Notes` or `project Companion.xcodeproj`, as messages name it.
    public var description: String { (isXcodeProject ? "project " : "package ") + name }
}
