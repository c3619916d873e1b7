import Foundation
import Testing

/// A repository with local packages the check cannot read still gets checked: a package a code generator writes
/// (missing), a manifest half-way through a rename (does not evaluate), and a project reference to a folder that
/// is not there, which Xcode serves from the package of the same name the workspace lists.
@Suite(.timeLimit(.minutes(5))) struct UnreadablePackageTests {
    @Test func aMissingGeneratedPackageAndABrokenManifestAreLeavesWithWarnings() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("GeneratedPackageApp"))
        #expect(status == 1)
        #expect(
            output == """
                Weather.xcodeproj/project.pbxproj:157: warning: cannot read the local package at Generated/WeatherAPI, which Weather.xcodeproj/project.pbxproj names, because the folder does not exist; it is checked as a leaf: its targets' rules are not checked, and an import of a module it may provide is not reported
                note: if a script or code generator writes it, run that before the check; if it moved, correct the path in Weather.xcodeproj/project.pbxproj; or describe it in architecture.json: {"package": "weatherapi", "category": "foundation", "products": {"<product>": ["<module>", ...]}}
                Packages/Forecast/Package.swift:13: warning: cannot read the local package at Packages/Legacy, which Packages/Forecast/Package.swift names, because its manifest does not evaluate: Package.swift:7:56: cannot find 'chartTargets' in scope; it is checked as a leaf: its targets' rules are not checked, and an import of a module it may provide is not reported
                note: fix the manifest so that `swift package dump-package` succeeds in Packages/Legacy; or describe it in architecture.json: {"package": "legacy", "category": "foundation", "products": {"<product>": ["<module>", ...]}}
                Modules/DesignKit/Sources/DesignKit/Palette.swift:1:8: error: DesignKit (foundation, package DesignKit) imports ForecastFeature (feature, package Forecast): a foundation module cannot depend on a feature [foundation-purity]
                note: remove the import; move what DesignKit needs from ForecastFeature down into a foundation module
                error: ForecastFeature (feature, package Forecast) has no test target ForecastFeatureTests [feature-shape]
                note: add .testTarget(name: "ForecastFeatureTests", dependencies: ["ForecastFeature"]) to Packages/Forecast/Package.swift
                errors by rule: feature-shape 1, foundation-purity 1
                architecture check: 3 modules, 2 unreadable local packages, 5 edges, 2 errors (T s)

                """)
    }

    /// The report formats keep standard output for the report; the warnings go to standard error.
    @Test func reportsForCIPutTheWarningsOnStandardError() async throws {
        let run = try await CheckTool.run([
            "--package-dir", CheckTool.fixture("GeneratedPackageApp"), "--format", "json",
        ])
        #expect(run.status == 1)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["foundation-purity", "feature-shape"])
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("Weather.xcodeproj/project.pbxproj:157: warning:") == true)
    }

    /// Once the generator has run, the package is read like any other: no warning for it, and its modules are
    /// checked (the feature imports a module of the generated package that its product does not hold).
    @Test func onceGeneratedThePackageIsChecked() async throws {
        let root = try CheckTool.copy("GeneratedPackageApp")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try CheckTool.write(
            """
            // swift-tools-version: 5.10
            import PackageDescription

            let package = Package(
                name: "WeatherAPI",
                products: [.library(name: "WeatherAPI", targets: ["WeatherAPI", "WeatherAPITypes"])],
                targets: [.target(name: "WeatherAPI", dependencies: ["WeatherAPITypes"]), .target(name: "WeatherAPITypes")]
            )

            """, to: root + "/Generated/WeatherAPI/Package.swift")
        try CheckTool.write(
            "import WeatherAPITypes\n", to: root + "/Generated/WeatherAPI/Sources/WeatherAPI/Client.swift")
        try CheckTool.write(
            "public enum Components {}\n", to: root + "/Generated/WeatherAPI/Sources/WeatherAPITypes/Types.swift")
        let (status, output) = try await CheckTool.check(root)
        #expect(status == 1)
        #expect(!output.contains("Generated/WeatherAPI, which"))
        #expect(output.contains("warning: cannot read the local package at Packages/Legacy"))
        #expect(output.contains("architecture check: 5 modules, 1 unreadable local package,"))
    }

    /// A source file may be named `Package.swift` (a model type called `Package`): without `import
    /// PackageDescription` it is no manifest, and its folder no package, but a source of the target around it.
    @Test func aSourceFileNamedPackageIsNoManifest() async throws {
        let root = try CheckTool.copy("GeneratedPackageApp")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try CheckTool.write(
            """
            //  Package.swift
            import Foundation

            /// A package of the forecast, as the service sends it.
            public struct Package: Sendable {}

            """, to: root + "/Modules/DesignKit/Sources/DesignKit/Model/Package.swift")
        let (status, output) = try await CheckTool.check(root)
        #expect(status == 1)
        #expect(!output.contains("Sources/DesignKit/Model"))
        #expect(output.contains("architecture check: 3 modules, 2 unreadable local packages,"))
    }

    /// A product linked with no package reference is looked for in every package of the workspace, and the one the
    /// check cannot read may hold it (ProtonVPN links ProtonCore's products so, from a submodule not checked out):
    /// it is noted as not checked, not reported as an `unknown-module`.
    @Test func aProductWithoutItsPackageMayComeFromAnUnreadablePackage() async throws {
        let root = try CheckTool.copy("GeneratedPackageApp")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let project = root + "/Weather.xcodeproj/project.pbxproj"
        try CheckTool.edit(
            project, replacing: "A1000000000000000000D003 /* DesignKit */,\n",
            with: "A1000000000000000000D003 /* DesignKit */,\n\t\t\t\tA1000000000000000000D004 /* WeatherAPIMocks */,\n"
        )
        try CheckTool.edit(
            project, replacing: "/* End XCSwiftPackageProductDependency section */",
            with: """
                A1000000000000000000D004 /* WeatherAPIMocks */ = {
                    isa = XCSwiftPackageProductDependency;
                    productName = WeatherAPIMocks;
                };
                /* End XCSwiftPackageProductDependency section */
                """)
        let (status, output) = try await CheckTool.check(root)
        #expect(status == 1)
        #expect(!output.contains("[unknown-module]"))
        #expect(
            output.contains(
                "note: 1 product linked with no package reference was not checked, because Xcode looks for such a "
                    + "product in every package of the build, and it could not read the local packages legacy and "
                    + "weatherapi (check out the submodule, or run the generator): Weather links WeatherAPIMocks\n"))
    }

    /// A configuration error is reported before any manifest is read: here the root manifest does not compile
    /// either, and the configuration's error is the one reported.
    @Test func aConfigurationErrorComesBeforeTheManifests() async throws {
        let package = try CheckTool.copy("ShopShaped")
        defer { try? FileManager.default.removeItem(atPath: package) }
        try CheckTool.edit(
            "\(package)/Package.swift", replacing: "let package = Package(", with: "let package = Pakage(")
        try CheckTool.write("{\"modulez\": {}}\n", to: "\(package)/architecture.json")
        let run = try await CheckTool.run(["--package-dir", package])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("architecture.json:1:2: error: unknown key \"modulez\""))
        #expect(!run.standardError.contains("dump-package"))
    }
}
