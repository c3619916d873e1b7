import ArchitectureCore
import CheckConfiguration
import ModuleGraph

extension RuleID {
    /// A module depending on a module of its own layer or of a higher one (`"layers"` in the configuration).
    public static let layers = RuleID(rawValue: "layers")
}

/// `layers`: where the configuration orders modules in layers, each depends only on modules of lower layers. The
/// categories say which kinds of module may meet; the layers order modules within them (the modules of a tool, say).
enum LayersRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .layers,
        summary: "A module the configuration puts in a layer depends only on modules of lower layers.",
        help: "\"layers\" in the configuration lists layers of modules, lowest first. A module may depend on "
            + "modules of the layers below its own, never on one of its own layer or above: move what it needs "
            + "down into a lower layer, or take the dependency out.")

    /// Every declared dependency between two modules that have a layer; an import without its dependency is
    /// ``UndeclaredImportRule``'s.
    static func check(_ checker: inout Checker) {
        let layers = checker.configuration.layers
        guard !layers.globs.isEmpty else { return }
        for target in checker.sortedTargets {
            guard let from = layers.layer(of: target.name) else { continue }
            for dependency in target.dependencies {
                guard let to = layers.layer(of: dependency), to >= from else { continue }
                checker.violatingEdges[Edge(target.name, dependency)] = .layers
                let reason = to == from ? "a module cannot depend on its own layer" : "a module cannot depend upwards"
                checker.add(
                    .layers, target.name,
                    "\(target.name) (layer \(from)) -> \(dependency) (layer \(to)): \(reason)",
                    note: "remove \"\(dependency)\" from the dependencies of \(target.name) and move what it needs "
                        + "from \(dependency) into a lower layer; the layers are \"layers\" in "
                        + checker.configurationFile,
                    subject: "\(target.name) -> \(dependency)")
            }
        }
    }
}
