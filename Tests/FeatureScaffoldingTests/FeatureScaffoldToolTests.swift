import ExecutableTesting
import Foundation
import Testing

/// The built `FeatureScaffoldTool`, run as `swift package add-feature` runs it, on a package on disk: every
/// refusal exits with its status, says why on standard error, and leaves every file as it was.
@Suite struct FeatureScaffoldToolTests {
    /// Runs the tool on `package` and requires that nothing under its root changed.
    func refusal(_ arguments: [String], in package: TemporaryPackage) async throws -> BuiltExecutable.Run {
        let before = package.allFiles.map { ($0, package.read($0)) }
        let run = try await BuiltExecutable(named: "FeatureScaffoldTool").run(
            arguments + ["--package-dir", package.root.path])
        #expect(package.allFiles.map { ($0, package.read($0)) }.elementsEqual(before) { $0 == $1 }, "\(arguments)")
        #expect(run.standardOutput == "", "\(arguments)")
        return run
    }

    @Test(arguments: [
        (
            "wishlist",
            "'wishlist' is not a valid feature name: start with a capital letter, in UpperCamelCase such as Wishlist"
        ),
        (
            "Wish-list",
            "'Wish-list' is not a valid feature name: use only the letters A-Z and a-z and the digits 0-9, in "
                + "UpperCamelCase such as Wishlist"
        ),
        (
            "SearchFeature",
            "'SearchFeature' is not a valid feature name: do not end it in Feature: the tool adds Feature, Demo and "
                + "FeatureTests itself (try Search)"
        ),
        ("W", "'W' is not a valid feature name: use at least 2 characters"),
        ("AbcdefghijAbcdefghijK", "'AbcdefghijAbcdefghijK' is not a valid feature name: use at most 20 characters"),
    ])
    func aBadNameIsRefusedWithStatusTwo(name: String, message: String) async throws {
        let run = try await refusal(["add", name], in: try TemporaryPackage())
        #expect(run.status == 2)
        #expect(run.standardError == "error: \(message)\n")
    }

    @Test func anExistingFeatureIsRefusedWithItsLine() async throws {
        let run = try await refusal(["add", "Search"], in: try TemporaryPackage())
        #expect(run.status == 2)
        #expect(run.standardError == "error: 'Search' is taken: Package.swift:11 already declares feature Search\n")
    }

    @Test func aNameCollidingWithAModuleIsRefused() async throws {
        let package = try TemporaryPackage()
        let module = try await refusal(["add", "CartStore"], in: package)
        #expect(module.status == 2)
        #expect(
            module.standardError == "error: 'CartStore' is taken: the package already has a target named CartStore\n")
        let letterCase = try await refusal(["add", "NetWorking"], in: package)
        #expect(letterCase.status == 2)
        #expect(
            letterCase.standardError
                == "error: 'NetWorking' is taken: NetWorking differs from the existing target Networking only in "
                + "letter case\n")
    }

    @Test func aFeatureBesideAModuleItsNameStartsIsAdded() async throws {
        // Cart is free although CartStore exists: its targets are CartFeature, CartDemo and CartFeatureTests.
        let package = try TemporaryPackage()
        let run = try await BuiltExecutable(named: "FeatureScaffoldTool").run(
            ["add", "Cart", "--package-dir", package.root.path])
        #expect(run.status == 0, "\(run.standardError)")
        let manifest = try #require(package.read("Package.swift"))
        #expect(
            ManifestFixture.change(from: ManifestFixture.text, to: manifest)
                == (
                    [
                        #"    .feature("Cart", uses: ["Networking", "Analytics", "FeatureState", "TerminalUI"], testsUse: ["Analytics", "ExecutableTesting", "FeatureState", "Networking", "NetworkingTesting", "TerminalUI"], inApp: false),"#
                    ], []
                ))
        #expect(package.exists("Sources/CartFeature/CartEntry.swift"))
    }

    @Test func removingAFeatureWithoutALineIsRefused() async throws {
        let package = try TemporaryPackage()
        let unknown = try await refusal(["remove", "Wishlist"], in: package)
        #expect(unknown.status == 2)
        #expect(
            unknown.standardError
                == #"error: Package.swift has no feature 'Wishlist': no line `.feature("Wishlist", uses: [...]),` "#
                + "(`list` prints the features it has)\n")
        // A feature whose call was broken over two lines by hand: found, but not as one line to delete.
        try package.write(
            "Package.swift",
            ManifestFixture.text.replacingOccurrences(
                of: #"    .feature("Search", uses: ["Networking"]),"#,
                with: "    .feature(\n        \"Search\", uses: [\"Networking\"]),"))
        let broken = try await refusal(["remove", "Search"], in: package)
        #expect(broken.status == 2)
        #expect(
            broken.standardError
                == #"error: Package.swift:12 names feature 'Search', but no line `.feature("Search", uses: [...]),` "#
                + "declares it: join its `.feature(` call onto one line, or delete its hand-written targets yourself\n"
        )
    }

    @Test func aManifestWithoutAFeatureListIsRefused() async throws {
        let package = try TemporaryPackage()
        try package.write("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n")
        let run = try await refusal(["add", "Wishlist"], in: package)
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "error: Package.swift has no feature line and no `let features: [Feature] = [` line ending in `[` "
                + "to add one to\n")
    }

    @Test func aMissingNameOrPackageIsRefused() async throws {
        let package = try TemporaryPackage()
        let noName = try await refusal(["add"], in: package)
        #expect(noName.status == 2)
        #expect(
            noName.standardError
                == "error: add needs a feature name, for example: add Wishlist\nrun with --help for usage\n")
        let empty = try TemporaryPackage()
        try FileManager.default.removeItem(at: empty.root.appendingPathComponent("Package.swift"))
        let noPackage = try await refusal(["add", "Wishlist"], in: empty)
        #expect(noPackage.status == 1)
        #expect(
            noPackage.standardError
                == "error: cannot read \(empty.root.path)/Package.swift; is \(empty.root.path) a package directory?\n")
    }
}
