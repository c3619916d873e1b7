/// A module that only some modules may depend on: `"onlyThrough": {"PaymentsSDK": ["Payments"]}` in
/// `architecture.json` keeps a provider's SDK behind one module, so the code that touches it is one audit scope.
///
/// Every other module, whatever its category (an app or a test too), breaks `only-through` by depending on it. The
/// modules listed may depend on it even where the matrix would not let their category (a foundation module on an
/// SDK), and must import it with `internal import` (or `fileprivate`/`private`), so the compiler keeps its types
/// out of their public API.
public struct OnlyThrough: Hashable, Sendable {
    /// A name glob of the guarded modules.
    public var module: String
    /// Name globs of the only modules that may depend on them.
    public var through: [String]

    /// An entry from its parts.
    public init(module: String, through: [String]) {
        self.module = module
        self.through = through
    }

    /// The access levels an import of a guarded module may have: none of them lets its types into a public API.
    public static let hidingAccessLevels: Set<String> = ["internal", "fileprivate", "private"]

    /// Whether `name` may depend on the guarded module.
    public func admits(_ name: String) -> Bool {
        through.contains { Glob.matchesName($0, name) }
    }
}

extension ArchitectureConfiguration {
    /// The `onlyThrough` entry guarding `module`, if one does.
    public func onlyThroughEntry(guarding module: String) -> OnlyThrough? {
        onlyThrough.first { Glob.matchesName($0.module, module) }
    }
}
