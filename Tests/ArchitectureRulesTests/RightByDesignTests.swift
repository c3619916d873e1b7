import ArchitectureRules
import Testing

/// Structure that is right by design and must not be reported: macro implementations, test support on test
/// support, a feature's own mocks module, the platform's modules, CODEOWNERS at the repository root.
struct RightByDesignTests {
    @Test func aTargetOnItsMacroImplementationIsNotAToolBoundary() {
        var package = FixturePackage.clean()
        package.add(
            "ObservableMacros", .macro, "Sources/ObservableMacros", files: ["Plugin.swift": "import Foundation\n"])
        package.add(
            "Observing", .regular, "Sources/Observing", ["ObservableMacros"],
            files: ["Observing.swift": "import Foundation\n"])
        package.files["CODEOWNERS"]! += "/Sources/ObservableMacros/ @shopkit/app\n/Sources/Observing/ @shopkit/app\n"
        package.addDependency("Observing", to: "Shop")
        package.setSource("Observe.swift", "import Observing\n", in: "Shop")
        #expect(package.diagnostics() == [])

        // A macro implementation is still a tool: it may not use a feature.
        package.addDependency("SearchFeature", to: "ObservableMacros")
        #expect(package.check().diagnostics.map(\.rule) == [.toolBoundary])
    }

    @Test func testSupportMayBuildOnTestSupport() {
        var package = FixturePackage.clean()
        package.add(
            "NetworkingTesting", .regular, "Sources/NetworkingTesting", ["Networking"],
            files: ["Fake.swift": "import Networking\n"])
        package.add(
            "CheckoutTestSupport", .regular, "Sources/CheckoutTestSupport", ["NetworkingTesting"],
            files: ["Fixtures.swift": "import NetworkingTesting\n"])
        package.files["CODEOWNERS"]! += "/Sources/NetworkingTesting/ @a\n/Sources/CheckoutTestSupport/ @a\n"
        #expect(package.diagnostics() == [])

        // Production code still may not.
        package.addDependency("NetworkingTesting", to: "Persistence")
        package.setSource("Fake.swift", "import NetworkingTesting\n", in: "Persistence")
        #expect(package.check().diagnostics.map(\.rule) == [.testSupport])
    }

    /// `SearchMocks` beside `SearchFeature`: it depends on its feature, and tests use it.
    private func packageWithMocks(named mocks: String) -> FixturePackage {
        var package = FixturePackage.clean()
        package.add(
            mocks, .regular, "Sources/\(mocks)", ["SearchFeature"],
            files: ["Stub.swift": "import SearchFeature\n"])
        package.files["CODEOWNERS"]! += "/Sources/\(mocks)/ @shopkit/search\n"
        package.addDependency(mocks, to: "SearchFeatureTests")
        package.setSource("Stubs.swift", "import \(mocks)\n", in: "SearchFeatureTests")
        return package
    }

    @Test func aFeaturesOwnMocksModuleMayDependOnItsFeature() {
        for name in [
            "SearchMocks", "SearchTesting", "SearchTestSupport", "SearchFeatureMocks", "SearchFeatureTesting",
            "SearchFeatureTestSupport",
        ] {
            #expect(packageWithMocks(named: name).diagnostics() == [], "\(name)")
        }
    }

    @Test func aFeaturesOwnMocksModuleIsForTestsOnly() {
        var package = packageWithMocks(named: "SearchMocks")
        package.addDependency("SearchMocks", to: "Shop")
        package.setSource("Preview.swift", "import SearchMocks\n", in: "Shop")
        #expect(package.check().diagnostics.map(\.rule) == [.testSupport])
    }

    @Test func anotherFeaturesMocksModuleIsNotExempt() {
        var package = packageWithMocks(named: "SearchMocks")
        package.addDependency("CheckoutFeature", to: "SearchMocks")
        package.setSource("Checkout.swift", "import CheckoutFeature\n", in: "SearchMocks")
        #expect(package.check().diagnostics.map(\.rule) == [.foundationPurity])
    }

    @Test func theMocksNamesAreConfigurable() {
        var package = packageWithMocks(named: "SearchFakes")
        #expect(package.check().diagnostics.map(\.rule) == [.foundationPurity])
        package.configuration.feature.testSupport = ["{base}Fakes"]
        #expect(package.diagnostics() == [])
        package = packageWithMocks(named: "SearchMocks")
        package.configuration.feature.testSupport = nil
        #expect(package.check().diagnostics.map(\.rule) == [.foundationPurity])
    }

    @Test func theMocksNamesAreReadFromTheFile() throws {
        let configuration = try ArchitectureConfiguration.parse(
            "{\"feature\": {\"testSupport\": [\"{base}Fakes\", \"{module}Stubs\"]}}", file: "architecture.json")
        #expect(configuration.feature.testSupport == ["{base}Fakes", "{module}Stubs"])
        #expect(
            ArchitectureConfiguration.conventions.feature.testSupport == [
                "{base}Mocks", "{base}Testing", "{base}TestSupport", "{module}Mocks", "{module}Testing",
                "{module}TestSupport",
            ])
    }

    @Test func thePlatformListsAreSortedAndNameEachModuleOnce() {
        for list in [PlatformModules.toolchain, PlatformModules.appleSDKs] {
            #expect(list == list.sorted())
        }
        let every = PlatformModules.toolchain + PlatformModules.appleSDKs
        #expect(Set(every).count == every.count)
        for module in ["CommonCrypto", "XcodeProjectPlugin", "PackagePlugin"] {
            #expect(PlatformModules.all.contains(module), "\(module)")
        }
    }

    /// The package in `Apps/Shop` of a repository whose CODEOWNERS is at the repository root's `.github/`.
    private func packageInASubfolder(codeowners: String, at file: String) -> ArchitectureReport {
        var package = FixturePackage.clean()
        package.files["CODEOWNERS"] = nil
        package.files[file] = codeowners
        return ArchitectureCheck.run(
            package.graph, files: .inMemory(package.files), configuration: package.configuration,
            repositoryPath: "Apps/Shop")
    }

    @Test func codeOwnersAtTheRepositoryRootServesAPackageInASubfolder() {
        let prefixed = FixturePackage.codeowners.replacingOccurrences(of: "\n/", with: "\n/Apps/Shop/")
        #expect(packageInASubfolder(codeowners: prefixed, at: "../../.github/CODEOWNERS").diagnostics == [])
        #expect(packageInASubfolder(codeowners: prefixed, at: "../../docs/CODEOWNERS").diagnostics == [])

        // Patterns are relative to the file's own root: the package's paths alone own nothing there.
        let report = packageInASubfolder(codeowners: FixturePackage.codeowners, at: "../../CODEOWNERS")
        #expect(report.diagnostics.count == 13)
        #expect(
            report.diagnostics.first?.message
                == "ArchitectureCheckTool (tool) at Plugins/ArchitectureCheckTool/ has no owner in ../../CODEOWNERS")
        #expect(
            report.diagnostics.first?.note
                == "add a line such as \"/Apps/Shop/Plugins/ArchitectureCheckTool/ @<team>\" to ../../CODEOWNERS")
    }

    @Test func codeOwnersAtThePackageRootComesFirst() {
        var package = FixturePackage.clean()
        package.files["../../CODEOWNERS"] = "* @someone-else\n/Apps/Shop/ \n"
        let report = ArchitectureCheck.run(
            package.graph, files: .inMemory(package.files), configuration: package.configuration,
            repositoryPath: "Apps/Shop")
        #expect(report.diagnostics == [])
    }

    @Test func withoutAnyCodeOwnersEveryPlaceLookedInIsNamed() {
        var package = FixturePackage.clean()
        package.files["CODEOWNERS"] = nil
        package.configuration.asksForCodeOwners = true
        let report = ArchitectureCheck.run(
            package.graph, files: .inMemory(package.files), configuration: package.configuration,
            repositoryPath: "Apps/Shop")
        #expect(
            report.diagnostics.map(\.message) == [
                "no CODEOWNERS file (looked for .github/CODEOWNERS, CODEOWNERS, docs/CODEOWNERS, "
                    + "../../.github/CODEOWNERS, ../../CODEOWNERS, ../../docs/CODEOWNERS), and architecture.json asks "
                    + "for owners"
            ])
    }
}
