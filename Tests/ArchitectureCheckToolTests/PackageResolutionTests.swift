import Foundation
import Testing

/// Packages resolved the way Xcode and SwiftPM resolve them: a local package folder the workspace lists wins over a
/// remote reference of the same identity, and a product that bundles several targets is one dependency.
@Suite(.timeLimit(.minutes(5))) struct PackageResolutionTests {
    /// Trails.xcworkspace lists Vendor/trail-kit while the project links TrailMaps and TrailModels through
    /// https://github.com/example/trail-kit.git: Xcode builds the folder, so the products are the local package's
    /// targets (categorised, checked, no `uncategorised` remote package, the app's imports declared), and the one
    /// true finding is inside the package.
    /// Tools 5.2 to 5.5 name a package for by-name dependencies: `.package(name: "Overture", url:
    /// ".../swift-overture")` lets a target depend on `"Overture"`, that package's product (ProtonVPN's Modals). Read
    /// as text or through dump-package, the dependency is the product.
    @Test func aPackageNamedForByNameDependenciesProvidesThem() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("named-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try CheckTool.write(
            """
            // swift-tools-version:5.5
            import PackageDescription

            let package = Package(
                name: "Modals",
                dependencies: [
                    .package(name: "Overture", url: "https://github.com/pointfreeco/swift-overture", .exact("0.5.0")),
                ],
                targets: [
                    .target(name: "Modals", dependencies: ["Overture"]),
                ]
            )

            """, to: directory + "/Package.swift")
        try CheckTool.write("import Overture\n", to: directory + "/Sources/Modals/Styling.swift")
        try CheckTool.write(
            #"{"packages": [{"package": "swift-overture", "category": "utility"}]}"#,
            to: directory + "/architecture.json")
        for extra in [[], ["--dump-every-manifest"]] {
            let (status, output) = try await CheckTool.check(directory, ["--no-cache"] + extra)
            #expect(status == 0)
            #expect(output == "architecture check: 1 module, 1 remote package, 1 edge, 0 errors (T s)\n")
        }
    }

    @Test func aWorkspaceFolderWinsOverARemoteReference() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("WorkspaceOverrideApp"))
        #expect(status == 1)
        #expect(
            output == """
                Vendor/trail-kit/Sources/TrailMaps/TrailMap.swift:1:8: error: TrailMaps imports TrailModels, which is not one of its dependencies [undeclared-import]
                note: add "TrailModels" to the dependencies of TrailMaps in Vendor/trail-kit/Package.swift
                errors by rule: undeclared-import 1
                architecture check: 3 modules, 2 edges, 1 error (T s)

                """)
    }

    /// Adds entries for `locations` (relative to the workspace's folder) to the copy's `Trails.xcworkspace`.
    private static func addToTheWorkspace(_ locations: [String], in copy: String) throws {
        let entries = locations.map { "   <FileRef\n      location = \"group:\($0)\">\n   </FileRef>\n" }
        try CheckTool.edit(
            copy + "/Trails.xcworkspace/contents.xcworkspacedata", replacing: "</Workspace>",
            with: entries.joined() + "</Workspace>")
    }

    /// A workspace listing a project and a package folder that are not on disk (git submodules not checked out, as
    /// in AltStore) is checked to the end: a warning for each, and the app's imports of `Roxas` and `AltSign`, which
    /// they may provide, are not reported; an import nothing could provide still is, by a package target.
    @Test func aWorkspacesMissingProjectAndFolderAreWarnings() async throws {
        let copy = try CheckTool.copy("WorkspaceOverrideApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try Self.addToTheWorkspace(["Dependencies/Roxas/Roxas.xcodeproj", "Dependencies/AltSign"], in: copy)
        try CheckTool.edit(
            copy + "/Trails/TrailsApp.swift", replacing: "import TrailModels\n",
            with: "import TrailModels\nimport Roxas\nimport AltSign\n")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(
            output.hasPrefix(
                """
                Trails.xcworkspace/contents.xcworkspacedata:11: warning: cannot read the Xcode project at \
                Dependencies/Roxas/Roxas.xcodeproj, which Trails.xcworkspace/contents.xcworkspacedata lists, because \
                it does not exist; its targets are not checked, an Xcode target's import of a module nothing known \
                provides is not reported, since it may be one of its modules, and neither are the unused \
                dependencies of a target that depends on one of its targets
                note: if it is a git submodule, check it out (git submodule update --init) before the check; if a \
                generator writes it, run that first; if it moved, correct the path in \
                Trails.xcworkspace/contents.xcworkspacedata
                Trails.xcworkspace/contents.xcworkspacedata:14: warning: cannot read the local package at \
                Dependencies/AltSign, which Trails.xcworkspace/contents.xcworkspacedata names, because the folder \
                does not exist;
                """))
        #expect(!output.contains("imports Roxas") && !output.contains("imports AltSign"))
        #expect(output.contains("TrailMaps imports TrailModels, which is not one of its dependencies"))
        #expect(output.contains("architecture check: 3 modules, 2 edges, 1 error"))

        // With the project checked out, the package is still missing: the app links its product with no package
        // reference, as Xcode writes it for a workspace's package, so its import may be that package's.
        try CheckTool.edit(
            copy + "/Trails.xcworkspace/contents.xcworkspacedata",
            replacing: "location = \"group:Dependencies/Roxas/Roxas.xcodeproj\"", with: "location = \"group:Trails\"")
        try CheckTool.edit(copy + "/Trails/TrailsApp.swift", replacing: "import Roxas\n", with: "")
        let project = copy + "/Trails.xcodeproj/project.pbxproj"
        try CheckTool.edit(
            project, replacing: "B2000000000000000000D002 /* TrailModels */,\n",
            with:
                "B2000000000000000000D002 /* TrailModels */,\n\t\t\t\tB2000000000000000000D003 /* AltSign-Static */,\n")
        try CheckTool.edit(
            project, replacing: "/* End XCSwiftPackageProductDependency section */",
            with: """
                B2000000000000000000D003 /* AltSign-Static */ = {
                    isa = XCSwiftPackageProductDependency;
                    productName = "AltSign-Static";
                };
                /* End XCSwiftPackageProductDependency section */
                """)
        let (again, rerun) = try await CheckTool.check(copy)
        #expect(again == 1)
        #expect(!rerun.contains("Roxas.xcodeproj") && !rerun.contains("imports AltSign"))
        #expect(rerun.contains("Trails links AltSign-Static"))
    }

    /// RxSwift's and GRDB's workspaces show `CHANGELOG.md` and `Makefile`, which are not in the repository: files,
    /// not packages, so they are no warning (and switch off nothing). A missing folder is a package not checked out,
    /// and so is a missing entry with a dot in its name that `.gitmodules` lists (a submodule `GRDB.swift`).
    @Test func aWorkspacesMissingFileIsNoPackage() async throws {
        let copy = try CheckTool.copy("WorkspaceOverrideApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try Self.addToTheWorkspace(
            ["CHANGELOG.md", "Makefile", "Dependencies/AltSign", "Dependencies/GRDB.swift", "Docs/Guide.md"], in: copy)
        try Data(
            "[submodule \"GRDB\"]\n\tpath = Dependencies/GRDB.swift\n\turl = https://github.com/groue/GRDB.swift\n".utf8
        )
        .write(to: URL(fileURLWithPath: copy + "/.gitmodules"))
        let (_, output) = try await CheckTool.check(copy)
        let unreadable = output.split(separator: "\n").filter { $0.contains("cannot read the local package at") }
        #expect(unreadable.count == 2)
        #expect(unreadable.contains { $0.contains("at Dependencies/AltSign,") })
        #expect(unreadable.contains { $0.contains("at Dependencies/GRDB.swift,") })
        #expect(!output.contains("CHANGELOG.md") && !output.contains("Makefile") && !output.contains("Guide.md"))
    }

    /// Several projects one workspace lists are missing (submodules not checked out): one warning names them all, at
    /// the line of the first, with one note.
    @Test func aWorkspacesMissingProjectsAreOneWarning() async throws {
        let copy = try CheckTool.copy("WorkspaceOverrideApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try Self.addToTheWorkspace(
            ["Dependencies/Roxas/Roxas.xcodeproj", "Dependencies/Harmony/Harmony.xcodeproj"], in: copy)
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(output.components(separatedBy: "warning:").count - 1 == 1)
        #expect(output.components(separatedBy: "note: if they are git submodules").count - 1 == 1)
        #expect(
            output.hasPrefix(
                """
                Trails.xcworkspace/contents.xcworkspacedata:11: warning: cannot read 2 Xcode projects that \
                Trails.xcworkspace/contents.xcworkspacedata lists, because they do not exist: \
                Dependencies/Roxas/Roxas.xcodeproj and Dependencies/Harmony/Harmony.xcodeproj; their targets are not \
                checked,
                """))
    }

    /// Without the workspace's folder reference the project builds the remote release: the package is remote, has no
    /// category, and the app's imports of its modules are imports of a product it links.
    @Test func withoutTheWorkspaceEntryThePackageIsRemote() async throws {
        let copy = try CheckTool.copy("WorkspaceOverrideApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try CheckTool.edit(
            copy + "/Trails.xcworkspace/contents.xcworkspacedata",
            replacing: """
                   <FileRef
                      location = "group:Vendor/trail-kit">
                   </FileRef>

                """, with: "")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(
            output.hasPrefix(
                """
                error: remote package trail-kit (https://github.com/example/trail-kit.git) has no category; used by Trails [uncategorised]
                """))
        #expect(output.contains("architecture check: 3 modules, 1 remote package, 1 edge, "))
    }

    /// Toolkit's one product bundles Formatting, Storage and Sync. The app imports Formatting, the Editor package
    /// imports Storage: both use the product. The test bundle imports none of them: one finding for the product, with
    /// a fix made in Xcode, not one per module.
    @Test func anUmbrellaProductIsOneDependency() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("BundledProductApp"))
        #expect(status == 1)
        #expect(
            output == """
                error: NotebookTests depends on product Toolkit of package Toolkit, but no source file of NotebookTests imports Formatting, Storage or Sync [unused-dependency]
                note: remove Toolkit from NotebookTests's Frameworks, Libraries, and Embedded Content in Notebook.xcodeproj; if NotebookTests needs it only to link, add it to "linkOnly": {"NotebookTests": [...]} in architecture.json
                errors by rule: unused-dependency 1
                architecture check: 6 modules, 11 edges, 1 error (T s)

                """)
    }
}

/// Remote products' modules learnt from the checkouts on disk: Atlas links Geo (two modules, one of which brings
/// swift-ordered's OrderedSet product, module OrderedSetModule) and Tiles (module TileKit). Package.resolved (format
/// 3) pins the three; a stale checkout it does not pin is not read.
@Suite(.timeLimit(.minutes(5))) struct CheckedOutPackagesTests {
    /// With the checkouts in the repository's SourcePackages, every import is a module of a declared product: what
    /// remains is the packages' categories.
    @Test func theCheckoutsSayWhichModulesEachProductBrings() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("CheckedOutDependencies"))
        #expect(status == 1)
        #expect(
            output == """
                error: remote package swift-geo (https://github.com/example/swift-geo.git) has no category; used by Atlas [uncategorised]
                note: add {"package": "swift-geo", "category": "sdk"} to "packages" in architecture.json ("utility" instead of "sdk" for a small, stable helper that any module may use)
                error: remote package tiles (https://github.com/example/Tiles.git) has no category; used by Atlas [uncategorised]
                note: add {"package": "tiles", "category": "sdk"} to "packages" in architecture.json ("utility" instead of "sdk" for a small, stable helper that any module may use)
                errors by rule: uncategorised 2
                architecture check: 1 module, 2 remote packages, 2 edges, 2 errors (T s)

                """)
    }

    /// The same checkouts where SwiftPM keeps them (`.build/checkouts`), and under a DerivedData folder passed with
    /// `--source-packages`, give the same verdict; with none on disk, the imports are reported as before.
    @Test func checkoutsAreFoundWhereSwiftPMAndXcodePutThem() async throws {
        let copy = try CheckTool.copy("CheckedOutDependencies")
        let derivedData = copy + "-DerivedData"
        defer {
            try? FileManager.default.removeItem(atPath: copy)
            try? FileManager.default.removeItem(atPath: derivedData)
        }
        let folder = (copy as NSString).lastPathComponent
        try FileManager.default.createDirectory(atPath: copy + "/.build", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: copy + "/SourcePackages/checkouts", toPath: copy + "/.build/checkouts")
        let swiftPM = try await CheckTool.check(copy)
        #expect(!swiftPM.output.contains("[undeclared-import]"))
        #expect(!swiftPM.output.contains("[unused-dependency]"))
        #expect(swiftPM.output.contains("errors by rule: uncategorised 2\n"))

        try FileManager.default.createDirectory(
            atPath: derivedData + "/\(folder)-bxkqzdfhgeyowcdzrcvewbkolvsh/SourcePackages",
            withIntermediateDirectories: true)
        try FileManager.default.moveItem(
            atPath: copy + "/.build/checkouts",
            toPath: derivedData + "/\(folder)-bxkqzdfhgeyowcdzrcvewbkolvsh/SourcePackages/checkouts")
        let xcode = try await CheckTool.check(copy, ["--source-packages", derivedData])
        #expect(xcode.output.contains("errors by rule: uncategorised 2\n"))

        // With none on disk, the products' modules are not known: the imports may be theirs, so they are left
        // unchecked, and one note says which, where, and how to let the check decide.
        let nothing = try await CheckTool.check(copy)
        #expect(nothing.status == 1)
        #expect(!nothing.output.contains("[undeclared-import]"))
        #expect(!nothing.output.contains("[unused-dependency]"))
        let note = """
            note: 4 imports were not checked, because each names a module that nothing the target links is known to \
            provide, in a target that links products whose modules (or what they bring) the check does not know, \
            which may bring it: Atlas imports \
            GeoCore (Sources/Atlas/AtlasMap.swift:1), GeoFormat (Sources/Atlas/AtlasMap.swift:2), OrderedSetModule \
            (Sources/Atlas/AtlasMap.swift:3) and TileKit (Sources/Atlas/AtlasMap.swift:4), and links Geo and Tiles; \
            so whether it uses Geo or Tiles is not known either. To check them, let the check read those packages \
            (resolve them, or pass --source-packages <DerivedData>; run pod install for pods), or list each \
            product's modules under "products" of its package in architecture.json
            errors by rule: uncategorised 2

            """
        #expect(nothing.output.contains(note))

        // A module that no product could bring is still an error once the checkouts are read, and the report for CI
        // keeps standard output for itself: the note of what was not checked goes to standard error.
        try FileManager.default.moveItem(
            atPath: derivedData + "/\(folder)-bxkqzdfhgeyowcdzrcvewbkolvsh/SourcePackages/checkouts",
            toPath: copy + "/.build/checkouts")
        try CheckTool.edit(
            copy + "/Sources/Atlas/AtlasMap.swift", replacing: "import TileKit\n",
            with: "import TileKit\nimport Nowhere\n")
        let missing = try await CheckTool.check(copy)
        #expect(
            missing.output.contains("Sources/Atlas/AtlasMap.swift:5:8: error: Atlas imports Nowhere, which is neither"))
        #expect(!missing.output.contains("not checked"))
        try FileManager.default.removeItem(atPath: copy + "/.build/checkouts")
        let json = try await CheckTool.run(["--package-dir", copy, "--format", "json"])
        let standardError = json.standardError.split(separator: "\n")
        #expect(standardError.contains { $0.hasPrefix("note: 5 imports were not checked") })
        let findings = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])["findings"]
        #expect(
            (findings as? [[String: Any]])?.compactMap { $0["rule"] as? String } == ["uncategorised", "uncategorised"])
    }
}
