import Foundation
import PackageGeneration

/// The layouts benchmark as an SVG chart, drawn by hand: incremental build time against the feature count, one
/// line per layout and change, wall time on the left and CPU time on the right.
public enum LayoutChart {
    private static let width = 1000.0
    private static let height = 570.0
    private static let plotTop = 96.0
    private static let plotHeight = 300.0
    private static let plotWidth = 380.0
    private static let panelLefts = [80.0, 560.0]
    private static let colours: [LayoutChange: String] = [
        .stateMachineLine: "#1f6fb4", .giftNote: "#c8322d", .networkingInternal: "#2a8c3a",
        .networkingPublic: "#8a4fb0",
    ]

    /// The SVG document for `run`.
    public static func svg(_ run: LayoutRun) -> String {
        var parts = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
                + "viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<desc>Written by \(escaped(run.command)), started \(escaped(run.started)); do not edit.</desc>",
            "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>",
            text(
                "Incremental debug build after one change, by number of features", x: 40, y: 34, size: 20,
                weight: "bold"),
            text(
                "swift build --product App; median of \(run.runs) run\(run.runs == 1 ? "" : "s") each. "
                    + "\(run.machine), \(run.started)", x: 40, y: 58, size: 13, fill: "#444444"),
        ]
        let panels: [(String, (MeasuredStep) -> Double?)] = [
            ("Wall time, seconds (log scale)", { $0.wall?.median }),
            ("CPU time (user + system), seconds (log scale)", { $0.cpu?.median }),
        ]
        for (index, panel) in panels.enumerated() {
            parts += self.panel(run, title: panel.0, left: panelLefts[index], value: panel.1)
        }
        parts += legend(top: plotTop + plotHeight + 70)
        parts.append("</svg>")
        return parts.joined(separator: "\n") + "\n"
    }

    private static func panel(
        _ run: LayoutRun, title: String, left: Double, value: (MeasuredStep) -> Double?
    ) -> [String] {
        let counts = run.featureCounts
        let values = LayoutChange.allCases.flatMap { change in
            Layout.allCases.flatMap { layout in
                counts.compactMap { run.step(BuildStep(change), layout, features: $0).flatMap(value) }
            }
        }
        // A log scale, so the small changes stay apart under the large ones: 1-2-5 ticks around the values.
        let ticks = LayoutChart.ticks(around: values)
        let low = log10(ticks[0])
        let high = log10(ticks[ticks.count - 1])
        let bottom = plotTop + plotHeight
        func x(_ features: Int) -> Double {
            guard let low = counts.first, let high = counts.last, high > low else { return left + plotWidth / 2 }
            return left + 20 + (plotWidth - 40) * (log2(Double(features)) - log2(Double(low)))
                / (log2(Double(high)) - log2(Double(low)))
        }
        func y(_ seconds: Double) -> Double { bottom - plotHeight * (log10(seconds) - low) / (high - low) }

        var parts = [text(title, x: left, y: plotTop - 16, size: 15, weight: "bold")]
        for (index, seconds) in ticks.enumerated() {
            parts.append(
                "<line x1=\"\(number(left))\" y1=\"\(number(y(seconds)))\" x2=\"\(number(left + plotWidth))\" "
                    + "y2=\"\(number(y(seconds)))\" stroke=\"\(index == 0 ? "#333333" : "#dddddd")\" stroke-width=\"1\"/>"
            )
            parts.append(
                text(tickLabel(seconds), x: left - 8, y: y(seconds) + 4, size: 12, anchor: "end", fill: "#444444"))
        }
        for features in counts {
            parts.append(text("\(features)", x: x(features), y: bottom + 20, size: 13, anchor: "middle"))
        }
        parts.append(
            text(
                "features (log scale)", x: left + plotWidth / 2, y: bottom + 42, size: 13, anchor: "middle",
                fill: "#444444"))
        for change in LayoutChange.allCases {
            for layout in Layout.allCases {
                let points = counts.compactMap { features in
                    run.step(BuildStep(change), layout, features: features).flatMap(value).map { (x(features), y($0)) }
                }
                guard !points.isEmpty else { continue }
                let colour = colours[change] ?? "#000000"
                let dash = layout == .layerFirst ? " stroke-dasharray=\"7 5\"" : ""
                let list = points.map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " ")
                parts.append(
                    "<polyline points=\"\(list)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\"\(dash)/>")
                parts += points.map { marker(layout, x: $0.0, y: $0.1, colour: colour) }
            }
        }
        return parts
    }

    private static func legend(top: Double) -> [String] {
        var parts: [String] = []
        for (index, change) in LayoutChange.allCases.enumerated() {
            let row = top + Double(index) * 24
            let colour = colours[change] ?? "#000000"
            parts.append(
                "<line x1=\"80\" y1=\"\(number(row))\" x2=\"116\" y2=\"\(number(row))\" stroke=\"\(colour)\" "
                    + "stroke-width=\"4\"/>")
            parts.append(text("(\(change.rawValue)) \(change.summary)", x: 126, y: row + 5, size: 14))
        }
        for (index, layout) in Layout.allCases.enumerated() {
            let row = top + Double(index) * 24
            let dash = layout == .layerFirst ? " stroke-dasharray=\"7 5\"" : ""
            parts.append(
                "<line x1=\"700\" y1=\"\(number(row))\" x2=\"748\" y2=\"\(number(row))\" stroke=\"#333333\" "
                    + "stroke-width=\"2.5\"\(dash)/>")
            parts.append(marker(layout, x: 724, y: row, colour: "#333333"))
            parts.append(text(layout.rawValue, x: 758, y: row + 5, size: 14))
        }
        return parts
    }

    /// A filled circle for feature-first, a hollow square for layer-first.
    private static func marker(_ layout: Layout, x: Double, y: Double, colour: String) -> String {
        switch layout {
        case .featureFirst:
            return "<circle cx=\"\(number(x))\" cy=\"\(number(y))\" r=\"4.5\" fill=\"\(colour)\"/>"
        case .layerFirst:
            return "<rect x=\"\(number(x - 4.5))\" y=\"\(number(y - 4.5))\" width=\"9\" height=\"9\" fill=\"#ffffff\" "
                + "stroke=\"\(colour)\" stroke-width=\"2\"/>"
        }
    }

    private static func text(
        _ content: String, x: Double, y: Double, size: Int, anchor: String = "start", weight: String = "normal",
        fill: String = "#111111"
    ) -> String {
        "<text x=\"\(number(x))\" y=\"\(number(y))\" font-size=\"\(size)\" text-anchor=\"\(anchor)\" "
            + "font-weight=\"\(weight)\" fill=\"\(fill)\">\(escaped(content))</text>"
    }

    /// The values 1, 2 and 5 times a power of ten from the largest at or below the smallest of `values` to the
    /// smallest at or above the largest: at least two, from 0.01 s up.
    static func ticks(around values: [Double]) -> [Double] {
        let all = (-2...5).flatMap { power in [1.0, 2, 5].map { $0 * pow(10, Double(power)) } }
        let smallest = max(values.min() ?? 1, all[0])
        let largest = max(values.max() ?? 1, smallest)
        let first = all.lastIndex { $0 <= smallest } ?? 0
        let last = max(all.firstIndex { $0 >= largest } ?? all.count - 1, first + 1)
        return Array(all[first...last])
    }

    /// `5` for whole seconds, `0.5` or `0.02` otherwise.
    static func tickLabel(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(format: seconds < 0.1 ? "%.2f" : "%.1f", seconds)
    }

    /// Coordinates with at most one decimal, so the file reads the same on every platform.
    private static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }

    private static func escaped(_ content: String) -> String {
        content.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
