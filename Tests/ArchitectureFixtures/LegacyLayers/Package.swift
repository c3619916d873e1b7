// swift-tools-version: 6.0
// A layer-first package: one target per technical layer, as most apps start.
import PackageDescription

let package = Package(
    name: "LegacyShop",
    platforms: [.iOS(.v17)],
    targets: [
        .target(name: "Utils"),
        .target(name: "Models", dependencies: ["Utils"]),
        .target(name: "Networking", dependencies: ["Models", "Utils"]),
        .target(name: "Repositories", dependencies: ["Networking", "Models", "Utils"]),
        .target(name: "ViewModels", dependencies: ["Repositories", "Models", "Utils"]),
        .target(name: "Views", dependencies: ["ViewModels", "Models", "Utils"]),
        .executableTarget(name: "ShopApp", dependencies: ["Views"]),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels"]),
    ]
)
