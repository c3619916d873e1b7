public import ArchitectureCore
import CheckConfiguration
public import ModuleGraph

/// Draws the module graph as Mermaid or Graphviz DOT: each module and remote package labelled with its category
/// and computed layer, edges coloured by category pair, rule-breaking edges in red. Output is sorted, so it is stable.
public enum GraphDiagram {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable {
        /// A Mermaid `graph TD` block body (what GitHub renders in a README).
        case mermaid
        /// A Graphviz `digraph`.
        case dot
    }

    /// Colours of the nodes of each category: fill, then stroke.
    static let nodeColours: [ModuleCategory: (fill: String, stroke: String)] = [
        .app: ("#dbeafe", "#1d4ed8"),
        .feature: ("#dcfce7", "#15803d"),
        .foundation: ("#f3f4f6", "#4b5563"),
        .sdk: ("#fce7f3", "#be185d"),
        .utility: ("#e0f2fe", "#0369a1"),
        .tool: ("#fef3c7", "#b45309"),
        .test: ("#fae8ff", "#a21caf"),
    ]
    /// Colour of a rule-breaking edge.
    static let violationColour = "#dc2626"

    /// The diagram of `report`'s graph. Only apps, features and foundation modules unless `includeAllTargets`.
    public static func render(
        _ report: ArchitectureReport, as format: Format, includeAllTargets: Bool = false
    ) -> String {
        // A set, so that a name given twice (a remote package's identity that is also a target's name) is one node.
        let nodeSet = Set(
            (report.graph.targets.map(\.name) + report.remotePackages).filter { name in
                includeAllTargets ? report.categories[name] != nil : report.isProductModule(name)
            })
        let ordered = nodeSet.sorted { lhs, rhs in
            (report.layers[lhs] ?? Int.max, lhs) < (report.layers[rhs] ?? Int.max, rhs)
        }
        let position = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
        let edges = ordered.flatMap { from in
            (report.dependencies.successors[from] ?? []).filter(nodeSet.contains).map { Edge(from, $0) }
        }.sorted { (position[$0.from]!, position[$0.to]!) < (position[$1.from]!, position[$1.to]!) }
        let drawing = GraphDrawing(report: report, nodes: ordered, edges: edges)
        switch format {
        case .mermaid: return MermaidReporter.render(drawing)
        case .dot: return DOTReporter.render(drawing)
        }
    }

    static func label(_ report: ArchitectureReport, _ name: String) -> String {
        let category = report.categories[name]?.rawValue ?? "uncategorised"
        return "\(category) · " + (report.layers[name].map { "layer \($0)" } ?? "no layer")
    }

    /// The style of an edge, by the categories at its ends; rule-breaking edges are red and thick.
    static func edgeStyle(_ report: ArchitectureReport, _ edge: Edge) -> (colour: String, dashed: Bool, width: Int) {
        if report.violatingEdges[edge] != nil { return (violationColour, false, 3) }
        switch (report.categories[edge.from], report.categories[edge.to]) {
        case (.app, .feature): return ("#1d4ed8", false, 1)
        case (_, .sdk): return ("#be185d", true, 1)
        case (_, .utility): return ("#0369a1", true, 1)
        case (.app, _): return ("#60a5fa", true, 1)
        case (.feature, _): return ("#15803d", false, 1)
        case (.foundation, _): return ("#6b7280", false, 1)
        case (.tool, _): return ("#b45309", true, 1)
        default: return ("#a21caf", true, 1)
        }
    }

    /// A Mermaid node id: the name, with anything but letters, digits and `_` replaced (package identities
    /// such as `firebase-ios-sdk` hold dashes).
    static func mermaidID(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }
}

/// What a graph format draws: the report, and its nodes and edges in drawing order.
public struct GraphDrawing: Sendable {
    /// The report whose graph is drawn.
    public var report: ArchitectureReport
    /// The nodes, by layer, then name.
    public var nodes: [String]
    /// The edges between them, in node order.
    public var edges: [Edge]
}
