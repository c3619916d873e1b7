// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "Catalog",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "CatalogFeature", targets: ["CatalogFeature"])
    ],
    dependencies: [
        .package(path: "../Core"),
        .package(path: "../DesignSystem"),
    ],
    targets: [
        .target(
            name: "CatalogFeature",
            dependencies: [
                .product(name: "Models", package: "Core"),
                .product(name: "Networking", package: "Core"),
                "DesignSystem",
            ]
        ),
        .testTarget(name: "CatalogFeatureTests", dependencies: ["CatalogFeature"]),
    ]
)
