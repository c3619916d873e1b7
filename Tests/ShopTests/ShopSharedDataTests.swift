import ExecutableTesting
import Foundation
import Testing

/// Several `shop` processes on one data directory at once, as two windows of the app (or an app and its
/// extension) are: the cart they share ends up holding exactly what they reported doing.
@Suite struct ShopSharedDataTests {
    static let fixedTime = ["--fixed-time", "2026-11-29T12:00:00Z"]

    /// Each process's script: the same product, added to and removed from over and over.
    static let script =
        ["search kettle", "open 1"]
        + Array(repeating: ["add", "add", "cart", "remove 1", "back", "add"], count: 6).joined()

    /// The items a run reported adding minus those it reported removing, from its analytics events (one per
    /// change the cart accepted; a refused change has none).
    static func reportedChange(_ run: BuiltExecutable.Run) -> (added: Int, removed: Int) {
        var added = 0
        var removed = 0
        for line in run.standardError.split(separator: "\n") {
            guard let quantity = line.firstMatch(of: /\squantity=(\d+)/).flatMap({ Int($0.1) }) else { continue }
            if line.hasPrefix("analytics: product_added_to_cart ") { added += quantity }
            if line.hasPrefix("analytics: cart_line_removed ") { removed += quantity }
        }
        return (added, removed)
    }

    @Test func threeProcessesAddingAndRemovingEndWithTheSumOfWhatTheyReported() async throws {
        let shop = try BuiltExecutable(named: "shop")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-shared-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--data-dir", directory.path, "--analytics"] + Self.fixedTime
        let first = try await shop.run(arguments, input: [])
        #expect(first.status == 0, "\(first.standardError)")

        // Three at once, whatever the shared bound on running processes: they must overlap.
        let together = RunSlots(count: 3)
        let runs = try await withThrowingTaskGroup(of: BuiltExecutable.Run.self) { group in
            for _ in 0..<3 {
                group.addTask { try await shop.run(arguments, input: Self.script, slots: together) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var reported = 0
        for run in runs {
            #expect(run.status == 0, "\(run.standardError)")
            let change = Self.reportedChange(run)
            #expect(change.added > 0)
            reported += change.added - change.removed
            for text in [run.standardOutput, run.standardError] {
                #expect(!text.contains("constraint") && !text.contains("SQLite"), "no raw database message:\n\(text)")
            }
        }

        let last = try await shop.run(arguments, input: [])
        let count = try #require(last.standardOutput.firstMatch(of: /cart (\d+) ==/).flatMap { Int($0.1) })
        #expect(count == reported, "the cart holds \(count) items; the processes reported \(reported)")
    }
}
