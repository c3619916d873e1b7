import ArchitectureRules
import Foundation
import Testing

/// The table of each feature's public declarations (in the article Documentation/ShopKit.docc/TheThreeContracts.md,
/// once the README's) says what the architecture check counts on this
/// very package, so a feature that grows its surface cannot leave the table behind.
@Suite struct ReadmeDeclarationTableTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Each feature module of this package (`Sources/<Name>Feature`) with its Swift sources.
    private func featureTargets() throws -> [PackageTarget] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot + "/Sources")
            .filter { $0.hasSuffix("Feature") }.sorted()
        return names.map { name in
            PackageTarget(
                name: name, kind: .regular, path: "Sources/\(name)",
                sources: PackageDump.swiftSources(in: "Sources/\(name)", packageDirectory: Self.packageRoot))
        }
    }

    /// The rows of the README table headed `| feature | public declarations |`.
    private func readmeTable() throws -> [String: Int] {
        let readme = try String(
            contentsOfFile: Self.packageRoot + "/Documentation/ShopKit.docc/TheThreeContracts.md", encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| feature | public declarations |"))
        var rows: [String: Int] = [:]
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let count = try #require(cells.count == 2 ? Int(cells[1]) : nil, "not a table row: \(line)")
            rows[cells[0]] = count
        }
        return rows
    }

    @Test func theReadmeTableEqualsWhatTheCheckCountsForEveryFeature() throws {
        let targets = try featureTargets()
        #expect(targets.count >= 4, "found only \(targets.map(\.name)) under Sources")
        let report = ArchitectureCheck.run(
            PackageGraph(targets: targets), files: .directory(Self.packageRoot))
        let counted = Dictionary(
            uniqueKeysWithValues: targets.map { ($0.name, report.publicDeclarations[$0.name]?.count ?? 0) })
        #expect(try readmeTable() == counted, "the check counts \(counted.sorted { $0.key < $1.key })")
        #expect(counted.values.allSatisfy { $0 > 0 }, "every feature exposes at least its Entry: \(counted)")
    }
}
