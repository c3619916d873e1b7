import Foundation
import Testing

/// The dump-package cache, seen through a `swift` that logs each dump before running the real one, and local
/// packages' products resolved from their own manifests.
@Suite(.timeLimit(.minutes(5))) struct ManifestCacheTests {
    /// A temporary folder with a copy of ShopShaped and a logging `swift` wrapper.
    struct Workspace {
        let root: String
        var package: String { "\(root)/ShopShaped" }
        var log: String { "\(root)/dumps.log" }
        var swift: String { "\(root)/swift" }
        var cache: String { "\(root)/cache" }

        init() throws {
            root =
                FileManager.default.temporaryDirectory.appendingPathComponent("manifest-cache-\(UUID().uuidString)")
                .path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: CheckTool.fixture("ShopShaped"), toPath: package)
            try writeSwift(version: "1")
        }

        /// A `swift` that answers `--version` with `fake <version>` and logs every other call, then runs the real one.
        func writeSwift(version: String) throws {
            let real = try #require(
                (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
                    .first { FileManager.default.isExecutableFile(atPath: $0) && !$0.hasPrefix(root) })
            let script = """
                #!/bin/sh
                if [ "$1" = "--version" ]; then echo "fake \(version)"; exit 0; fi
                echo "dump" >> '\(log)'
                exec '\(real)' "$@"

                """
            try script.write(toFile: swift, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
        }

        /// Runs the check and returns its status and how many dumps it ran; `--dump-every-manifest` unless
        /// `literally`, since ShopShaped's manifest is plain enough to be read without dump-package.
        func check(_ extra: [String] = [], literally: Bool = false) async throws -> (status: Int32, dumps: Int) {
            let before = dumps
            let run = try await CheckTool.run(
                ["--package-dir", package, "--swift", swift, "--cache-dir", cache, "--quiet"]
                    + (literally ? [] : ["--dump-every-manifest"]) + extra)
            return (run.status, dumps - before)
        }

        var dumps: Int {
            ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").count
        }
    }

    @Test func aSecondRunReadsTheCacheUntilAManifestChanges() async throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace.root) }
        #expect(try await workspace.check() == (0, 1))
        #expect(try await workspace.check() == (0, 0))

        try CheckTool.edit(
            "\(workspace.package)/Package.swift", replacing: "let package = Package(",
            with: "// edited\nlet package = Package(")
        #expect(try await workspace.check() == (0, 1))
        #expect(try await workspace.check() == (0, 0))

        // A version-specific manifest is part of the key too.
        let manifest = try String(contentsOfFile: "\(workspace.package)/Package.swift", encoding: .utf8)
        try manifest.write(toFile: "\(workspace.package)/Package@swift-6.0.swift", atomically: true, encoding: .utf8)
        #expect(try await workspace.check() == (0, 1))
        #expect(try await workspace.check() == (0, 0))
    }

    /// A manifest whose every argument is a literal is read as text: no dump-package, nothing cached; one that
    /// is not (here a variable) is dumped and cached as before.
    @Test func aLiteralManifestRunsNoDumpPackage() async throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace.root) }
        #expect(try await workspace.check(literally: true) == (0, 0))
        #expect(!FileManager.default.fileExists(atPath: workspace.cache))
        try CheckTool.edit(
            "\(workspace.package)/Package.swift", replacing: "let package = Package(",
            with: "let packageName = \"ShopShaped\"\nlet package = Package(")
        try CheckTool.edit(
            "\(workspace.package)/Package.swift", replacing: "name: \"ShopShaped\"", with: "name: packageName")
        #expect(try await workspace.check(literally: true) == (0, 1))
        #expect(try await workspace.check(literally: true) == (0, 0))
    }

    @Test func anotherToolchainVersionDumpsAgain() async throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace.root) }
        #expect(try await workspace.check() == (0, 1))
        try workspace.writeSwift(version: "2 (a longer version string)")
        #expect(try await workspace.check() == (0, 1))
        #expect(try await workspace.check() == (0, 0))
    }

    @Test func noCacheDumpsEveryTime() async throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace.root) }
        #expect(try await workspace.check(["--no-cache"]) == (0, 1))
        #expect(try await workspace.check(["--no-cache"]) == (0, 1))
        #expect(!FileManager.default.fileExists(atPath: workspace.cache))
    }

    @Test func aCorruptEntryIsAMissNotAFailure() async throws {
        let workspace = try Workspace()
        defer { try? FileManager.default.removeItem(atPath: workspace.root) }
        #expect(try await workspace.check() == (0, 1))
        let entries = try FileManager.default.contentsOfDirectory(atPath: workspace.cache).filter {
            !$0.hasPrefix("toolchain-")
        }
        #expect(entries.count == 1)
        try "{\"package\": 1".write(toFile: "\(workspace.cache)/\(entries[0])", atomically: true, encoding: .utf8)
        #expect(try await workspace.check() == (0, 1))
        #expect(try await workspace.check() == (0, 0))
    }

    /// An app package over a local package whose product `Design` holds the modules `DesignSystem` and
    /// `Design-Tokens` (imported as `Design_Tokens`): no map in the configuration, both dumped.
    @Test func aLocalProductResolvesToTheModulesItsManifestLists() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("local-product-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try CheckTool.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Design",
                products: [.library(name: "Design", targets: ["DesignSystem", "Design-Tokens"])],
                targets: [.target(name: "DesignSystem"), .target(name: "Design-Tokens")]
            )

            """, to: "\(root)/Design/Package.swift")
        try CheckTool.write("public let ink = 1\n", to: "\(root)/Design/Sources/DesignSystem/Ink.swift")
        try CheckTool.write("public let spacing = 8\n", to: "\(root)/Design/Sources/Design-Tokens/Spacing.swift")
        try CheckTool.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(path: "../Design")],
                targets: [
                    .executableTarget(name: "App", dependencies: [.product(name: "Design", package: "Design")])
                ]
            )

            """, to: "\(root)/App/Package.swift")
        try CheckTool.write("import Design_Tokens\n\nprint(spacing)\n", to: "\(root)/App/Sources/App/main.swift")
        try CheckTool.write(
            """
            {"packages": [{"package": "design", "category": "utility"}], "rules": {"codeowners": false},
             "feature": {"demo": null, "testTarget": null, "entryFile": null}}

            """, to: "\(root)/App/architecture.json")
        var (status, output) = try await CheckTool.check("\(root)/App", ["--cache-dir", "\(root)/cache"])
        #expect(output == "architecture check: 1 module, 1 remote package, 1 edge, 0 errors (T s)\n")
        #expect(status == 0)

        try CheckTool.write("print(1)\n", to: "\(root)/App/Sources/App/main.swift")
        (status, output) = try await CheckTool.check("\(root)/App", ["--cache-dir", "\(root)/cache"])
        #expect(status == 1)
        #expect(
            output.hasPrefix(
                "error: App depends on product Design of design, but no source file of App imports DesignSystem or "
                    + "Design_Tokens [unused-dependency]\n"))
    }
}
