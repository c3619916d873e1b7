import LayoutReport
import PackageGeneration
import Testing

/// The tables and the chart, rendered from a small hand-made run with known figures.
struct LayoutTablesTests {
    static func sample(_ wall: Double, _ cpu: Double, _ modules: [String], _ files: Int) -> BuildSample {
        BuildSample(wallSeconds: wall, cpuSeconds: cpu, modulesCompiled: modules, filesCompiled: files)
    }

    static let run = LayoutRun(
        command: "Benchmarks/run.sh layouts --features 4,64 --runs 3", started: "2026-12-01 13:00 UTC",
        totalSeconds: 754, machine: "2 cores, Linux x86_64, Swift 6.3.1", loadAverages: [4.04, 6.26], runs: 3,
        featureCounts: [4, 64],
        sizes: [
            PackageSize(features: 4, layout: .featureFirst, modules: 9, files: 33, lines: 1_234),
            PackageSize(features: 4, layout: .layerFirst, modules: 7, files: 33, lines: 1_240),
        ],
        steps: [
            MeasuredStep(
                features: 4, layout: .featureFirst, step: .stateMachineLine, filesTouched: 1, directoriesTouched: 1,
                samples: [
                    sample(1.5, 0.75, ["Area01Feature"], 1), sample(1.25, 0.5, ["Area01Feature"], 1),
                    sample(2.0, 1.0, ["Area01Feature"], 1),
                ]),
            MeasuredStep(
                features: 4, layout: .layerFirst, step: .stateMachineLine, filesTouched: 1, directoriesTouched: 1,
                samples: [
                    sample(3.0, 1.5, ["ViewModels"], 1), sample(4.0, 2.0, ["ViewModels", "Views"], 3),
                    sample(2.5, 1.0, ["ViewModels"], 1),
                ]),
            MeasuredStep(
                features: 64, layout: .featureFirst, step: .stateMachineLine, filesTouched: 1, directoriesTouched: 1,
                samples: [sample(1.5, 0.5, ["Area01Feature"], 1)]),
            MeasuredStep(
                features: 64, layout: .layerFirst, step: .stateMachineLine, filesTouched: 1, directoriesTouched: 1,
                samples: [sample(12.5, 10.0, ["ViewModels", "Views", "App", "Models"], 9)]),
        ])

    @Test func aRowShowsMedianMinimumAndMaximumAndTheModules() {
        let markdown = LayoutTables.markdown(Self.run)
        #expect(
            markdown.contains(
                "| (a) one line in a feature's state-machine method | feature-first | 1 / 1 | 1.50 (1.25–2.00) | "
                    + "0.75 (0.50–1.00) | 1: Area01Feature | 1 |"))
        #expect(
            markdown.contains(
                "| (a) one line in a feature's state-machine method | layer-first | 1 / 1 | 3.00 (2.50–4.00) | "
                    + "1.50 (1.00–2.00) | 1–2 of 7 (the runs differ) | 1–3 |"))
        #expect(markdown.contains("**4 features.** feature-first: 9 modules, 33 files, 1,234 lines; layer-first: "))
    }

    @Test func theRatiosAndTheGrowthComeFromTheMedians() {
        let markdown = LayoutTables.markdown(Self.run)
        // 3.00 / 1.50 and 12.5 / 1.5 for wall; 1.50 / 0.75 and 10.0 / 0.5 for CPU.
        #expect(
            markdown.contains("| (a) one line in a feature's state-machine method | 2.00× | 8.33× | 2.00× | 20.00× |"))
        #expect(markdown.contains("| (a) | layer-first | 3.00 → 12.5 | 4.2× | 1.50 → 10.0 | 6.7× |"))
        #expect(markdown.contains("| (a) | feature-first | 1.50 → 1.50 | 1.0× | 0.75 → 0.50 | 0.7× |"))
    }

    @Test func theProvenanceNamesTheCommandTheMachineAndTheLoad() {
        #expect(
            LayoutTables.markdown(Self.run).hasPrefix(
                "Measured by `Benchmarks/run.sh layouts --features 4,64 --runs 3` on 2026-12-01 13:00 UTC: 2 cores, "
                    + "Linux x86_64, Swift 6.3.1; one-minute load average 4.0 at the start and 6.3 at the end. The run "
                    + "took 12 min 34 s."))
    }

    @Test func theReadmeBlockIsReplacedBetweenItsMarkersOnly() {
        let text = "before\n\(LayoutTables.beginMarker)\nold\n\(LayoutTables.endMarker)\nafter\n"
        let updated = LayoutTables.replacingBlock(in: text, with: "new\n")
        #expect(updated == "before\n\(LayoutTables.beginMarker)\nnew\n\(LayoutTables.endMarker)\nafter\n")
        #expect(updated.flatMap(LayoutTables.block(in:)) == "new\n")
        #expect(LayoutTables.replacingBlock(in: "no markers", with: "new\n") == nil)
    }

    @Test func theChartHasALineAndAMarkerPerLayoutAndChangeMeasured() {
        let svg = LayoutChart.svg(Self.run)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        // Change (a) in two layouts, in two panels (wall and CPU): four lines, each through two feature counts.
        #expect(svg.components(separatedBy: "<polyline").count - 1 == 4)
        #expect(svg.contains("stroke-dasharray=\"7 5\""))
        #expect(svg.contains(">(a) one line in a feature's state-machine method</text>"))
        #expect(svg.contains("2026-12-01 13:00 UTC</text>"))
    }
}
