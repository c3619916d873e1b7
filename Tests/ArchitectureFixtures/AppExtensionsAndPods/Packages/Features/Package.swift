// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Features",
    platforms: [.iOS(.v16)],
    products: [
        .library(name: "TrailsFeature", targets: ["TrailsFeature"]),
        .library(name: "MapFeature", targets: ["MapFeature"]),
        .library(name: "TrailsFeatureTesting", targets: ["TrailsFeatureTesting"]),
    ],
    dependencies: [
        .package(name: "TrailsKit", path: "../TrailsKit")
    ],
    targets: [
        .target(name: "TrailsFeature", dependencies: ["TrailsKit"]),
        .target(
            name: "MapFeature",
            dependencies: [
                "TrailsFeature",
                .product(name: "TrailsKit", package: "TrailsKit"),
            ]),
        .target(name: "TrailsFeatureTesting", dependencies: ["TrailsFeature"]),
        .testTarget(name: "TrailsFeatureTests", dependencies: ["TrailsFeature", "TrailsFeatureTesting"]),
    ]
)
