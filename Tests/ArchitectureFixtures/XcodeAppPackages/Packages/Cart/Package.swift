// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "Cart",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "CartFeature", targets: ["CartFeature"])
    ],
    dependencies: [
        .package(path: "../Catalog"),
        .package(path: "../Core"),
    ],
    targets: [
        .target(
            name: "CartFeature",
            dependencies: [
                .product(name: "CatalogFeature", package: "Catalog"),
                .product(name: "Models", package: "Core"),
                .product(name: "Networking", package: "Core"),
            ]
        ),
        .testTarget(name: "CartFeatureTests", dependencies: ["CartFeature"]),
    ]
)
