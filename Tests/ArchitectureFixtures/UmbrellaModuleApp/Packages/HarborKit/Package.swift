// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "HarborKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "HarborCore", targets: ["HarborCore"]),
        .library(name: "BookingFeature", targets: ["BookingFeature"]),
        .library(name: "AccountFeature", targets: ["AccountFeature"]),
    ],
    targets: [
        .target(name: "Models"),
        .target(name: "Persistence", dependencies: ["Models"]),
        .target(name: "Networking", dependencies: ["Models"]),
        // The one module features import: it re-exports the models and the API client.
        .target(name: "HarborCore", dependencies: ["Models", "Networking", "Persistence"]),
        .target(name: "BookingFeature", dependencies: ["HarborCore"]),
        .target(name: "AccountFeature", dependencies: ["HarborCore", "Networking"]),
        .testTarget(name: "ModelsTests", dependencies: ["Models"]),
        .testTarget(name: "BookingFeatureTests", dependencies: ["BookingFeature"]),
        .testTarget(name: "AccountFeatureTests", dependencies: ["AccountFeature"]),
    ]
)
