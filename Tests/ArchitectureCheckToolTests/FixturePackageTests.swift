import Foundation
import Testing

/// The check on app packages shaped like real ones: exactly the expected diagnostics, and their exit status.
@Suite(.timeLimit(.minutes(5))) struct FixturePackageTests {
    /// A SwiftUI app: UIKit and Combine imports, Firebase (an SDK, product and module named apart), Alamofire,
    /// Nuke and swift-collections (utilities). Four findings, no false ones.
    @Test func aSwiftUIAppWithRemoteProducts() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("SwiftUIApp"))
        #expect(status == 1)
        #expect(
            output == """
                Sources/SettingsFeature/SettingsView.swift:2:8: error: SettingsFeature imports Alamofire, a module of package Alamofire, which is not one of its dependencies [undeclared-import]
                note: Alamofire is reachable only through APIClient; add .product(name: "Alamofire", package: "Alamofire") to the dependencies of SettingsFeature in Package.swift
                error: StorefrontApp depends on product OrderedCollections of swift-collections, but no source file of StorefrontApp imports OrderedCollections [unused-dependency]
                note: remove .product(name: "OrderedCollections", ...) from the dependencies of StorefrontApp in Package.swift; if its module is named differently, map it under "products" of swift-collections in architecture.json; if StorefrontApp needs it only to link, add it to "linkOnly": {"StorefrontApp": [...]} in architecture.json
                Sources/HomeFeature/Domain/HomeModel.swift:3:8: error: HomeFeature's Domain/ imports SwiftUI: files under Domain/ may not import SwiftUI, UIKit, AppKit, WatchKit [feature-layers]
                note: remove the import: move the code that needs SwiftUI out of Domain/ into a folder that may use it, and give Domain/ plain values instead
                error: SettingsFeature (feature) has no test target SettingsFeatureTests [feature-shape]
                note: add .testTarget(name: "SettingsFeatureTests", dependencies: ["SettingsFeature"]) to Package.swift
                errors by rule: feature-layers 1, feature-shape 1, undeclared-import 1, unused-dependency 1
                architecture check: 6 modules, 4 remote packages, 13 edges, 4 errors (T s)

                """)
    }

    /// The Composable Architecture's shape: features importing features, shared models reaching up into one.
    @Test func featuresThatImportFeatures() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("ComposableFeatures"))
        #expect(status == 1)
        #expect(
            output == """
                error: ProductFeature (feature) -> CartFeature (feature): a feature cannot depend on a feature [feature-isolation]
                note: remove "CartFeature" from the dependencies of ProductFeature in Package.swift; let ProductFeature tell the app through its output and the app route it to CartFeature, or move the shared code into a foundation module
                error: SearchFeature (feature) -> ProductFeature (feature): a feature cannot depend on a feature [feature-isolation]
                note: remove "ProductFeature" from the dependencies of SearchFeature in Package.swift; let SearchFeature tell the app through its output and the app route it to ProductFeature, or move the shared code into a foundation module
                error: SearchFeatureTests (test) -> ProductFeature (feature): a feature's tests cannot depend on a different feature [test-isolation]
                note: remove "ProductFeature" from the dependencies of SearchFeatureTests in Package.swift; a test target tests its own module; share fakes through a foundation module
                error: SharedModels (foundation) -> CartFeature (feature): a foundation module cannot depend on a feature [foundation-purity]
                note: remove "CartFeature" from the dependencies of SharedModels in Package.swift; move what SharedModels needs from CartFeature down into a foundation module
                error: dependency cycle: CartFeature -> SharedModels -> CartFeature [acyclic]
                note: remove one of these dependencies from Package.swift and move the code both sides need into a module below them
                errors by rule: feature-isolation 2, acyclic 1, foundation-purity 1, test-isolation 1
                architecture check: 8 modules, 1 remote package, 21 edges, 5 errors (T s)

                """)
    }

    /// A feature taking an analytics SDK directly, and a remote package nobody categorised.
    @Test func anSDKUsedByAFeature() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("SDKInFeature"))
        #expect(status == 1)
        #expect(
            output == """
                error: remote package lottie-spm (https://github.com/airbnb/lottie-spm) has no category; used by CheckoutFeature [uncategorised]
                note: add {"package": "lottie-spm", "category": "sdk"} to "packages" in architecture.json ("utility" instead of "sdk" for a small, stable helper that any module may use)
                error: CheckoutFeature (feature) -> firebase-ios-sdk (sdk): only an app may depend on an SDK [sdk-boundary]
                note: remove "FirebaseAnalytics" from the dependencies of CheckoutFeature in Package.swift; the app injects the capability: declare a protocol for what CheckoutFeature needs, implement it in the app with firebase-ios-sdk, and pass it in
                errors by rule: sdk-boundary 1, uncategorised 1
                architecture check: 4 modules, 3 remote packages, 7 edges, 2 errors (T s)

                """)
    }

    /// A textbook layer-first package (one module per technical layer), adopted with the baseline its architecture.json names.
    @Test func aLegacyLayerFirstPackageAdoptedWithABaseline() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("LegacyLayers"))
        #expect(status == 0)
        #expect(
            output
                == "architecture check: 8 modules, 14 edges, 0 errors, 3 known violations left in the baseline (T s)\n")
        let (_, without) = try await CheckTool.check(CheckTool.fixture("LegacyLayers"), ["--config", "/dev/null/none"])
        #expect(without == "/dev/null/none: error: cannot read the configuration file\n")
    }

    /// ShopKit's shape, clean.
    @Test func aCleanPackageExitsZero() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("ShopShaped"))
        #expect(status == 0)
        #expect(output == "architecture check: 14 modules, 18 edges, 0 errors (T s)\n")
    }
}
