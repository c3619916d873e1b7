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
        let nodes = (report.graph.targets.map(\.name) + report.remotePackages.sorted()).filter { name in
            includeAllTargets ? report.categories[name] != nil : report.isProductModule(name)
        }
        let nodeSet = Set(nodes)
        let ordered = nodes.sorted { lhs, rhs in
            (report.layers[lhs] ?? Int.max, lhs) < (report.layers[rhs] ?? Int.max, rhs)
        }
        let position = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
        let edges = ordered.flatMap { from in
            (report.dependencies.successors[from] ?? []).filter(nodeSet.contains).map { Edge(from, $0) }
        }.sorted { (position[$0.from]!, position[$0.to]!) < (position[$1.from]!, position[$1.to]!) }
        switch format {
        case .mermaid: return mermaid(report, ordered, edges)
        case .dot: return dot(report, ordered, edges)
        }
    }

    private static func label(_ report: ArchitectureReport, _ name: String) -> String {
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

    private static func mermaid(_ report: ArchitectureReport, _ nodes: [String], _ edges: [Edge]) -> String {
        var lines = ["graph TD"]
        for name in nodes {
            lines.append("    \(mermaidID(name))[\"\(name)<br/>\(label(report, name))\"]")
        }
        for edge in edges {
            let arrow = report.violatingEdges[edge] != nil ? "==>" : "-->"
            lines.append("    \(mermaidID(edge.from)) \(arrow) \(mermaidID(edge.to))")
        }
        for category in ModuleCategory.allCases {
            guard let colours = nodeColours[category] else { continue }
            let members = nodes.filter { report.categories[$0] == category }
            guard !members.isEmpty else { continue }
            lines.append(
                "    classDef \(category.rawValue) fill:\(colours.fill),stroke:\(colours.stroke),color:#111827")
            lines.append("    class \(members.map(mermaidID).joined(separator: ",")) \(category.rawValue)")
        }
        // linkStyle takes edge indices; group edges that share a style so each style is one line.
        var indicesByStyle: [String: [Int]] = [:]
        for (index, edge) in edges.enumerated() {
            let style = edgeStyle(report, edge)
            let dashes = style.dashed ? ",stroke-dasharray:5 4" : ""
            indicesByStyle["stroke:\(style.colour),stroke-width:\(style.width)px\(dashes)", default: []].append(index)
        }
        for (style, indices) in indicesByStyle.sorted(by: { $0.value[0] < $1.value[0] }) {
            lines.append("    linkStyle \(indices.map(String.init).joined(separator: ",")) \(style)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dot(_ report: ArchitectureReport, _ nodes: [String], _ edges: [Edge]) -> String {
        var lines = [
            "digraph modules {",
            "    rankdir=TB;",
            "    node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];",
            "    edge [arrowsize=0.7];",
        ]
        for name in nodes {
            let colours = report.categories[name].flatMap { nodeColours[$0] } ?? ("#ffffff", "#000000")
            lines.append(
                "    \"\(name)\" [label=\"\(name)\\n\(label(report, name))\", fillcolor=\"\(colours.fill)\", "
                    + "color=\"\(colours.stroke)\"];")
        }
        let byLayer = Dictionary(grouping: nodes.filter { report.layers[$0] != nil }) { report.layers[$0]! }
        for layer in byLayer.keys.sorted() {
            let members = byLayer[layer]!.map { "\"\($0)\"" }.joined(separator: "; ")
            lines.append("    { rank=same; \(members); }")
        }
        for edge in edges {
            let style = edgeStyle(report, edge)
            var attributes = ["color=\"\(style.colour)\""]
            if style.dashed { attributes.append("style=dashed") }
            if let rule = report.violatingEdges[edge] {
                attributes += ["penwidth=2.5", "fontcolor=\"\(violationColour)\"", "label=\"\(rule.rawValue)\""]
            }
            lines.append("    \"\(edge.from)\" -> \"\(edge.to)\" [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
