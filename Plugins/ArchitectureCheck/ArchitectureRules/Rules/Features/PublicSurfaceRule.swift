import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A public declaration a feature must not expose.
    public static let publicSurface = RuleID(rawValue: "public-surface")
}

/// `public-surface`: a feature exposes only its entry, dependencies and output types.
enum PublicSurfaceRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .publicSurface,
        summary: "A feature exposes only its entry, dependencies and output types.",
        help: "A feature's public API is its entry, dependencies and output, in its entry file. Make anything "
            + "else internal or nest it inside those types.")

    static func check(_ checker: inout Checker) { checker.checkFeatureSurfaces() }
}

extension Checker {
    mutating func checkFeatureSurfaces() {
        let declarations = publicDeclarations
        guard let surface = configuration.feature.publicSurface, !surface.isEmpty else { return }
        for feature in names(in: .feature) {
            guard let target = targets[feature] else { continue }
            let allowed = surface.map { ArchitectureConfiguration.expand($0, feature: feature) }
            let entryName = configuration.feature.entryFile.map {
                ArchitectureConfiguration.expand($0, feature: feature)
            }
            let entryFile = entryName.map { "\(target.path)/\($0)" }
            let names = allowed.joinedInProse()
            for declaration in declarations[feature] ?? [] {
                let allowedName = allowed.contains(declaration.rootName)
                guard !allowedName || (entryFile != nil && declaration.file != entryFile) else { continue }
                add(
                    .publicSurface, feature,
                    "\(feature) exposes public \(declaration.kind) \(declaration.qualifiedName); a feature may expose "
                        + "only \(names)" + (entryName.map { ", declared in \($0)" } ?? ""),
                    note: allowedName
                        ? "move it into \(entryFile ?? ""), or make it internal"
                        : "make \(declaration.qualifiedName) internal (drop \"public\"), or nest it inside "
                            + allowed.joinedInProse("or"),
                    at: SourceLocation(file: declaration.file, line: declaration.line, column: declaration.column),
                    subject: "\(declaration.file) declares \(declaration.qualifiedName)")
            }
        }
    }
}
