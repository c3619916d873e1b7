import ArchitectureRules
import Testing

/// Apple's frameworks, remote packages' products, and the sdk and utility categories of the catalogue.
struct RemotePackageTests {
    /// The clean fixture with Firebase (an SDK) and Alamofire (a utility) declared and catalogued.
    private func withPackages() -> FixturePackage {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(identity: "firebase-ios-sdk", location: "https://github.com/firebase/firebase-ios-sdk"),
            PackageDependency(identity: "alamofire", location: "https://github.com/Alamofire/Alamofire"),
        ]
        package.configuration.packages = [
            .init(
                package: "firebase-ios-sdk", category: .sdk, products: ["FirebaseAnalyticsSwift": ["FirebaseAnalytics"]]
            ),
            .init(package: "alamofire", category: .utility),
        ]
        return package
    }

    @Test func appleFrameworksNeedNoDependency() {
        var package = FixturePackage.clean()
        let source = """
            import SwiftUI
            import UIKit
            import Combine
            import StoreKit
            import GameKit
            import SwiftData
            import Observation
            import OSLog
            import CryptoKit
            import WidgetKit
            import AppIntents
            """
        package.setSource("UI/SearchView.swift", source, in: "SearchFeature")
        #expect(package.diagnostics() == [])
        #expect(PlatformModules.appleSDKs.count > 250)
        for module in [
            "AppKit", "MapKit", "AVFoundation", "CoreData", "ActivityKit", "WatchKit", "RealityKit", "XcodeKit",
        ] {
            #expect(PlatformModules.all.contains(module), "\(module)")
        }
    }

    @Test func theConfigurationAddsPlatformModules() {
        var package = FixturePackage.clean()
        package.setSource("Vendor.swift", "import CompanyPlatformKit\n", in: "Networking")
        #expect(package.check().diagnostics.map(\.rule) == [.undeclaredImport])
        package.configuration.platformModules = ["CompanyPlatformKit"]
        #expect(package.diagnostics() == [])
    }

    @Test func aDeclaredProductsModuleMayBeImported() {
        var package = withPackages()
        package.addProduct("Alamofire", package: nil, to: "Networking")
        package.addProduct("FirebaseAnalyticsSwift", package: "firebase-ios-sdk", to: "Shop")
        package.setSource("Client.swift", "import Alamofire\n", in: "Networking")
        package.setSource("Tracking.swift", "import FirebaseAnalytics\n", in: "Shop")
        let report = package.check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(report.categories["firebase-ios-sdk"] == .sdk)
        #expect(report.categories["alamofire"] == .utility)
        #expect(report.layers["firebase-ios-sdk"] == 1)
        #expect(report.dependencies.successors["Networking"] == ["alamofire"])
    }

    @Test func aFeatureCannotDependOnAnSDK() {
        var package = withPackages()
        package.addProduct("FirebaseAnalyticsSwift", package: "firebase-ios-sdk", to: "SearchFeature")
        package.setSource("Data/Tracking.swift", "import FirebaseAnalytics\n", in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                error: SearchFeature (feature) -> firebase-ios-sdk (sdk): only an app may depend on an SDK [sdk-boundary]
                note: remove "FirebaseAnalyticsSwift" from the dependencies of SearchFeature in Package.swift; the app \
                injects the capability: declare a protocol for what SearchFeature needs in SearchDependencies, implement \
                it in the app with firebase-ios-sdk, and pass it in
                """
            ])
    }

    @Test func aFoundationModuleCannotImportAnSDKEvenUndeclared() {
        var package = withPackages()
        package.addProduct("FirebaseAnalyticsSwift", package: "firebase-ios-sdk", to: "Shop")
        package.setSource("Tracking.swift", "import FirebaseAnalytics\n", in: "Shop")
        package.setSource("Events.swift", "import FirebaseAnalytics\n", in: "CartStore")
        #expect(
            package.diagnostics() == [
                """
                Sources/CartStore/Events.swift:1:8: error: CartStore (foundation) imports FirebaseAnalytics of \
                firebase-ios-sdk (sdk): only an app may depend on an SDK [sdk-boundary]
                note: remove the import; the app injects the capability: declare a protocol for what CartStore needs, \
                implement it in the app with firebase-ios-sdk, and pass it in
                """
            ])
    }

    @Test func importingAProductDeclaredOnlyElsewhereNamesThePackage() {
        var package = withPackages()
        package.addProduct("Alamofire", package: "alamofire", to: "Networking")
        package.setSource("Client.swift", "import Alamofire\n", in: "Networking")
        package.setSource("Data/Upload.swift", "import Networking\nimport Alamofire\n", in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                Sources/SearchFeature/Data/Upload.swift:2:8: error: SearchFeature imports Alamofire, a module of package \
                alamofire, which is not one of its dependencies [undeclared-import]
                note: alamofire is reachable only through Networking; add .product(name: "Alamofire", package: \
                "alamofire") to the dependencies of SearchFeature in Package.swift
                """
            ])
    }

    @Test func anUncataloguedPackageNamesTheLineToAdd() {
        var package = withPackages()
        package.packages.append(PackageDependency(identity: "nuke", location: "https://github.com/kean/Nuke"))
        package.addProduct("NukeUI", package: "nuke", to: "SearchFeature")
        package.setSource("UI/Image.swift", "import NukeUI\n", in: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                error: remote package nuke (https://github.com/kean/Nuke) has no category; used by SearchFeature \
                [uncategorised]
                note: add {"package": "nuke", "category": "sdk"} to "packages" in architecture.json ("utility" instead of \
                "sdk" for a small, stable helper that any module may use)
                """
            ])
    }

    @Test func aProductNoPackageProvidesIsAnUnknownModule() {
        var package = withPackages()
        package.addProduct("Kingfisher", package: nil, to: "SearchFeature")
        #expect(
            package.diagnostics() == [
                """
                error: SearchFeature depends on Kingfisher, which is not a target of this package, and no package \
                dependency is known to provide it [unknown-module]
                note: write .product(name: "Kingfisher", package: "<package>") in Package.swift, or list it under \
                "products" of its package's entry in architecture.json
                """
            ])
    }

    @Test func theDrawingShowsRemotePackagesWithTheirCategory() {
        var package = withPackages()
        package.addProduct("FirebaseAnalyticsSwift", package: "firebase-ios-sdk", to: "Shop")
        package.setSource("Tracking.swift", "import FirebaseAnalytics\n", in: "Shop")
        let report = package.check()
        let mermaid = GraphDiagram.render(report, as: .mermaid)
        #expect(mermaid.contains("    firebase_ios_sdk[\"firebase-ios-sdk<br/>sdk · layer 1\"]\n"))
        #expect(mermaid.contains("    Shop --> firebase_ios_sdk\n"))
        #expect(mermaid.contains("    class firebase_ios_sdk sdk\n"))
        let dot = GraphDiagram.render(report, as: .dot)
        #expect(dot.contains("\"firebase-ios-sdk\" [label=\"firebase-ios-sdk\\nsdk · layer 1\""))
        #expect(
            report.explain("firebase-ios-sdk")?.hasPrefix("firebase-ios-sdk (sdk)\n  kind:        remote package")
                == true)
    }

    /// An import that nothing known provides, in a target whose products' modules are not known, may be one of
    /// those products' modules: it is neither an error nor dropped in silence. One note gives its place, the
    /// products that may bring it and how to let the check decide; the product that looks unused is undecided too.
    @Test func anImportTwoUnknownProductsCouldBringIsLeftUncheckedWithANote() {
        var package = withPackages()
        package.configuration.packages[0].products = [:]
        package.configuration.packages[1].products = [:]
        package.addProduct("FirebaseAnalyticsSwift", package: "firebase-ios-sdk", to: "Shop")
        package.addProduct("AlamofireDynamic", package: "alamofire", to: "Shop")
        package.addProduct("AlamofireDynamic", package: "alamofire", to: "Shop")  // listed twice, named once
        package.setSource(
            "Tracking.swift", "import Foundation\nimport AlamofireDynamic\nimport FirebaseAnalytics\n", in: "Shop")
        let report = package.check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(
            report.unknownProductImportsNote
                == "note: 1 import was not checked, because it names a module that nothing the target links is known "
                + "to provide, in a target that links products whose modules (or what they bring) the check does not "
                + "know, which may bring it: Shop imports "
                + "FirebaseAnalytics (Sources/Shop/Tracking.swift:3), and links AlamofireDynamic and "
                + "FirebaseAnalyticsSwift; so whether it uses FirebaseAnalyticsSwift is not known either. To check "
                + "it, let the check read those packages (resolve them, or pass --source-packages <DerivedData>; "
                + "run pod install for pods), or list each product's modules under \"products\" of its package in "
                + "architecture.json")
    }

    /// Once the products' modules are known, the same import is checked: mapped to its product it is clean; known
    /// to be elsewhere, it is an undeclared import and the product an unused dependency, each with its fix.
    @Test func anImportOfAProductWhoseModulesAreKnownIsChecked() {
        var package = withPackages()
        package.addProduct("FirebaseAnalyticsSwift", package: "firebase-ios-sdk", to: "Shop")
        package.setSource("Tracking.swift", "import FirebaseAnalytics\n", in: "Shop")
        #expect(package.check().diagnostics.map(\.rendered) == [])
        #expect(package.check().unknownProductImportsNote == nil)
        package.configuration.packages[0].products = ["FirebaseAnalyticsSwift": ["FirebaseCore"]]
        #expect(
            package.check().diagnostics.map(\.note) == [
                "if FirebaseAnalytics is the module of Shop's product FirebaseAnalyticsSwift, map it in architecture.json: "
                    + "{\"package\": \"firebase-ios-sdk\", ..., \"products\": {\"FirebaseAnalyticsSwift\": "
                    + "[\"FirebaseAnalytics\"]}}; otherwise declare the product that provides it",
                "remove .product(name: \"FirebaseAnalyticsSwift\", ...) from the dependencies of Shop in Package.swift; "
                    + "if its module is named differently, map it under \"products\" of firebase-ios-sdk in "
                    + "architecture.json; if Shop needs it only to link, add it to \"linkOnly\": {\"Shop\": [...]} in "
                    + "architecture.json",
            ])
    }

    /// The catalogue knows firebase-ios-sdk's umbrella module: FirebaseCore depends on the `Firebase` target, so a
    /// target linking FirebaseAnalytics may write `import Firebase`, with no map and no checkout.
    @Test func theCatalogueLetsAFirebaseProductBringTheUmbrellaModule() {
        var package = withPackages()
        package.configuration.packages[0].products = [:]
        package.addProduct("FirebaseAnalytics", package: "firebase-ios-sdk", to: "Shop")
        package.setSource("Tracking.swift", "import Firebase\n", in: "Shop")
        let report = package.check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(report.unknownProductImportsNote == nil)
    }

    /// A macro's compiler plugin links SwiftCompilerPlugin, which brings SwiftSyntaxMacroExpansion and SwiftOperators
    /// (through SwiftCompilerPluginMessageHandling): the catalogue knows it, with no checkout of swift-syntax.
    @Test func theCatalogueLetsSwiftCompilerPluginBringTheMacroExpansionModules() {
        var package = FixturePackage.clean()
        package.packages = [
            PackageDependency(identity: "swift-syntax", location: "https://github.com/swiftlang/swift-syntax.git")
        ]
        package.configuration.packages = [.init(package: "swift-syntax", category: .utility)]
        package.addProduct("SwiftCompilerPlugin", package: "swift-syntax", to: "Networking")
        package.setSource(
            "Plugin.swift", "import SwiftCompilerPlugin\nimport SwiftOperators\nimport SwiftSyntaxMacroExpansion\n",
            in: "Networking")
        let report = package.check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(report.unknownProductImportsNote == nil)
    }

    /// The catalogued packages with Alamofire's modules not known (no "products" for it), and `Shop` an Xcode app.
    private func withAnXcodeAppOverUnknownModules() -> FixturePackage {
        var package = withPackages()
        package.configuration.packages[1].products = [:]
        let shop = package.targets.firstIndex { $0.name == "Shop" }!
        package.targets[shop].productType = .application
        return package
    }

    /// The catalogued packages, and swift-snapshot-testing, whose `InlineSnapshotTesting` the app links by its
    /// package and imports.
    private func withSnapshotTesting() -> FixturePackage {
        var package = withPackages()
        package.packages.append(
            PackageDependency(
                identity: "swift-snapshot-testing", location: "https://github.com/pointfreeco/swift-snapshot-testing"))
        package.configuration.packages.append(.init(package: "swift-snapshot-testing", category: .utility))
        package.addProduct("InlineSnapshotTesting", package: "swift-snapshot-testing", to: "Shop")
        package.setSource("Snapshots.swift", "import InlineSnapshotTesting\n", in: "Shop")
        return package
    }

    /// A project may list one product twice, once without its package (an entry Xcode left behind when the package
    /// reference was added): the entry that names the package is the dependency, and the other is no
    /// `unknown-module`. A product that no entry resolves still is.
    @Test func aProductListedAgainWithoutItsPackageIsTheSameDependency() {
        var package = withSnapshotTesting()
        package.addProduct("InlineSnapshotTesting", package: nil, to: "Shop")
        #expect(package.check().diagnostics.map(\.rendered) == [])
        package.addProduct("SnapshotTestingCustomDump", package: nil, to: "Shop")
        #expect(package.check().diagnostics.map(\.rule) == [.unknownModule])
    }

    /// Xcode looks for a product linked with no package reference in every package of the build, and a remote
    /// package whose manifest the check has not read may hold it (duckduckgo's app links BrowserServicesKit's
    /// `BrokenSitePrompt` so): a note, not an `unknown-module`. Once every package's products are known, it is one.
    @Test func aProductWithoutItsPackageMayBeAnUnreadRemotePackages() {
        var package = withPackages()
        let shop = package.targets.firstIndex { $0.name == "Shop" }!
        package.targets[shop].productType = .application
        package.addProduct("BrokenSitePrompt", package: nil, to: "Shop")
        var report = package.check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(
            report.unknownPackageProductsNote
                == "note: 1 product linked with no package reference was not checked, because Xcode looks for such a "
                + "product in every package of the build, and the products of 1 remote package are not known "
                + "(resolve them, or pass --source-packages <DerivedData>): Shop links BrokenSitePrompt")
        package.configuration.packages[1].products = ["Alamofire": ["Alamofire"]]
        report = package.check()
        #expect(report.diagnostics.map(\.rule) == [.unknownModule])
        #expect(report.unknownPackageProductsNote == nil)
    }

    /// An Xcode app links a product with no package reference while a local package cannot be read (ProtonVPN's
    /// Siri extension): its import of a module nothing known provides is still noted with the products of unknown
    /// modules that may bring it, and whether it uses such a product stays undecided, not `unused-dependency`.
    @Test func anUnreadablePackageLeavesTheProductsOfUnknownModulesUndecided() {
        var package = withAnXcodeAppOverUnknownModules()
        package.addProduct("AlamofireDynamic", package: "alamofire", to: "Shop")
        package.addProduct("CoreKit", package: nil, to: "Shop")
        package.setSource("Purchases.swift", "import CoreUI\n", in: "Shop")
        package.unreadablePackages = [
            UnreadablePackage(
                directory: "external/core", pointedAtBy: nil, reason: "because the folder does not exist",
                isMissing: true)
        ]
        let report = package.check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(
            report.unknownProductImportsNote?.contains(
                "Shop imports CoreUI (Sources/Shop/Purchases.swift:1), and links AlamofireDynamic; so whether it uses "
                    + "AlamofireDynamic is not known either") == true)
    }

    /// Xcode builds every module of a target's dependencies into one place, so an app may import a module that a
    /// product its framework links may bring (duckduckgo's credential provider imports `SecureStorage`, which its
    /// `Core` framework's BrowserServicesKit products bring): the import is noted as not checked, not reported.
    @Test func anXcodeTargetMayImportWhatItsFrameworksProductsBring() {
        var package = withAnXcodeAppOverUnknownModules()
        package.addProduct("AlamofireDynamic", package: "alamofire", to: "CartStore")
        package.setSource("Uploads.swift", "import AlamofireDynamic\n", in: "CartStore")
        package.setSource("Vault.swift", "import SecureStorage\n", in: "Shop")
        let report = package.check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(
            report.unknownProductImportsNote?.contains(
                "Shop imports SecureStorage (Sources/Shop/Vault.swift:1), and links, itself or through the targets it "
                    + "depends on, AlamofireDynamic") == true)
    }

    /// A library's installation test apps link the library's remote product, or the framework Carthage builds of
    /// it, and their unit-test bundles, hosted in the apps, import its module, which a target of the repository's own
    /// package is also named: each bundle reaches the product through the app it depends on, as Xcode builds them,
    /// so the import is not reported.
    @Test func anXcodeTestBundleMayImportWhatItsHostAppLinksThoughALocalTargetHasItsName() {
        var package = withPackages()
        package.packages += [
            PackageDependency(identity: "cart-sdk", location: "https://example.com/cart-sdk"),
            PackageDependency(
                identity: "CartStore.xcframework", location: "Demos/Carthage/Build/CartStore.xcframework",
                products: ["CartStore": ["CartStore"]]),
        ]
        package.configuration.packages += [
            .init(package: "cart-sdk", category: .utility, products: ["CartStore": ["CartStore"]]),
            .init(package: "CartStore.xcframework", category: .utility),
        ]
        for (app, source) in [("PackageInstall", "cart-sdk"), ("CarthageInstall", "CartStore.xcframework")] {
            package.add(app, .regular, "Demos/\(app)", files: ["App.swift": "import SwiftUI\n"])
            package.addProduct("CartStore", package: source, to: app)
            package.add(
                app + "Tests", .test, "Tests/\(app)Tests", [app],
                files: ["SmokeTests.swift": "import XCTest\n@testable import \(app)\nimport CartStore\n"])
            package.targets[package.targets.count - 2].productType = .application
            package.targets[package.targets.count - 1].productType = .unitTests
        }
        let report = package.check()
        #expect(report.diagnostics.filter { $0.rule == .undeclaredImport }.map(\.message) == [])
        #expect(report.diagnostics.filter { $0.rule == .unusedDependency }.map(\.message) == [])
    }

    /// Aidoku's macOS app links AidokuRunner, whose manifest the check has not read, and imports SwiftSoup, which
    /// its iOS app links from its package: AidokuRunner's package may depend on SwiftSoup's, and Xcode builds every
    /// package module into one place, so the import is noted as not checked. A package target, which must declare
    /// what it imports, is still reported.
    @Test func anXcodeTargetMayImportAKnownPackagesModuleAProductOfUnknownModulesBrings() {
        var package = withAnXcodeAppOverUnknownModules()
        package.addProduct("AlamofireDynamic", package: "alamofire", to: "Shop")
        package.addProduct("FirebaseAnalyticsSwift", package: "firebase-ios-sdk", to: "CheckoutDemo")
        package.setSource("Tracking.swift", "import FirebaseAnalytics\n", in: "CheckoutDemo")
        package.setSource("Metrics.swift", "import FirebaseAnalytics\n", in: "Shop")
        let undeclared = { (package: FixturePackage) in
            package.check().diagnostics.filter { $0.rule == .undeclaredImport }.map(\.message)
        }
        #expect(undeclared(package) == [])
        #expect(
            package.check().unknownProductImportsNote?.contains(
                "Shop imports FirebaseAnalytics (Sources/Shop/Metrics.swift:1), and links AlamofireDynamic") == true)
        let shop = package.targets.firstIndex { $0.name == "Shop" }!
        package.targets[shop].productType = nil
        #expect(
            undeclared(package) == [
                "Shop imports FirebaseAnalytics, a module of package firebase-ios-sdk, which is not one of its "
                    + "dependencies"
            ])
    }

    /// duckduckgo's DataBrokerProtection package declares BrowserServicesKit, whose manifest the check has not read,
    /// and imports Subscription, a module of another product of the same package: BrowserServicesKit's target
    /// depends on it, so the import is noted as not checked, in a package target too. A module of another package is
    /// still reported.
    @Test func aProductOfUnknownModulesMayBringAModuleOfItsOwnPackage() {
        var package = withPackages()
        package.configuration.packages[0].category = .utility  // a foundation module may use it
        package.addProduct("FirebaseCore", package: "firebase-ios-sdk", to: "CartStore")
        package.setSource("Tracking.swift", "import FirebaseAnalytics\n", in: "CartStore")
        let report = package.check()
        #expect(report.diagnostics.filter { $0.rule == .undeclaredImport }.map(\.message) == [])
        #expect(
            report.unknownProductImportsNote?.contains(
                "CartStore imports FirebaseAnalytics (Sources/CartStore/Tracking.swift:1), and links FirebaseCore")
                == true)
        package.targets[package.targets.firstIndex { $0.name == "CartStore" }!].products = [
            ProductDependency(name: "Alamofire", package: "alamofire")
        ]
        #expect(
            package.check().diagnostics.filter { $0.rule == .undeclaredImport }.map(\.message) == [
                "CartStore imports FirebaseAnalytics, a module of package firebase-ios-sdk, which is not one of its "
                    + "dependencies"
            ])
    }

    /// A target that links one product of a package and imports a module of another says so in its note, instead of
    /// "firebase-ios-sdk is reachable only through firebase-ios-sdk".
    @Test func anImportOfAnotherProductsModuleSaysTheTargetLinksTheWrongProduct() throws {
        var package = withPackages()
        package.configuration.packages[0].category = .utility
        package.configuration.packages[0].products["FirebaseCore"] = ["FirebaseCore"]
        package.addProduct("FirebaseCore", package: "firebase-ios-sdk", to: "CartStore")
        package.setSource("Tracking.swift", "import FirebaseCore\nimport FirebaseAnalytics\n", in: "CartStore")
        let finding = try #require(package.check().diagnostics.first { $0.rule == .undeclaredImport })
        #expect(
            finding.note
                == "CartStore links another product of firebase-ios-sdk, not one that holds FirebaseAnalytics; add "
                + ".product(name: \"FirebaseAnalyticsSwift\", package: \"firebase-ios-sdk\") to the dependencies of "
                + "CartStore in Package.swift")
    }

    /// Xcode resolves an entry without its package by name among the project's packages, so another target's entry
    /// without the package (Swiftfin's tvOS app links `StatefulMacros` so, its iOS app with the package) is the same
    /// product, and so is a manifest's product named without its package.
    @Test func aProductAnotherTargetNamesWithItsPackageIsThatPackages() {
        var package = withSnapshotTesting()
        package.addProduct("InlineSnapshotTesting", package: nil, to: "SearchDemo")
        package.setSource("Snapshots.swift", "import InlineSnapshotTesting\n", in: "SearchDemo")
        let report = package.check()
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(report.dependencies.successors["SearchDemo"]?.contains("swift-snapshot-testing") == true)
    }
}
