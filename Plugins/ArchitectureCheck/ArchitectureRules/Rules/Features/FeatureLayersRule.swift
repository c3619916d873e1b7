import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A file in a feature's layer folder importing a module that layer may not use.
    public static let featureLayers = RuleID(rawValue: "feature-layers")
}

/// `feature-layers`: a feature's layer folders import only what their layer may use.
enum FeatureLayersRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .featureLayers,
        summary: "A feature's layer folders import only what their layer may use.",
        help: "State, domain and data code stays free of UI and I/O frameworks so it can be tested alone. Move "
            + "the code that needs the framework into a folder that may use it.")

    static func check(_ checker: inout Checker) { checker.checkFeatureLayers() }
}

extension Checker {
    /// Files under a feature's layer folders may not import what the layer's rules forbid.
    mutating func checkFeatureLayers() {
        guard configuration.featureLayersEnabled, !configuration.featureLayers.isEmpty else { return }
        for feature in names(in: .feature) {
            guard let target = targets[feature] else { continue }
            let prefix = target.path + "/"
            for declaration in imports[feature] ?? [] where declaration.file.hasPrefix(prefix) {
                let inside = declaration.file.dropFirst(prefix.count)
                guard let slash = inside.firstIndex(of: "/") else { continue }
                let folder = String(inside[..<slash])
                for rule in configuration.featureLayers
                where rule.folders.contains(folder) && rule.forbiddenImports.contains(declaration.module) {
                    let module = declaration.module
                    add(
                        .featureLayers, feature,
                        "\(feature)'s \(folder)/ imports \(module): files under \(folder)/ may not import "
                            + rule.forbiddenImports.joined(separator: ", "),
                        note: rule.note.map { "remove the import; \($0)" }
                            ?? "remove the import: move the code that needs \(module) out of \(folder)/ into a "
                            + "folder that may use it, and give \(folder)/ plain values instead",
                        at: declaration.location, subject: "\(declaration.file) imports \(module)", importing: module)
                    break
                }
            }
        }
    }
}
