// The package as the check sees it: targets, their kinds, paths, direct dependencies and Swift sources.
// This is also the JSON (`graph.json`) the command plugin writes and `ArchitectureCheckTool --graph` reads.

/// What SwiftPM declares a target as.
public enum TargetKind: String, Codable, Sendable, CaseIterable {
    /// `.target`: a library module.
    case regular
    /// `.executableTarget`.
    case executable
    /// `.testTarget`.
    case test
    /// `.systemLibrary`: a module map over a C library; its module is named as the target.
    case system
    /// `.plugin`.
    case plugin
    /// `.macro`.
    case macro
    /// A snippet.
    case snippet
    /// `.binaryTarget`.
    case binary
}

/// One target of the package, with paths relative to the package root.
public struct PackageTarget: Codable, Hashable, Sendable {
    /// The target (and module) name.
    public var name: String
    /// The declared kind.
    public var kind: TargetKind
    /// The target directory, relative to the package root, without a trailing slash (`Sources/Networking`).
    public var path: String
    /// Names of the targets (or products) this target depends on directly, as declared in the manifest.
    public var dependencies: [String]
    /// The target's Swift source files, relative to the package root.
    public var sources: [String]

    /// Creates a target; `path` is normalised (no `./` prefix, no trailing slash).
    public init(name: String, kind: TargetKind, path: String, dependencies: [String] = [], sources: [String] = []) {
        self.name = name
        self.kind = kind
        self.path = PackageTarget.normalise(path)
        self.dependencies = dependencies
        self.sources = sources.map(PackageTarget.normalise)
    }

    /// Decodes a target; `dependencies` and `sources` may be omitted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try container.decode(String.self, forKey: .name),
            kind: try container.decode(TargetKind.self, forKey: .kind),
            path: try container.decode(String.self, forKey: .path),
            dependencies: try container.decodeIfPresent([String].self, forKey: .dependencies) ?? [],
            sources: try container.decodeIfPresent([String].self, forKey: .sources) ?? []
        )
    }

    /// `./Sources/X/` -> `Sources/X`.
    static func normalise(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}

/// The whole package: every target, in manifest order.
public struct PackageGraph: Codable, Hashable, Sendable {
    /// The targets.
    public var targets: [PackageTarget]

    /// Creates a graph from its targets.
    public init(targets: [PackageTarget]) {
        self.targets = targets
    }
}

/// A dependency edge `from -> to` between two targets.
public struct Edge: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The dependent target.
    public var from: String
    /// The target depended upon.
    public var to: String

    /// Creates an edge.
    public init(_ from: String, _ to: String) {
        self.from = from
        self.to = to
    }

    /// Orders by `from`, then `to`.
    public static func < (lhs: Edge, rhs: Edge) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }

    /// `A -> B`.
    public var description: String { "\(from) -> \(to)" }
}
