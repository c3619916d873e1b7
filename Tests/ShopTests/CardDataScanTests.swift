import ExecutableTesting
import Foundation
import Testing

/// After a paid order, nothing the app keeps or prints holds the test card's number, expiry or code.
@Suite struct CardDataScanTests {
    @Test func aPaidOrderLeavesNoCardDigitsInTheDataDirectoryOrTheAnalytics() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shop-card-scan-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try await BuiltExecutable(named: "shop").run(
            ["--data-dir", directory.path, "--fixed-time", "2026-11-29T12:00:00Z", "--analytics"],
            input: [
                "profile", "login ada@example.com lovelace-1815", "home", "search kettle", "open 1", "add", "cart",
                "address 1", "place", "4242 4242 4242 4242", "09/31", "737", "quit",
            ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("Order o-000001"), "the order was paid and placed")
        #expect(run.standardError.contains("order_placed"), "analytics were printed")
        let forbidden = ["4242424242424242", "4242 4242 4242 4242", "09/31", "\"737\"", "=737"]
        var scanned = 0
        let files = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String } ?? []
        for file in files {
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(file).path) else {
                continue
            }
            scanned += 1
            for digits in forbidden {
                #expect(data.range(of: Data(digits.utf8)) == nil, "\(digits) in \(file)")
            }
        }
        #expect(scanned > 0, "the data directory holds the database")
        for digits in forbidden {
            #expect(!run.standardError.contains(digits), "\(digits) in the analytics output")
            #expect(!run.standardOutput.contains(digits), "\(digits) on screen")
        }
    }
}
