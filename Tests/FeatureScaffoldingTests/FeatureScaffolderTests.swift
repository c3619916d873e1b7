import Foundation
import Testing

@testable import FeatureScaffolding

/// A package on disk in a fresh temporary directory, removed at the end of the test.
final class TemporaryPackage {
    let root: URL

    init(codeOwners: String? = "* @acme/maintainers\n") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("FeatureScaffoldingTests-\(UUID())")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try write("Package.swift", ManifestFixture.text)
        if let codeOwners { try write("CODEOWNERS", codeOwners) }
        try write("Sources/SearchFeature/SearchEntry.swift", "// search\n")
        try write("Demos/SearchDemo/main.swift", "import SearchFeature\n")
        try write("Sources/Shop/main.swift", "import Foundation\n@preconcurrency import SearchFeature\n")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }

    /// Every directory under the root, relative to it, sorted.
    var allDirectories: [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        return (walker?.allObjects as? [String] ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }

    /// Every file under the root, relative to it, sorted.
    var allFiles: [String] {
        let walker = FileManager.default.enumerator(atPath: root.path)
        return (walker?.allObjects as? [String] ?? []).filter { path in
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue
        }.sorted()
    }
}

@Suite struct FeatureScaffolderTests {
    @Test func addingWritesTheSkeletonAndEditsManifestAndCodeOwners() throws {
        let package = try TemporaryPackage()
        let contents = try PackageContents.load(from: package.root)
        let plan = try FeatureScaffolder.planAdding("Wishlist", in: contents)
        #expect(plan.team == "@acme/wishlist-team")
        try plan.apply(at: package.root)

        for file in plan.createdFiles { #expect(package.read(file.path) == file.contents) }
        #expect(
            package.read("Package.swift") == (try FeatureManifest.inserting(plan.feature, into: ManifestFixture.text)))
        #expect(package.read("CODEOWNERS")?.contains("/Demos/WishlistDemo/            @acme/wishlist-team\n") == true)
    }

    @Test func aBadNameOrTeamWritesNothing() throws {
        let package = try TemporaryPackage()
        let before = package.allFiles
        let contents = try PackageContents.load(from: package.root)
        #expect(
            throws: ScaffoldError.invalidName(
                "wishlist", reason: "start with a capital letter, in UpperCamelCase such as Wishlist")
        ) {
            try FeatureScaffolder.planAdding("wishlist", in: contents)
        }
        #expect(throws: ScaffoldError.nameTaken("Search", by: "Package.swift:11 already declares feature Search")) {
            try FeatureScaffolder.planAdding("Search", in: contents)
        }
        #expect(throws: ScaffoldError.nameTaken("Shop", by: "the package already has a target named Shop")) {
            try FeatureScaffolder.planAdding("Shop", in: contents)
        }
        #expect(throws: ScaffoldError.invalidTeam("team")) {
            try FeatureScaffolder.planAdding("Wishlist", team: "team", in: contents)
        }
        #expect(package.allFiles == before)
    }

    @Test func withNoOrganisationInCodeOwnersATeamMustBeGiven() throws {
        let package = try TemporaryPackage(codeOwners: "* @someone\n")
        let contents = try PackageContents.load(from: package.root)
        #expect(throws: ScaffoldError.noOrganisation) { try FeatureScaffolder.planAdding("Wishlist", in: contents) }
        let plan = try FeatureScaffolder.planAdding("Wishlist", team: "@globex/lists", in: contents)
        #expect(plan.team == "@globex/lists")
    }

    @Test func aLeftoverDirectoryBlocksTheName() throws {
        let package = try TemporaryPackage()
        try package.write("Tests/WishlistFeatureTests/Old.swift", "")
        let contents = try PackageContents.load(from: package.root)
        #expect(
            throws: ScaffoldError.nameTaken(
                "Wishlist", by: "the package already has a target named WishlistFeatureTests")
        ) {
            try FeatureScaffolder.planAdding("Wishlist", in: contents)
        }
        #expect(throws: ScaffoldError.nameTaken("Gifts", by: "the package already has a target named GiftsDemo")) {
            try FeatureScaffolder.planAdding("Gifts", in: contents.with(targetNames: ["GiftsDemo"]))
        }
    }

    @Test func aFailedWriteRollsBackEverythingAlreadyWritten() throws {
        let package = try TemporaryPackage()
        let before = package.allFiles
        let contents = try PackageContents.load(from: package.root)
        let plan = try FeatureScaffolder.planAdding("Wishlist", in: contents)
        // Something appears at the last file's path between planning and writing.
        try package.write(plan.createdFiles.last!.path, "in the way\n")
        let inTheWay = plan.createdFiles.last!.path
        #expect(throws: ScaffoldError.nameTaken(inTheWay, by: "\(inTheWay) already exists")) {
            try plan.apply(at: package.root)
        }
        #expect(package.allFiles == (before + [plan.createdFiles.last!.path]).sorted())
        #expect(package.read("Package.swift") == ManifestFixture.text)
        #expect(!package.exists("Sources/WishlistFeature"))
        #expect(!package.exists("Demos/WishlistDemo"))
    }

    @Test func removingDeletesTheDirectoriesAndLinesButNotTheCompositionRoot() throws {
        let package = try TemporaryPackage(
            codeOwners: "* @acme/maintainers\n/Sources/SearchFeature/ @acme/search\n/Demos/SearchDemo/ @acme/search\n")
        let plan = try FeatureScaffolder.planRemoving("Search", in: try PackageContents.load(from: package.root))
        #expect(plan.removedDirectories == ["Sources/SearchFeature", "Demos/SearchDemo"])
        try plan.apply(at: package.root)
        #expect(!package.exists("Sources/SearchFeature"))
        #expect(!package.exists("Demos/SearchDemo"))
        #expect(package.exists("Sources/Shop/main.swift"))
        #expect(package.read("CODEOWNERS") == "* @acme/maintainers\n")
        #expect(
            package.read("Package.swift")
                == ManifestFixture.text.replacingOccurrences(
                    of: "    .feature(\"Search\", uses: [\"Networking\"]),\n", with: ""))
        #expect(package.allFiles == ["CODEOWNERS", "Package.swift", "Sources/Shop/main.swift"])
    }

    @Test func removingAnUnknownFeatureChangesNothing() throws {
        let package = try TemporaryPackage()
        let before = package.allFiles
        #expect(throws: ScaffoldError.unknownFeature("Wishlist")) {
            try FeatureScaffolder.planRemoving("Wishlist", in: try PackageContents.load(from: package.root))
        }
        #expect(package.allFiles == before)
        #expect(package.read("Package.swift") == ManifestFixture.text)
    }

    @Test func addThenRemoveLeavesThePackageAsItWas() throws {
        let package = try TemporaryPackage()
        let before = package.allFiles.map { ($0, package.read($0)) }
        try FeatureScaffolder.planAdding("Wishlist", in: try PackageContents.load(from: package.root))
            .apply(at: package.root)
        try FeatureScaffolder.planRemoving("Wishlist", in: try PackageContents.load(from: package.root))
            .apply(at: package.root)
        #expect(package.allFiles.map { ($0, package.read($0)) }.elementsEqual(before) { $0 == $1 })
    }

    @Test func theRemovalPlanUndoesTheAddingPlanFileForFile() throws {
        let package = try TemporaryPackage()
        try package.write("Tests/SearchFeatureTests/SearchTests.swift", "import SearchFeature\n")
        let files = package.allFiles.map { ($0, package.read($0)) }
        let directories = package.allDirectories
        let adding = try FeatureScaffolder.planAdding("Wishlist", in: try PackageContents.load(from: package.root))
        try adding.apply(at: package.root)
        let removing = try FeatureScaffolder.planRemoving("Wishlist", in: try PackageContents.load(from: package.root))
        #expect(
            removing.removedDirectories == [
                "Sources/WishlistFeature", "Tests/WishlistFeatureTests", "Demos/WishlistDemo",
            ])
        for file in adding.createdFiles {
            #expect(removing.removedDirectories.contains { file.path.hasPrefix($0 + "/") }, "\(file.path) stays")
        }
        #expect(
            removing.editedFiles == [
                GeneratedFile(path: "Package.swift", contents: ManifestFixture.text),
                GeneratedFile(path: "CODEOWNERS", contents: "* @acme/maintainers\n"),
            ])
        try removing.apply(at: package.root)
        #expect(package.allDirectories == directories)
        #expect(package.allFiles.map { ($0, package.read($0)) }.elementsEqual(files) { $0 == $1 })
    }
}

extension PackageContents {
    /// A copy that also knows `names` as targets.
    func with(targetNames names: Set<String>) -> PackageContents {
        var copy = self
        copy.targetNames.formUnion(names)
        return copy
    }
}
