import ArchitectureCore
import CheckConfiguration
import ModuleGraph

/// `--format dot`: the graph as a Graphviz `digraph`.
public enum DOTReporter: Reporter {
    /// The `--format` value.
    public static let identifier = "dot"

    /// The drawing, ending in a newline.
    public static func render(_ drawing: GraphDrawing) -> String {
        let (report, nodes, edges) = (drawing.report, drawing.nodes, drawing.edges)
        var lines = [
            "digraph modules {",
            "    rankdir=TB;",
            "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
            "    edge [arrowsize=0.7];",
        ]
        for name in nodes {
            let colours = report.categories[name].flatMap { GraphDiagram.nodeColours[$0] } ?? ("#ffffff", "#000000")
            lines.append(
                "    \"\(name)\" [label=\"\(name)\\n\(GraphDiagram.label(report, name))\", fillcolor=\"\(colours.fill)\", "
                    + "color=\"\(colours.stroke)\"];")
        }
        let byLayer = Dictionary(grouping: nodes.filter { report.layers[$0] != nil }) { report.layers[$0]! }
        for layer in byLayer.keys.sorted() {
            let members = byLayer[layer]!.map { "\"\($0)\"" }.joined(separator: "; ")
            lines.append("    { rank=same; \(members); }")
        }
        for edge in edges {
            let style = GraphDiagram.edgeStyle(report, edge)
            var attributes = ["color=\"\(style.colour)\""]
            if style.dashed { attributes.append("style=dashed") }
            if let rule = report.violatingEdges[edge] {
                attributes += [
                    "penwidth=2.5", "fontcolor=\"\(GraphDiagram.violationColour)\"", "label=\"\(rule.rawValue)\"",
                ]
            }
            lines.append("    \"\(edge.from)\" -> \"\(edge.to)\" [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
