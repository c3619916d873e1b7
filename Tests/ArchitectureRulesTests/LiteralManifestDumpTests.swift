import ArchitectureRules
import Foundation
import Testing

/// Manifests read without SwiftPM give what `swift package dump-package` gives: on every manifest of the check's
/// fixtures and on ShopKit's own, a manifest the literal reader reads whole yields the same package (name,
/// products, targets with kinds, paths, sources and dependencies, package dependencies) as its dump, and one it
/// cannot read whole is left to dump-package.
@Suite(.timeLimit(.minutes(10))) struct LiteralManifestDumpTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every package directory under the fixtures (checkouts and build output left out), and the package root.
    private func packageDirectories() -> [String] {
        let fixtures = Self.packageRoot + "/Tests/ArchitectureFixtures"
        var found = [Self.packageRoot]
        let walker = FileManager.default.enumerator(atPath: fixtures)
        while let relative = walker?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name == ".build" || name == "SourcePackages" || name.hasSuffix(".xcodeproj") {
                walker?.skipDescendants()
            } else if name == "Package.swift" {
                found.append(fixtures + "/" + (relative as NSString).deletingLastPathComponent)
            }
        }
        return found.sorted()
    }

    private func dumpPackage(_ directory: String) throws -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", directory, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? [UInt8](data) : nil
    }

    @Test func everyManifestReadWholeEqualsItsDump() throws {
        var readWhole: [String] = []
        var leftToSwiftPM: [String] = []
        for directory in packageDirectories() {
            guard let literal = LiteralManifestDump.json(ofPackageIn: directory) else {
                leftToSwiftPM.append(directory)
                continue
            }
            readWhole.append(directory)
            let dump = try #require(try dumpPackage(directory), "dump-package failed in \(directory)")
            let read = try LocalPackage(dumpJSON: literal, directory: "", absoluteDirectory: directory)
            let dumped = try LocalPackage(dumpJSON: dump, directory: "", absoluteDirectory: directory)
            #expect(read.name == dumped.name, "\(directory)")
            #expect(read.products == dumped.products, "\(directory)")
            #expect(read.dynamicLibraries == dumped.dynamicLibraries, "\(directory)")
            #expect(read.graph.targets == dumped.graph.targets, "\(directory)")
            #expect(
                read.graph.packages.map(\.identity) == dumped.graph.packages.map(\.identity), "\(directory)")
            #expect(
                read.graph.packages.map { Self.realPath($0.location) }
                    == dumped.graph.packages.map { Self.realPath($0.location) }, "\(directory)")
            #expect(try PackageDump.products(fromJSON: literal) == PackageDump.products(fromJSON: dump))
        }
        // Left to dump-package: ShopKit's manifest (its target lists are variables), a package with a
        // version-specific Package@swift-5.9.swift, one whose dependency is a static property, one whose Swift
        // settings define a condition, and one that does not evaluate. Every other manifest is read whole.
        let fixtures = Self.packageRoot + "/Tests/ArchitectureFixtures/"
        #expect(
            leftToSwiftPM == [
                Self.packageRoot, fixtures + "AppExtensionsAndPods/Packages/TrailsKit", fixtures + "ComposableFeatures",
                fixtures + "ConditionalImportsApp/Packages/DebugMenu", fixtures + "GeneratedPackageApp/Packages/Legacy",
            ])
        #expect(readWhole.count == 21)
        // The fixtures' one dynamic library, read alike from the text and from the dump.
        let editor = try LocalPackage(
            dumpJSON: try #require(
                LiteralManifestDump.json(ofPackageIn: fixtures + "BundledProductApp/Packages/Editor")),
            directory: "", absoluteDirectory: fixtures + "BundledProductApp/Packages/Editor")
        #expect(editor.dynamicLibraries == ["Editor"])
    }

    private static func realPath(_ path: String) -> String {
        path.hasPrefix("/") ? URL(fileURLWithPath: path).resolvingSymlinksInPath().path : path
    }
}
