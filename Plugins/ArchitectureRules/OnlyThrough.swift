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
    static let hidingAccessLevels: Set<String> = ["internal", "fileprivate", "private"]

    /// Whether `name` may depend on the guarded module.
    public func admits(_ name: String) -> Bool {
        through.contains { Glob.matchesName($0, name) }
    }

    /// The rule the edge `from -> to` breaks: `only-through` when `from` is not admitted; else the matrix's
    /// verdict (`matrix`), except that the category of `to` is no reason to refuse an admitted module.
    func violation(
        from: String, _ fromCategory: ModuleCategory, to: String, _ toCategory: ModuleCategory,
        matrix: (String, ModuleCategory) -> EdgeViolation?
    ) -> EdgeViolation? {
        guard admits(from) else {
            return EdgeViolation(
                rule: .onlyThrough, reason: "only \(through.joined(separator: ", ")) may depend on \(to)")
        }
        let verdict = matrix(from, fromCategory)
        return verdict?.rule == .sdkBoundary ? nil : verdict
    }
}

extension ArchitectureConfiguration {
    /// The `onlyThrough` entry guarding `module`, if one does.
    public func onlyThroughEntry(guarding module: String) -> OnlyThrough? {
        onlyThrough.first { Glob.matchesName($0.module, module) }
    }
}

extension Checker {
    /// A module admitted by `onlyThrough` imports the module it guards with `internal import` (or narrower):
    /// written without an access level, the import is public unless the target enables `InternalImportsByDefault`,
    /// which the check cannot see, and `public`, `package` or `@_exported` hand the module's types on.
    mutating func checkOnlyThroughImports(_ imports: [String: [ImportDeclaration]]) {
        guard !configuration.onlyThrough.isEmpty else { return }
        for target in sortedTargets {
            for declaration in imports[target.name] ?? [] {
                guard let owner = owner(ofModule: declaration.module, importedBy: target),
                    let guarded = configuration.onlyThroughEntry(guarding: owner), guarded.admits(target.name)
                else { continue }
                let hidden =
                    declaration.accessLevel.map(OnlyThrough.hidingAccessLevels.contains) ?? false
                    && !declaration.attributes.contains("_exported")
                guard !hidden else { continue }
                let written = declaration.accessLevel.map { "\($0) import" } ?? "a plain import"
                add(
                    .onlyThrough, target.name,
                    "\(target.name) imports \(declaration.module) with \(written): \(declaration.module) is kept "
                        + "behind \(target.name), so none of its types may appear in \(target.name)'s public API",
                    note: "write internal import \(declaration.module) (without @_exported)",
                    at: declaration.location, subject: "\(declaration.file) imports \(declaration.module)",
                    importing: declaration.module)
            }
        }
    }
}
