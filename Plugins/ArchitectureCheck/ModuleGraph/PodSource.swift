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

extension PodSource {
    /// ``localPath`` as messages show a folder: `Vendor/Core/`, or `./` for the repository root.
    public var localFolder: String? { localPath.map { $0.isEmpty ? "./" : $0 + "/" } }
}

extension PackageGraph {
    /// What the Podfile says of the package node `node`, when it is a pod.
    public func podSource(_ node: String) -> PodSource? {
        packages.first { $0.identity.lowercased() == node.lowercased() }?.pod
    }
}
