import ArchitectureCore
import CheckConfiguration
import ModuleGraph

/// `--format mermaid`: the graph as the body of a Mermaid `graph TD` block, which GitHub draws in a README.
public enum MermaidReporter: Reporter {
    /// The `--format` value.
    public static let identifier = "mermaid"

    /// The drawing, ending in a newline.
    public static func render(_ drawing: GraphDrawing) -> String {
        let (report, nodes, edges) = (drawing.report, drawing.nodes, drawing.edges)
        var lines = ["graph TD"]
        for name in nodes {
            lines.append("    \(GraphDiagram.mermaidID(name))[\"\(name)<br/>\(GraphDiagram.label(report, name))\"]")
        }
        for edge in edges {
            let arrow = report.violatingEdges[edge] != nil ? "==>" : "-->"
            lines.append("    \(GraphDiagram.mermaidID(edge.from)) \(arrow) \(GraphDiagram.mermaidID(edge.to))")
        }
        for category in ModuleCategory.allCases {
            guard let colours = GraphDiagram.nodeColours[category] else { continue }
            let members = nodes.filter { report.categories[$0] == category }
            guard !members.isEmpty else { continue }
            lines.append(
                "    classDef \(category.rawValue) fill:\(colours.fill),stroke:\(colours.stroke),color:#111827")
            lines.append("    class \(members.map(GraphDiagram.mermaidID).joined(separator: ",")) \(category.rawValue)")
        }
        // linkStyle takes edge indices; group edges that share a style so each style is one line.
        var indicesByStyle: [String: [Int]] = [:]
        for (index, edge) in edges.enumerated() {
            let style = GraphDiagram.edgeStyle(report, edge)
            let dashes = style.dashed ? ",stroke-dasharray:5 4" : ""
            indicesByStyle["stroke:\(style.colour),stroke-width:\(style.width)px\(dashes)", default: []].append(index)
        }
        for (style, indices) in indicesByStyle.sorted(by: { $0.value[0] < $1.value[0] }) {
            lines.append("    linkStyle \(indices.map(String.init).joined(separator: ",")) \(style)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
