// swift-tools-version: 6.0
// A Composable Architecture app's package: one library per feature, the root reducer in AppFeature.
import PackageDescription

let package = Package(
    name: "ComposableShop",
    platforms: [.iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.15.0")
    ],
    targets: [
        .target(
            name: "AppFeature",
            dependencies: ["SearchFeature", "ProductFeature", "CartFeature", "SharedModels", .tca]
        ),
        .target(name: "SearchFeature", dependencies: ["ProductFeature", "SharedModels", .tca]),
        .target(name: "ProductFeature", dependencies: ["CartFeature", "SharedModels", .tca]),
        .target(name: "CartFeature", dependencies: ["SharedModels", .tca]),
        .target(name: "SharedModels", dependencies: ["CartFeature"]),
        .testTarget(name: "SearchFeatureTests", dependencies: ["SearchFeature", "ProductFeature", .tca]),
        .testTarget(name: "ProductFeatureTests", dependencies: ["ProductFeature", .tca]),
        .testTarget(name: "CartFeatureTests", dependencies: ["CartFeature", .tca]),
    ]
)

extension Target.Dependency {
    static let tca = Target.Dependency.product(
        name: "ComposableArchitecture", package: "swift-composable-architecture")
}
