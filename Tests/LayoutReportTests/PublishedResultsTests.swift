import Foundation
import LayoutReport
import Testing

/// The layouts tables of the "How to measure" article (Documentation/ShopKit.docc/HowToMeasure.md) and `Benchmarks/layouts.svg` are both rendered from `Benchmarks/layouts.json`,
/// which one run of `Benchmarks/run.sh layouts` writes with them: editing one by hand fails here.
struct PublishedResultsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    static func results() throws -> LayoutRun {
        try JSONDecoder().decode(LayoutRun.self, from: Data(try text("Benchmarks/layouts.json").utf8))
    }

    @Test func theReadmeTablesAreTheRecordedRun() throws {
        let block = try #require(
            LayoutTables.block(in: try Self.text("Documentation/ShopKit.docc/HowToMeasure.md")),
            "HowToMeasure.md has no layouts block")
        #expect(block == LayoutTables.markdown(try Self.results()))
    }

    @Test func theChartIsTheRecordedRun() throws {
        #expect(try Self.text("Benchmarks/layouts.svg") == LayoutChart.svg(try Self.results()))
    }

    @Test func theRecordedRunMeasuredEveryStepInBothLayouts() throws {
        let run = try Self.results()
        for features in run.featureCounts {
            for step in BuildStep.allCases {
                #expect(run.step(step, .featureFirst, features: features)?.samples.count == run.runs)
                #expect(run.step(step, .layerFirst, features: features)?.samples.count == run.runs)
            }
        }
    }
}
