import ArchitectureCore
import CheckConfiguration
import ModuleGraph
import SwiftSourceScanning

extension RuleID {
    /// A module that is not among those `onlyThrough` names depending on the module it guards, or one of those
    /// importing it without `internal import`.
    public static let onlyThrough = RuleID(rawValue: "only-through")
}

/// `only-through`: a module kept behind others (`"onlyThrough"` in the configuration) is reached only through them,
/// and they import it with `internal import`. The edges are judged with the declared dependencies (an entry wins over
/// the matrix for the module it guards); the imports after the undeclared imports.
enum OnlyThroughRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .onlyThrough,
        summary: "A module kept behind others is reached only through them, and they never expose it.",
        help: "A module named in \"onlyThrough\" (a provider's SDK, say) is one audit scope: only the modules "
            + "listed for it may depend on it, and they import it with internal import, so none of its types "
            + "appears in their public API. Depend on the module in front of it instead.")

    /// How admitted modules import the guarded one.
    static func check(_ checker: inout Checker) { checker.checkOnlyThroughImports() }

    /// The second half of the fix note for an edge to the guarded module `to`.
    static func remedy(from: String, to: String, in checker: Checker) -> String {
        let through = checker.configuration.onlyThroughEntry(guarding: to)?.through ?? []
        return through.count == 1
            ? "depend on \(through[0]) instead: it keeps \(to) behind its own API"
            : "depend on one of \(through.joined(separator: ", ")) instead: they keep \(to) behind their own API"
    }
}

extension OnlyThrough {
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

extension Checker {
    /// A module admitted by `onlyThrough` imports the module it guards with `internal import` (or narrower):
    /// written without an access level, the import is public unless the target enables `InternalImportsByDefault`,
    /// which the check cannot see, and `public`, `package` or `@_exported` hand the module's types on.
    mutating func checkOnlyThroughImports() {
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
