import Foundation
import Testing

/// Packages whose Objective-C targets publish an umbrella header named after the target (`include/ListCore.h`):
/// SwiftPM's module map for it exports every module that header imports.
@Suite(.timeLimit(.minutes(5))) struct ClangUmbrellaTests {
    /// A Swift target over an Objective-C target whose umbrella header imports `<DiffCore/DiffCore.h>` sees DiffCore
    /// through it, as through an `@_exported import`: importing DiffCore is no undeclared import. A module the
    /// umbrella header does not import still is.
    @Test func aModuleAnUmbrellaHeaderImportsIsReExported() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("umbrella-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try CheckTool.write(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Lists",
                targets: [
                    .target(name: "DiffCore"),
                    .target(name: "Geometry"),
                    .target(name: "ListCore", dependencies: ["DiffCore", "Geometry"]),
                    .target(name: "ListSwift", dependencies: ["ListCore"]),
                ]
            )

            """, to: root + "/Package.swift")
        try CheckTool.write("int diff_count(void);\n", to: root + "/Sources/DiffCore/include/DiffCore.h")
        try CheckTool.write(
            "#include \"DiffCore.h\"\nint diff_count(void) { return 0; }\n", to: root + "/Sources/DiffCore/diff.c")
        try CheckTool.write("int geometry_width(void);\n", to: root + "/Sources/Geometry/include/Geometry.h")
        try CheckTool.write(
            "#include \"Geometry.h\"\nint geometry_width(void) { return 1; }\n",
            to: root + "/Sources/Geometry/geometry.c")
        try CheckTool.write(
            "#import <DiffCore/DiffCore.h>\n\nint list_count(void);\n",
            to: root + "/Sources/ListCore/include/ListCore.h")
        try CheckTool.write(
            "#import \"ListCore.h\"\n#import <Geometry/Geometry.h>\nint list_count(void) { return diff_count(); }\n",
            to: root + "/Sources/ListCore/list.m")
        try CheckTool.write(
            "import DiffCore\nimport Geometry\nimport ListCore\n\npublic func count() -> Int32 { list_count() + diff_count() + geometry_width() }\n",
            to: root + "/Sources/ListSwift/Count.swift")
        let (status, output) = try await CheckTool.check(root, ["--no-cache"])
        #expect(status == 1)
        #expect(!output.contains("ListSwift imports DiffCore"))
        #expect(output.contains("ListSwift imports Geometry, which is not one of its dependencies"))
    }
}

/// A library package with its demo app's Xcode project in a folder below it (`Demos/Gallery/Gallery.xcodeproj`)
/// is a repository: the demo's targets are checked with the package's, not left out.
@Suite(.timeLimit(.minutes(5))) struct PackageWithNestedProjectTests {
    /// The demo app's target is in the graph.
    @Test func aProjectBelowAPackageIsChecked() async throws {
        let copy = try CheckTool.copy("ShopShaped")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let app = CheckTool.fixture("XcodeAppPackages")
        try FileManager.default.createDirectory(
            atPath: copy + "/Demos/Gallery/Storefront.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: app + "/Storefront.xcodeproj/project.pbxproj",
            toPath: copy + "/Demos/Gallery/Storefront.xcodeproj/project.pbxproj")
        try FileManager.default.copyItem(atPath: app + "/Storefront", toPath: copy + "/Demos/Gallery/Storefront")
        let run = try await CheckTool.run(["--package-dir", copy, "--format", "dot", "--no-cache"])
        #expect(run.standardOutput.contains("\"Storefront\" [label="))
    }
}
