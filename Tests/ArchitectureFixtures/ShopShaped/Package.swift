// swift-tools-version: 6.0
// Shaped like ShopKit: foundation modules, four features, the composition root, a test target each.
import PackageDescription

let package = Package(
    name: "ShopShaped",
    targets: [
        .target(name: "Networking"),
        .target(name: "CartStore"),
        .target(name: "SearchFeature", dependencies: ["Networking"]),
        .target(name: "ProductFeature", dependencies: ["Networking", "CartStore"]),
        .target(name: "CheckoutFeature", dependencies: ["Networking", "CartStore"]),
        .target(name: "ProfileFeature", dependencies: ["Networking"]),
        .executableTarget(
            name: "Shop",
            dependencies: ["SearchFeature", "ProductFeature", "CheckoutFeature", "ProfileFeature", "CartStore"]
        ),
        .testTarget(name: "CartStoreTests", dependencies: ["CartStore"]),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking"]),
        .testTarget(name: "SearchFeatureTests", dependencies: ["SearchFeature"]),
        .testTarget(name: "ProductFeatureTests", dependencies: ["ProductFeature"]),
        .testTarget(name: "CheckoutFeatureTests", dependencies: ["CheckoutFeature"]),
        .testTarget(name: "ProfileFeatureTests", dependencies: ["ProfileFeature"]),
        .testTarget(name: "ShopTests", dependencies: ["Shop"]),
    ]
)
