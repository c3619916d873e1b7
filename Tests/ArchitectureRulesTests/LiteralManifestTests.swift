import ArchitectureRules
import Foundation
import Testing

/// A checked-out package's manifest read as text, and the three formats of `Package.resolved`.
struct LiteralManifestTests {
    private func read(_ source: String) throws -> LiteralManifest {
        try #require(LiteralManifest.read(Array(source.utf8)))
    }

    @Test func literalProductsTargetsAndDependenciesAreRead() throws {
        let manifest = try read(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "swift-geo",
                platforms: [.macOS(.v13)],
                products: [
                    .library(name: "Geo", targets: ["GeoCore", "GeoFormat"]),
                    .library(name: "GeoKit", type: .dynamic, targets: ["GeoCore"]),
                    .executable(name: "geo", targets: ["GeoTool"]),
                ],
                dependencies: [
                    .package(url: "https://github.com/example/swift-ordered.git", from: "0.9.0"),
                    .package(path: "../Local"),
                ],
                targets: [
                    .target(name: "GeoCore", path: "Sources/Core"),
                    .target(
                        name: "GeoFormat",
                        dependencies: [
                            "GeoCore", .target(name: "Shims"), .byName(name: "Helpers"),
                            .product(name: "OrderedSet", package: "swift-ordered", condition: .when(platforms: [.linux])),
                        ]),
                    .executableTarget(name: "GeoTool", dependencies: ["GeoFormat"]),
                ]
            )
            """)
        #expect(manifest.name == "swift-geo")
        #expect(manifest.isComplete)
        #expect(manifest.products.map(\.name) == ["Geo", "GeoKit", "geo"])
        #expect(manifest.products.map(\.isDynamicLibrary) == [false, true, false])
        #expect(manifest.products.first?.targets == ["GeoCore", "GeoFormat"])
        #expect(manifest.packageLocations == ["https://github.com/example/swift-ordered.git", "../Local"])
        #expect(manifest.targets.map(\.kind) == ["target", "target", "executableTarget"])
        #expect(
            manifest.targets[1].dependencies == [
                .byName("GeoCore"), .target("Shims"), .byName("Helpers"),
                .product(name: "OrderedSet", package: "swift-ordered"),
            ])
    }

    /// What is not a literal is skipped, and the manifest says it was not read whole: a variable's settings, a
    /// `#if` between targets (both branches are read), a change to `package` after the call.
    @Test func whatIsNotLiteralMakesItIncomplete() throws {
        let settings = try read(
            """
            let package = Package(name: "A", targets: [.target(name: "A", swiftSettings: settings)])
            """)
        #expect(settings.targets.map(\.name) == ["A"])
        #expect(!settings.isComplete)

        let conditional = try read(
            """
            let package = Package(
                name: "B",
                targets: [
                    .target(name: "B"),
                    #if os(Linux)
                    .target(name: "BLinux"),
                    #endif
                ]
            )
            """)
        #expect(conditional.targets.map(\.name) == ["B", "BLinux"])
        #expect(!conditional.isComplete)

        let appended = try read(
            """
            let package = Package(name: "C", targets: [.target(name: "C")])
            package.targets.append(.target(name: "D"))
            """)
        #expect(appended.targets.map(\.name) == ["C"])
        #expect(!appended.isComplete)

        let computed = try read(
            """
            let names = ["E", "F"]
            let package = Package(name: "E\\(1)", targets: names.map { .target(name: $0) })
            """)
        #expect(computed.name == nil)
        #expect(computed.targets.isEmpty)
        #expect(!computed.isComplete)
        #expect(LiteralManifest.read(Array("let x = 1".utf8)) == nil)
    }

    @Test func packageResolvedInFormatOne() throws {
        let pins = try #require(
            CheckedOutPackages.pins(
                inResolved: Array(
                    """
                    {
                      "object": {
                        "pins": [
                          {
                            "package": "Alamofire",
                            "repositoryURL": "https://github.com/Alamofire/Alamofire.git",
                            "state": { "branch": null, "revision": "f455c2975872ccd2d9c81594c658af65716e9b9a", "version": "5.9.1" }
                          }
                        ]
                      },
                      "version": 1
                    }
                    """.utf8)))
        #expect(
            pins == [
                .init(identity: "alamofire", location: "https://github.com/Alamofire/Alamofire.git", version: "5.9.1")
            ])
    }

    @Test func packageResolvedInFormatsTwoAndThree() throws {
        for header in [#""version" : 2"#, #""originHash" : "abc", "version" : 3"#] {
            let pins = try #require(
                CheckedOutPackages.pins(
                    inResolved: Array(
                        """
                        {
                          \(header),
                          "pins" : [
                            {
                              "identity" : "swift-syntax",
                              "kind" : "remoteSourceControl",
                              "location" : "https://github.com/swiftlang/swift-syntax.git",
                              "state" : { "revision" : "0687f71944021d616d34d922343dcef086855920", "version" : "600.0.1" }
                            },
                            {
                              "identity" : "tool",
                              "kind" : "remoteSourceControl",
                              "location" : "https://github.com/example/Tool",
                              "state" : { "branch" : "main", "revision" : "1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e" }
                            }
                          ]
                        }
                        """.utf8)))
            #expect(
                pins == [
                    .init(
                        identity: "swift-syntax", location: "https://github.com/swiftlang/swift-syntax.git",
                        version: "600.0.1"),
                    .init(identity: "tool", location: "https://github.com/example/Tool", version: nil),
                ])
        }
        #expect(CheckedOutPackages.pins(inResolved: Array("not json".utf8)) == nil)
    }

    /// Products resolve across checkouts: a product's targets, their target dependencies and the modules of other
    /// checked-out packages' products; macros and tests are not modules a client imports.
    @Test func productsResolveAcrossCheckouts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkouts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ package: String, _ manifest: String) throws {
            let directory = folder.appendingPathComponent(package)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try manifest.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        }
        try write(
            "swift-macro-kit",
            """
            let package = Package(
                name: "MacroKit",
                products: [.library(name: "MacroKit", targets: ["MacroKit"])],
                dependencies: [.package(url: "https://github.com/example/swift-parsing.git", from: "1.0.0")],
                targets: [
                    .macro(name: "MacroKitPlugin", dependencies: [.product(name: "Parsing", package: "swift-parsing")]),
                    .target(name: "MacroKit", dependencies: ["MacroKitPlugin", "Support-Types", "Parsing"]),
                    .target(name: "Support-Types"),
                    .testTarget(name: "MacroKitTests", dependencies: ["MacroKit"]),
                ]
            )
            """)
        try write(
            "swift-parsing",
            """
            let package = Package(
                name: "swift-parsing",
                products: [.library(name: "Parsing", targets: ["ParsingCore"])],
                targets: [.target(name: "ParsingCore")]
            )
            """)
        let checkouts = CheckedOutPackages.read(checkoutFolders: [folder.path], resolvedFiles: [])
        #expect(checkouts.products["swift-macro-kit"]?["MacroKit"] == ["MacroKit", "Support_Types", "ParsingCore"])
        #expect(checkouts.products["swift-parsing"]?["Parsing"] == ["ParsingCore"])
    }
}
