import Foundation
import Testing

@testable import AppGeneration

/// A package new-app makes depends on this one for the architecture check and add-feature. SwiftPM refuses such a
/// dependency when any product of the dependency, used or not, reaches a target named like one of the depending
/// package's own: here, read from `swift package dump-package` of this checkout, no product reaches a module that
/// a generated package has.
@Suite struct TemplateProductsTests {
    /// The checkout's manifest as `swift package dump-package` prints it, read in a scratch directory of its own
    /// (the test's own build directory is locked by `swift test`).
    static func dump(_ package: URL) throws -> [String: Any] {
        let scratch = try NewAppCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// Every target a product of `manifest` reaches: the targets it lists and, transitively, their target
    /// dependencies.
    static func targetsReachedByProducts(_ manifest: [String: Any]) -> [String: Set<String>] {
        let targets = (manifest["targets"] as? [[String: Any]]) ?? []
        var dependencies: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            dependencies[name] = ((target["dependencies"] as? [[String: Any]]) ?? []).compactMap { dependency in
                for kind in ["byName", "target"] {
                    if let value = dependency[kind] as? [Any], let name = value.first as? String { return name }
                }
                return nil
            }
        }
        var reached: [String: Set<String>] = [:]
        for product in (manifest["products"] as? [[String: Any]]) ?? [] {
            guard let name = product["name"] as? String else { continue }
            var seen = Set<String>()
            var next = (product["targets"] as? [String]) ?? []
            while let target = next.popLast() {
                guard dependencies[target] != nil, seen.insert(target).inserted else { continue }
                next += dependencies[target] ?? []
            }
            reached[name] = seen
        }
        return reached
    }

    @Test func noProductReachesAModuleOfAGeneratedPackage() throws {
        let reached = Self.targetsReachedByProducts(try Self.dump(NewAppCommandTests.checkout))
        // The products teams use, by the names they type.
        #expect(
            Set(reached.keys).isSuperset(of: [
                "CheckArchitecture", "AddFeature", "ArchitectureCheckTool", "FeatureScaffoldTool", "ArchitectureRules",
            ]))
        #expect(reached["CheckArchitecture"]?.contains("ArchitectureRules") == true)
        #expect(reached["AddFeature"]?.contains("FeatureScaffolding") == true)

        // A package as new-app makes it, and the targets its manifest declares.
        let directory = try NewAppCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = NewAppCommandTests.run(["FieldNotes", "--owner", "globex", "--output", "app"], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        let app = try Self.dump(directory.appendingPathComponent("app"))
        let generated = Set(((app["targets"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String })
        #expect(generated.isSuperset(of: ["Networking", "Persistence", "CSQLite", "FieldNotes", "HomeFeature"]))
        #expect(generated.count > 20)
        let taken = try AppBlueprint.takenNames(in: TemplateSource.locate(among: [NewAppCommandTests.checkout]))
        // Every module of the generated package but the app's own is taken.
        #expect(generated.subtracting(["FieldNotes", "FieldNotesTests"]).isSubset(of: taken))
        for (product, targets) in reached {
            #expect(
                targets.isDisjoint(with: generated),
                "ShopKit's product \(product) reaches \(targets.intersection(generated).sorted())")
            // An app may not take the name of a module the dependency brings.
            #expect(
                targets.isSubset(of: taken), "an app may be named \(targets.subtracting(taken).sorted())")
        }
    }
}
