public import Foundation

/// What the scaffolder needs to know about a package before it changes anything: the manifest, the
/// CODEOWNERS file, the target names in use and which of a feature's paths exist already.
public struct PackageContents: Sendable {
    /// The text of Package.swift.
    public var manifest: String
    /// Where CODEOWNERS is (or will be created), relative to the root.
    public var codeOwnersPath: String
    /// The text of CODEOWNERS, or `nil` when the package has none yet.
    public var codeOwners: String?
    /// Every target name known to be in use: declared in the manifest, given by SwiftPM, or a directory
    /// under Sources/, Tests/, Demos/, Plugins/ or Benchmarks/.
    public var targetNames: Set<String>
    /// The paths (relative to the root) that exist on disk, among those asked about.
    public var existingPaths: Set<String>

    /// Creates contents from known values; tests use this, the tool uses ``load(from:extraTargetNames:)``.
    public init(
        manifest: String, codeOwnersPath: String = "CODEOWNERS", codeOwners: String?, targetNames: Set<String>,
        existingPaths: Set<String> = []
    ) {
        self.manifest = manifest
        self.codeOwnersPath = codeOwnersPath
        self.codeOwners = codeOwners
        self.targetNames = targetNames.union(FeatureManifest.declaredNames(in: manifest))
        self.existingPaths = existingPaths
    }

    /// The directories whose children are taken as target names in use.
    public static let targetParents = ["Sources", "Tests", "Demos", "Plugins", "Benchmarks"]

    /// Reads the package at `root`. `extraTargetNames` are names SwiftPM reported (the plugin passes them).
    public static func load(from root: URL, extraTargetNames: Set<String> = []) throws(ScaffoldError) -> PackageContents
    {
        let files = FileManager.default
        let manifestURL = root.appendingPathComponent("Package.swift")
        guard let manifestData = files.contents(atPath: manifestURL.path) else {
            throw .fileSystem("cannot read \(manifestURL.path); is \(root.path) a package directory?")
        }
        let codeOwnersPath =
            [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"].first {
                files.fileExists(atPath: root.appendingPathComponent($0).path)
            } ?? "CODEOWNERS"
        let codeOwners = files.contents(atPath: root.appendingPathComponent(codeOwnersPath).path)
            .map { String(decoding: $0, as: UTF8.self) }
        var names = extraTargetNames
        var existing: Set<String> = []
        for parent in targetParents {
            let children = (try? files.contentsOfDirectory(atPath: root.appendingPathComponent(parent).path)) ?? []
            for child in children where !child.hasPrefix(".") {
                names.insert(child)
                existing.insert("\(parent)/\(child)")
            }
        }
        return PackageContents(
            manifest: String(decoding: manifestData, as: UTF8.self), codeOwnersPath: codeOwnersPath,
            codeOwners: codeOwners, targetNames: names, existingPaths: existing)
    }
}
