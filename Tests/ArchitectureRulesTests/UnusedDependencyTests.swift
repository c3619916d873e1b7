import ArchitectureRules
import Testing

/// `unused-dependency` and its exceptions, and `feature-layers`.
struct UnusedDependencyTests {
    @Test func aDependencyNothingImportsIsReported() {
        var package = FixturePackage.clean()
        package.addDependency("Persistence", to: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                error: SearchFeature depends on Persistence, but no source file of SearchFeature imports Persistence \
                [unused-dependency]
                note: remove "Persistence" from the dependencies of SearchFeature in Package.swift; if SearchFeature \
                needs it only to link, add it to "linkOnly": {"SearchFeature": [...]} in architecture.json
                """
            ])
    }

    @Test func aSystemLibraryCountsWhenItsModuleMapModuleIsImported() {
        var package = FixturePackage.clean()
        let index = package.targets.firstIndex { $0.name == "CSQLite" }!
        package.targets[index].moduleName = "SQLite3"
        package.setSource("Database.swift", "import SQLite3\n", in: "Persistence")
        #expect(package.diagnostics() == [])
        package.setSource("Database.swift", "import Foundation\n", in: "Persistence")
        #expect(
            package.check().diagnostics.map(\.message) == [
                "Persistence depends on CSQLite, but no source file of Persistence imports SQLite3"
            ])
    }

    @Test func anImportOnlyInsideAnIfCounts() {
        var package = FixturePackage.clean()
        package.add("Haptics", .regular, "Sources/Haptics", files: ["Haptics.swift": "import Foundation\n"])
        package.files["CODEOWNERS"]! += "/Sources/Haptics/ @shopkit/app\n"
        package.addDependency("Haptics", to: "Shop")
        package.setSource("Feedback.swift", "#if os(iOS)\n    import Haptics\n#endif\n", in: "Shop")
        #expect(package.diagnostics() == [])
    }

    @Test func aLinkOnlyAllowanceIsHonouredAndNothingElse() {
        var package = FixturePackage.clean()
        package.addDependency("Persistence", to: "Shop")
        package.addDependency("Networking", to: "Shop")
        package.configuration.linkOnly = ["Shop": ["Persistence"]]
        #expect(
            package.check().diagnostics.map(\.message) == [
                "Shop depends on Networking, but no source file of Shop imports Networking"
            ])
    }

    @Test func aDependencyOnAnExecutableIsBuiltNotImported() {
        var package = FixturePackage.clean()
        package.addDependency("Shop", to: "CheckoutFeatureTests")
        #expect(package.diagnostics() == [])
    }

    /// An Xcode target that depends on a bundle target (a plugin bundle loaded at run time) builds and embeds it;
    /// a bundle cannot be linked, so nothing imports it. A framework target depended on and not imported is unused.
    @Test func aDependencyOnAnXcodeBundleIsBuiltNotImported() {
        var package = FixturePackage.clean()
        for (name, type) in [("MacBridge", XcodeProductType.other), ("Bridgeless", .framework)] {
            package.add(name, .regular, "Sources/\(name)", files: ["\(name).swift": "import Foundation\n"])
            package.targets[package.targets.count - 1].productType = type
        }
        package.addDependency("MacBridge", to: "Networking")
        package.addDependency("Bridgeless", to: "Networking")
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Networking depends on Bridgeless, but no source file of Networking imports Bridgeless"
            ])
    }

    /// An app that links a static library of its own project must link what that library builds against (a demo's
    /// library of screens over the package's product): the app's dependency on it is for the library, not unused.
    /// A dependency the library does not have still is.
    @Test func anAppLinksWhatItsStaticLibraryNeeds() {
        var package = FixturePackage.clean()
        package.add("Widgets", .regular, "Sources/Widgets", files: ["Widgets.swift": "import Foundation\n"])
        package.add("Palette", .regular, "Sources/Palette", files: ["Palette.swift": "import Foundation\n"])
        package.add("Screens", .regular, "Demo/Screens", files: ["Screens.swift": "import Widgets\n"])
        package.targets[package.targets.count - 1].productType = .library
        package.add("Gallery", .regular, "Demo/Gallery", files: ["App.swift": "import Screens\n"])
        package.targets[package.targets.count - 1].productType = .application
        package.addDependency("Widgets", to: "Screens")
        for dependency in ["Screens", "Widgets", "Palette"] { package.addDependency(dependency, to: "Gallery") }
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Gallery depends on Palette, but no source file of Gallery imports Palette"
            ])
    }

    /// An Xcode library with no Swift file (Gifski links a Rust static library and calls it through its bridging
    /// header) may be used where the check does not look; one with Swift files that nothing imports is unused.
    @Test func anXcodeLibraryWithoutSwiftMayBeUsedThroughABridgingHeader() {
        var package = FixturePackage.clean()
        package.add("GifEncoder", .regular, "Vendor/GifEncoder")
        package.targets[package.targets.count - 1].productType = .library
        package.add("Palette", .regular, "Sources/Palette", files: ["Palette.swift": "import Foundation\n"])
        package.targets[package.targets.count - 1].productType = .library
        package.addDependency("GifEncoder", to: "Shop")
        package.addDependency("Palette", to: "Shop")
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Shop depends on Palette, but no source file of Shop imports Palette"
            ])
    }

    /// ownCloud's app depends on the frameworks of its `ios-sdk` sub-project, a submodule not checked out, and links
    /// OpenSSL for them: with the project missing, neither the dependency on its target nor the product the app
    /// does not import is reported. With no project missing, both are.
    @Test func anXcodeTargetOverAProjectNotOnDiskMayLinkForIt() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(identity: "openssl", location: "https://github.com/krzyzanowskim/OpenSSL")
        ]
        package.configuration.packages = [.init(package: "openssl", category: .sdk)]
        let shop = package.targets.firstIndex { $0.name == "Shop" }!
        package.targets[shop].productType = .application
        package.addDependency("ownCloudSDK", to: "Shop")
        package.addProduct("OpenSSL", package: "openssl", to: "Shop")
        #expect(
            package.check().diagnostics.map(\.rule) == [.unknownModule, .unusedDependency])
        package.unreadableProjects = [
            UnreadableProject(path: "ios-sdk/ownCloudSDK.xcodeproj", listedBy: "App.xcodeproj/project.pbxproj", line: 9)
        ]
        #expect(package.check().diagnostics.map(\.rendered) == [])
    }

    /// GRDB's performance tests link FMDB, an Objective-C package, and use it through their bridging header
    /// (`#import "FMDB.h"`): a module the header imports is used. Only by `unused-dependency`: the header's
    /// `@import` of a module the target does not declare is no Swift import, and no other rule sees it.
    @Test func aModuleTheBridgingHeaderImportsIsUsed() {
        var package = FixturePackage.clean()
        package.add(
            "PerformanceTests", .test, "Tests/Performance", files: ["FetchTests.swift": "import XCTest\n"])
        let tests = package.targets.count - 1
        package.targets[tests].productType = .unitTests
        package.targets[tests].bridgingHeader = "Tests/Performance/PerformanceTests-Bridging.h"
        package.add("GifKit", .regular, "Vendor/GifKit", files: ["Gif.swift": "public struct Gif {}\n"])
        package.targets[package.targets.count - 1].productType = .framework
        package.add("Palette", .regular, "Vendor/Palette", files: ["Palette.swift": "public struct Palette {}\n"])
        package.targets[package.targets.count - 1].productType = .framework
        package.addProduct("FMDB", package: "fmdb", to: "PerformanceTests")
        package.addProduct("Realm", package: "realm-cocoa", to: "PerformanceTests")
        package.addDependency("GifKit", to: "PerformanceTests")
        package.addDependency("Palette", to: "PerformanceTests")
        package.files["Tests/Performance/PerformanceTests-Bridging.h"] = """
            // #import "Palette.h" is not used any more
            /* #import <Realm/Realm.h>
               #import "Palette.h" */
            #import "FMDB.h"
            @import GifKit;
            @import Persistence.Database;
            """
        func unused() -> [String] {
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message)
        }
        #expect(
            unused() == [
                "PerformanceTests depends on Palette, but no source file of PerformanceTests imports Palette",
                "PerformanceTests depends on product Realm of realm-cocoa, but no source file of PerformanceTests "
                    + "imports Realm",
            ])
        #expect(!package.check().diagnostics.contains { $0.message.contains("Persistence") })
        package.targets[tests].bridgingHeader = nil
        #expect(unused().count == 4)
    }

    /// A bridging header that cannot be read (missing, or over 1 MB, which no bridging header is) may use any of
    /// the target's dependencies: none is reported, and the large one is not read at all.
    @Test func aBridgingHeaderThatCannotBeReadMayUseAnyDependency() {
        var package = FixturePackage.clean()
        let shop = package.targets.firstIndex { $0.name == "Shop" }!
        package.targets[shop].productType = .application
        package.targets[shop].bridgingHeader = "Sources/Shop/Shop-Bridging-Header.h"
        package.addProduct("FMDB", package: "fmdb", to: "Shop")
        #expect(package.check().diagnostics.filter { $0.rule == .unusedDependency }.isEmpty)
        let oversized = "#import \"Other.h\"\n" + String(repeating: "/* padding */\n", count: 80_000)
        package.files["Sources/Shop/Shop-Bridging-Header.h"] = oversized + "#import \"FMDB.h\"\n"
        #expect(package.check().diagnostics.filter { $0.rule == .unusedDependency }.isEmpty)
        package.files["Sources/Shop/Shop-Bridging-Header.h"] = "#import \"Other.h\"\n"
        package.targets[shop].projectHeaders = ["Other.h"]
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Shop depends on product FMDB of fmdb, but no source file of Shop imports FMDB"
            ])
        let files = PackageFiles(
            read: { _ in
                Issue.record("read past the bound"); return nil
            }, size: { _ in 1 << 21 })
        #expect(files.bytes("Big.h", atMost: BridgingHeader.maximumFileSize) == nil)
    }

    /// KeePassium's unit tests `@testable import` the app, which imports the Objective-C modules YubiKit and
    /// Zxcvbn: the test bundle links their products so that the compiler finds their module maps. A test bundle's
    /// product that a target it depends on (directly or not) imports is not unused; a framework's is, and so is a
    /// test bundle's product that nothing it depends on imports. A local target with Swift files the app imports
    /// (CartStore) is found in the products folder without linking it: the bundle's dependency on it is unused. One
    /// without Swift files (an Objective-C package target) is like a remote product.
    @Test func aTestBundleMayLinkWhatTheAppItTestsImports() {
        var package = FixturePackage.clean()
        let shop = package.targets.firstIndex { $0.name == "Shop" }!
        package.targets[shop].productType = .application
        package.addProduct("YubiKit", package: "yubikit-ios", to: "CartStore")
        package.setSource("Keys.swift", "import YubiKit\n", in: "CartStore")
        package.add(
            "ShopTests", .test, "Tests/ShopTests", ["Shop"], files: ["ShopTests.swift": "@testable import Shop\n"])
        package.targets[package.targets.count - 1].productType = .unitTests
        package.add(
            "ShopKitFramework", .regular, "Sources/ShopKitFramework", ["Shop"],
            files: ["Kit.swift": "import Foundation\n"])
        package.targets[package.targets.count - 1].productType = .framework
        package.add("CZlib", .regular, "Sources/CZlib")
        package.addDependency("CZlib", to: "Shop")
        package.setSource("Compression.swift", "import CZlib\n", in: "Shop")
        for target in ["ShopTests", "ShopKitFramework"] {
            package.addProduct("YubiKit", package: "yubikit-ios", to: target)
            package.addProduct("Zxcvbn", package: "zxcvbn-ios", to: target)
        }
        package.addDependency("CartStore", to: "ShopTests")
        package.addDependency("CZlib", to: "ShopTests")
        // A UI-test bundle drives the app from outside and imports none of it (element-x's UITests link most of
        // the app's packages): its product is unused.
        package.add(
            "ShopUITests", .test, "Tests/ShopUITests", ["Shop"], files: ["LaunchTests.swift": "import XCTest\n"])
        package.targets[package.targets.count - 1].productType = .uiTests
        package.addProduct("YubiKit", package: "yubikit-ios", to: "ShopUITests")
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "ShopKitFramework depends on product YubiKit of yubikit-ios, but no source file of ShopKitFramework "
                    + "imports YubiKit",
                "ShopKitFramework depends on product Zxcvbn of zxcvbn-ios, but no source file of ShopKitFramework "
                    + "imports Zxcvbn",
                "ShopTests depends on CartStore, but no source file of ShopTests imports CartStore",
                "ShopTests depends on product Zxcvbn of zxcvbn-ios, but no source file of ShopTests imports Zxcvbn",
                "ShopUITests depends on product YubiKit of yubikit-ios, but no source file of ShopUITests imports "
                    + "YubiKit",
            ])
    }

    /// An Xcode test bundle links a local stub package whose one target only depends on a remote product, and
    /// imports that product's module (purchases-ios's paywall tester tests and SnapshotTestingStub, a package that
    /// exists to bring SnapshotPreviews' product): the stub is what makes the module importable, so it is used. A
    /// stub the bundle links while importing nothing it brings is still unused.
    @Test func aStubPackageThatBringsARemoteProductIsUsedByItsImport() {
        var package = FixturePackage.clean()
        package.packages = [PackageDependency(identity: "snapshot-kit", location: "https://example.com/snapshot-kit")]
        package.configuration.packages = [
            .init(package: "snapshot-kit", category: .utility, products: ["SnapshotRecording": ["SnapshotRecording"]])
        ]
        let shop = package.targets.firstIndex { $0.name == "Shop" }!
        package.targets[shop].productType = .application
        package.add("SnapshotStub", .regular, "Sources/SnapshotStub", files: ["Stub.swift": "// brings the product\n"])
        package.addProduct("SnapshotRecording", package: "snapshot-kit", to: "SnapshotStub")
        package.files["CODEOWNERS"]! += "/Sources/SnapshotStub/ @shopkit/app\n"
        package.add(
            "ShopSnapshotTests", .test, "Tests/ShopSnapshotTests", ["Shop", "SnapshotStub"],
            files: ["Snapshots.swift": "@testable import Shop\nimport SnapshotRecording\n"])
        package.targets[package.targets.count - 1].productType = .unitTests
        package.add(
            "ShopSmokeTests", .test, "Tests/ShopSmokeTests", ["Shop", "SnapshotStub"],
            files: ["Smoke.swift": "@testable import Shop\n"])
        package.targets[package.targets.count - 1].productType = .unitTests
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "ShopSmokeTests depends on SnapshotStub, but no source file of ShopSmokeTests imports SnapshotStub"
            ])
    }

    /// A library's example app links the framework Carthage builds of a dependency (`Carthage/Build/iOS/Alamofire
    /// .framework`) to embed it for the library's framework, while the library's manifest names the same dependency
    /// as a remote package: the framework is still a prebuilt framework, linked without a manifest, and not
    /// reported unused. A target that links the remote package's product without importing it still is.
    @Test func aCarthageFrameworkNamedAsARemotePackageIsStillAFramework() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(identity: "alamofire", location: "https://github.com/Alamofire/Alamofire"),
            PackageDependency(
                identity: "Alamofire", location: "Demos/Carthage/Build/iOS/Alamofire.framework",
                products: ["Alamofire": ["Alamofire"]]),
        ]
        package.configuration.packages = [.init(package: "alamofire", category: .utility)]
        package.add("ShopExample", .regular, "Demos/ShopExample", files: ["App.swift": "import SwiftUI\n"])
        package.targets[package.targets.count - 1].productType = .application
        package.addProduct("Alamofire", package: "Alamofire", to: "ShopExample")
        package.addProduct("Alamofire", package: "alamofire", to: "Networking")
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Networking depends on product Alamofire of alamofire, but no source file of Networking imports Alamofire"
            ])
    }

    /// A library's SPM installation app links its remote product `CartUI`, and its CocoaPods installation app the
    /// pod `CartUI` (purchases-ios's RevenueCatUI both ways): each target's product is of the package its own entry
    /// names, so the pod is not taken for the remote package's product, and a pod, linked without a manifest, is not
    /// reported unused.
    @Test func aPodNamedAsAnotherPackagesProductIsThePods() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(identity: "cart-sdk", location: "https://example.com/cart-sdk"),
            PackageDependency(
                identity: "CartUI", location: "Podfile", products: ["CartUI": ["CartUI"]],
                pod: PodSource(podfile: "Podfile", isDeclared: true)),
        ]
        package.configuration.packages = [
            .init(package: "cart-sdk", category: .utility, products: ["CartUI": ["CartUI"]]),
            .init(package: "CartUI", category: .utility),
        ]
        for (app, source) in [("PodInstall", "CartUI"), ("PackageInstall", "cart-sdk")] {
            package.add(app, .regular, "Demos/\(app)", files: ["App.swift": "import Foundation\n"])
            package.targets[package.targets.count - 1].productType = .application
            package.addProduct("CartUI", package: source, to: app)
        }
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "PackageInstall depends on product CartUI of cart-sdk, but no source file of PackageInstall imports CartUI"
            ])
    }

    /// An app's Objective-C file includes the SDK's C headers (`<arpa/inet.h>`, `<ifaddrs.h>`, `<sys/socket.h>`)
    /// for a reachability helper: those are the SDK's, no product's, so they leave its products checked, and a
    /// product nothing imports is reported.
    @Test func theSDKsCHeadersAreNoProductsHeaders() {
        var package = FixturePackage.clean()
        package.packages = [PackageDependency(identity: "slider", location: "https://example.com/slider")]
        package.configuration.packages = [.init(package: "slider", category: .utility)]
        package.add("Player", .regular, "Demos/Player", files: ["App.swift": "import Foundation\n"])
        let player = package.targets.count - 1
        package.targets[player].productType = .application
        package.targets[player].objectiveCSources = ["Demos/Player/Reach.m"]
        package.files["Demos/Player/Reach.m"] =
            "#import <arpa/inet.h>\n#import <ifaddrs.h>\n#include <sys/socket.h>\n#import <netinet/in.h>\n"
            + "#import <netdb.h>\n#include <stdatomic.h>\n#include <string.h>\n#import <TargetConditionals.h>\n"
            + "#include <AvailabilityMacros.h>\n"
        package.addProduct("Slider", package: "slider", to: "Player")
        let report = package.check()
        #expect(
            report.diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "Player depends on product Slider of slider, but no source file of Player imports Slider"
            ])
        #expect(report.objectiveCIncludesNote == nil)
    }

    /// GRDB's demo links the remote package GRDB.swift while its CocoaPods tests link the development pod GRDB.swift,
    /// whose podspec names the module GRDB: one node, whose pod's product has the module GRDB, imported and checked
    /// (not noted as an import of a module the check cannot place, as the guess GRDB_swift would have it).
    @Test func aPodAndARemotePackageOfOneNameShareTheModulesTheCheckKnows() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(identity: "grdb.swift", location: "https://github.com/groue/GRDB.swift"),
            PackageDependency(
                identity: "GRDB.swift", location: "Podfile", products: ["GRDB.swift": ["GRDB"]],
                pod: PodSource(podfile: "Podfile", isDeclared: true)),
        ]
        package.configuration.packages = [.init(package: "grdb.swift", category: .utility)]
        let shop = package.targets.firstIndex { $0.name == "Shop" }!
        package.targets[shop].productType = .application
        package.addProduct("GRDB.swift", package: "GRDB.swift", to: "Shop")
        package.setSource("Database.swift", "import GRDB\n", in: "Shop")
        #expect(package.diagnostics() == [])
        #expect(package.check().unknownProductImportsNote == nil)
    }

    @Test func anUnusedProductIsReportedWithItsPackage() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(identity: "alamofire", location: "https://github.com/Alamofire/Alamofire")
        ]
        package.configuration.packages = [.init(package: "alamofire", category: .utility)]
        package.addProduct("Alamofire", package: "alamofire", to: "Networking")
        #expect(
            package.check().diagnostics.map(\.message) == [
                "Networking depends on product Alamofire of alamofire, but no source file of Networking imports Alamofire"
            ])
    }

    /// duckduckgo's app links apple-toolbox's `SwiftLintTool`, an executable product a Run Script phase runs: a
    /// product with no module is built to be run, never imported, so it is not unused.
    @Test func aProductWithoutAModuleIsNotUnused() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(
                identity: "apple-toolbox", location: "https://github.com/duckduckgo/apple-toolbox",
                products: ["SwiftLintTool": [], "Lint": ["Lint"]])
        ]
        package.configuration.packages = [.init(package: "apple-toolbox", category: .utility)]
        package.addProduct("SwiftLintTool", package: "apple-toolbox", to: "Networking")
        package.addProduct("Lint", package: "apple-toolbox", to: "Networking")
        #expect(
            package.check().diagnostics.map(\.message) == [
                "Networking depends on product Lint of apple-toolbox, but no source file of Networking imports Lint"
            ])
    }

    /// swift-navigation's test targets link swift-issue-reporting's `IssueReportingTestSupport`, which is linked by
    /// design and never imported; any other product of that package nothing imports is still unused.
    @Test func aProductLinkedByDesignIsNotUnused() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(
                identity: "swift-issue-reporting", location: "https://github.com/pointfreeco/swift-issue-reporting")
        ]
        package.configuration.packages = [.init(package: "swift-issue-reporting", category: .utility)]
        package.addProduct("IssueReportingTestSupport", package: "swift-issue-reporting", to: "CheckoutFeatureTests")
        package.addProduct("IssueReporting", package: "swift-issue-reporting", to: "CheckoutFeatureTests")
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "CheckoutFeatureTests depends on product IssueReporting of swift-issue-reporting, but no source file of "
                    + "CheckoutFeatureTests imports IssueReporting"
            ])
    }

    /// A test target links a test-results collector's product so that a C constructor in it registers an observer
    /// when the bundle loads: nothing imports it, and removing it, as the finding would advise, stops the collection.
    @Test func aTestCollectorThatRegistersItselfIsNotUnused() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(
                identity: "test-collector-swift", location: "https://github.com/buildkite/test-collector-swift"),
            PackageDependency(identity: "tiny-graphs", location: "https://example.com/tiny-graphs"),
        ]
        package.configuration.packages = [
            .init(package: "test-collector-swift", category: .utility),
            .init(package: "tiny-graphs", category: .utility),
        ]
        package.addProduct("BuildkiteTestCollector", package: "test-collector-swift", to: "CheckoutFeatureTests")
        // Beside it, a product the tests link and never import, which is reported: the rule does look at the target.
        package.addProduct("TinyGraphs", package: "tiny-graphs", to: "CheckoutFeatureTests")
        #expect(
            package.check().diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [
                "CheckoutFeatureTests depends on product TinyGraphs of tiny-graphs, but no source file of CheckoutFeatureTests "
                    + "imports TinyGraphs"
            ])
    }

    @Test func theRuleCanBeTurnedOff() {
        var package = FixturePackage.clean()
        package.addDependency("Persistence", to: "SearchFeature")
        package.configuration.reportsUnusedDependencies = false
        #expect(package.diagnostics() == [])
    }

    // MARK: feature-layers

    /// The clean fixture with ShopKit's two layer rules.
    private func layered() -> FixturePackage {
        var package = FixturePackage.clean()
        package.add("TerminalUI", .regular, "Sources/TerminalUI", files: ["Screen.swift": "public struct Screen {}\n"])
        package.files["CODEOWNERS"]! += "/Sources/TerminalUI/ @shopkit/design\n"
        package.addDependency("TerminalUI", to: "SearchFeature")
        package.setSource("Terminal/SearchScreen.swift", "import TerminalUI\n", in: "SearchFeature")
        package.configuration.featureLayers = [
            .init(folders: ["State", "Domain", "Data"], forbiddenImports: ["TerminalUI"]),
            .init(
                folders: ["Domain"], forbiddenImports: ["Networking", "Persistence"],
                note: "do the I/O in Data/ and hand Domain/ plain values"),
        ]
        return package
    }

    @Test func onlyTheFoldersTheRulesNameAreChecked() {
        var package = layered()
        package.setSource(
            "SearchEntry.swift", FixturePackage.entry("Search") + "import TerminalUI\n", in: "SearchFeature")
        package.setSource("Data/SearchAPI.swift", "import Networking\n", in: "SearchFeature")
        #expect(package.diagnostics() == [])
    }

    @Test func stateDomainAndDataMayNotImportThePresentationModule() {
        var package = layered()
        package.setSource("State/SearchModel.swift", "import Foundation\nimport TerminalUI\n", in: "SearchFeature")
        package.setSource("Domain/Offer.swift", "import TerminalUI\n", in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                Sources/SearchFeature/State/SearchModel.swift:2:8: error: SearchFeature's State/ imports TerminalUI: \
                files under State/ may not import TerminalUI [feature-layers]
                note: remove the import: move the code that needs TerminalUI out of State/ into a folder that may use \
                it, and give State/ plain values instead
                """,
                """
                Sources/SearchFeature/Domain/Offer.swift:1:8: error: SearchFeature's Domain/ imports TerminalUI: files \
                under Domain/ may not import TerminalUI [feature-layers]
                note: remove the import: move the code that needs TerminalUI out of Domain/ into a folder that may use \
                it, and give Domain/ plain values instead
                """,
            ])
    }

    @Test func domainMayNotImportIO() {
        var package = layered()
        package.setSource("Domain/Offer.swift", "import Foundation\n\n  import Networking\n", in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                Sources/SearchFeature/Domain/Offer.swift:3:10: error: SearchFeature's Domain/ imports Networking: files \
                under Domain/ may not import Networking, Persistence [feature-layers]
                note: remove the import; do the I/O in Data/ and hand Domain/ plain values
                """
            ])
    }

    @Test func theLayerRuleCanBeDisabled() {
        var package = layered()
        package.setSource("Domain/Offer.swift", "import TerminalUI\n", in: "SearchFeature")
        package.configuration.featureLayersEnabled = false
        #expect(package.diagnostics() == [])
    }
}
