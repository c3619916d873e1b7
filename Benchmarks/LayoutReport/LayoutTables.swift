import Foundation
import PackageGeneration

/// The Markdown the layouts benchmark prints and writes into the README: one table per feature count, the
/// layer-first / feature-first ratios, and how the incremental builds grow with the feature count.
public enum LayoutTables {
    /// The line before the README block the benchmark rewrites.
    public static let beginMarker = "<!-- layouts:begin (written by Benchmarks/run.sh layouts; do not edit) -->"
    /// The line after it.
    public static let endMarker = "<!-- layouts:end -->"

    /// The whole block: the run's provenance, then every table.
    public static func markdown(_ run: LayoutRun) -> String {
        var parts = [provenance(run)]
        for features in run.featureCounts {
            parts.append(table(run, features: features))
        }
        parts.append(ratios(run))
        if run.featureCounts.count > 1 { parts.append(growth(run)) }
        return parts.joined(separator: "\n\n") + "\n"
    }

    /// `text` with the block between the markers replaced by `block`; `nil` when a marker is missing.
    public static func replacingBlock(in text: String, with block: String) -> String? {
        guard let begin = text.range(of: beginMarker), let end = text.range(of: endMarker),
            begin.upperBound <= end.lowerBound
        else { return nil }
        return String(text[..<begin.upperBound]) + "\n" + block + String(text[end.lowerBound...])
    }

    /// The block between the markers, without the newline after the begin marker; `nil` when a marker is missing.
    public static func block(in text: String) -> String? {
        guard let begin = text.range(of: beginMarker + "\n"), let end = text.range(of: endMarker),
            begin.upperBound <= end.lowerBound
        else { return nil }
        return String(text[begin.upperBound..<end.lowerBound])
    }

    static func provenance(_ run: LayoutRun) -> String {
        let load = run.loadAverages.map { format($0, decimals: 1) }
        let loadText =
            load.count == 2 ? "; one-minute load average \(load[0]) at the start and \(load[1]) at the end" : ""
        return "Measured by `\(run.command)` on \(run.started): \(run.machine)\(loadText). The run took "
            + "\(duration(run.totalSeconds)). Every build is a debug `swift build --product App`; each time is the "
            + "median of \(run.runs) run\(run.runs == 1 ? "" : "s") (minimum–maximum in brackets), wall clock and "
            + "CPU (user + system of `swift build` and everything it ran)."
    }

    static func table(_ run: LayoutRun, features: Int) -> String {
        var lines = [
            "**\(features) features.** "
                + Layout.allCases.compactMap { layout in
                    run.size(layout, features: features).map {
                        "\(layout.rawValue): \($0.modules) modules, \($0.files) files, \(grouped($0.lines)) lines"
                    }
                }.joined(separator: "; ") + "."
        ]
        lines += [
            "",
            "| build | layout | files / dirs touched | wall s | CPU s | modules recompiled | files recompiled |",
            "|---|---|---|---|---|---|---|",
        ]
        for step in BuildStep.allCases {
            for layout in Layout.allCases {
                guard let measured = run.step(step, layout, features: features), let wall = measured.wall,
                    let cpu = measured.cpu
                else { continue }
                let touched = step.change == nil ? "–" : "\(measured.filesTouched) / \(measured.directoriesTouched)"
                let modules = moduleCell(measured, total: run.size(layout, features: features)?.modules)
                let files = range(measured.samples.map(\.filesCompiled))
                lines.append(
                    "| \(step.label) | \(layout.rawValue) | \(touched) | \(spread(wall)) | \(spread(cpu)) | "
                        + "\(modules) | \(files) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func ratios(_ run: LayoutRun) -> String {
        let counts = run.featureCounts
        var lines = [
            "**Layer-first / feature-first**, medians from the same run (above 1: layer-first is slower).", "",
            "| build | " + counts.map { "wall, \($0)" }.joined(separator: " | ") + " | "
                + counts.map { "CPU, \($0)" }.joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---|", count: counts.count * 2),
        ]
        for step in BuildStep.allCases {
            func ratio(_ features: Int, _ value: (MeasuredStep) -> Double?) -> String {
                guard let layer = run.step(step, .layerFirst, features: features).flatMap(value),
                    let feature = run.step(step, .featureFirst, features: features).flatMap(value), feature > 0
                else { return "–" }
                return format(layer / feature, decimals: 2) + "×"
            }
            let wall = counts.map { ratio($0) { $0.wall?.median } }
            let cpu = counts.map { ratio($0) { $0.cpu?.median } }
            lines.append("| \(step.label) | " + (wall + cpu).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    static func growth(_ run: LayoutRun) -> String {
        guard let first = run.featureCounts.first, let last = run.featureCounts.last else { return "" }
        var lines = [
            "**Growth from \(first) to \(last) features** (\(last / max(first, 1))× the code), medians.", "",
            "| change | layout | wall s, \(first) → \(last) | growth | CPU s, \(first) → \(last) | growth |",
            "|---|---|---|---|---|---|",
        ]
        for change in LayoutChange.allCases {
            for layout in Layout.allCases {
                guard let small = run.step(BuildStep(change), layout, features: first),
                    let large = run.step(BuildStep(change), layout, features: last),
                    let smallWall = small.wall?.median, let largeWall = large.wall?.median,
                    let smallCPU = small.cpu?.median, let largeCPU = large.cpu?.median
                else { continue }
                lines.append(
                    "| (\(change.rawValue)) | \(layout.rawValue) | \(seconds(smallWall)) → \(seconds(largeWall)) | "
                        + "\(times(largeWall, smallWall)) | \(seconds(smallCPU)) → \(seconds(largeCPU)) | "
                        + "\(times(largeCPU, smallCPU)) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `1: Area01Feature` for up to three modules, `9 of 21` beyond; a range when the runs differ.
    static func moduleCell(_ measured: MeasuredStep, total: Int?) -> String {
        let sets = measured.samples.map(\.modulesCompiled)
        guard let first = sets.first else { return "–" }
        let of = total.map { " of \($0)" } ?? ""
        if sets.allSatisfy({ $0 == first }) {
            if first.isEmpty { return "0" }
            return first.count <= 3 ? "\(first.count): \(first.joined(separator: ", "))" : "\(first.count)\(of)"
        }
        return range(sets.map(\.count)) + of + " (the runs differ)"
    }

    static func spread(_ spread: Spread) -> String {
        "\(seconds(spread.median)) (\(seconds(spread.minimum))–\(seconds(spread.maximum)))"
    }

    static func range(_ values: [Int]) -> String {
        guard let low = values.min(), let high = values.max() else { return "–" }
        return low == high ? "\(low)" : "\(low)–\(high)"
    }

    static func times(_ value: Double, _ base: Double) -> String {
        base > 0 ? format(value / base, decimals: 1) + "×" : "–"
    }

    /// Seconds with two decimals below 10, one from 10 on.
    public static func seconds(_ value: Double) -> String {
        format(value, decimals: value < 10 ? 2 : 1)
    }

    /// `21 min 3 s`, or `48 s` under a minute.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }

    /// `12,345`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// `value` with `decimals` decimals, as printf rounds.
    static func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
