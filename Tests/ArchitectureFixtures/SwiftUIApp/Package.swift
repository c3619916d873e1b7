// swift-tools-version: 6.0
// A SwiftUI app's package, as teams write one: features, a design system, an API client, remote products.
import PackageDescription

let package = Package(
    name: "Storefront",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/firebase/firebase-ios-sdk", from: "11.0.0"),
        .package(url: "https://github.com/Alamofire/Alamofire", from: "5.9.0"),
        .package(url: "https://github.com/kean/Nuke", from: "12.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        .executableTarget(
            name: "StorefrontApp",
            dependencies: [
                "HomeFeature", "SettingsFeature", "DesignSystem", "APIClient",
                .product(name: "FirebaseAnalyticsWithoutAdIdSupport", package: "firebase-ios-sdk"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "HomeFeature",
            dependencies: ["DesignSystem", "APIClient", .product(name: "NukeUI", package: "Nuke")]
        ),
        .target(name: "SettingsFeature", dependencies: ["DesignSystem", "APIClient"]),
        .target(name: "DesignSystem"),
        .target(name: "APIClient", dependencies: ["Alamofire"]),
        .testTarget(name: "HomeFeatureTests", dependencies: ["HomeFeature"]),
    ]
)
