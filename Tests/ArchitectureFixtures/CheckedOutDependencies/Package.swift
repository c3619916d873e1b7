// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Atlas",
    products: [
        .library(name: "Atlas", targets: ["Atlas"])
    ],
    dependencies: [
        .package(url: "https://github.com/example/swift-geo.git", from: "1.0.0"),
        .package(url: "https://github.com/example/Tiles.git", from: "2.0.0"),
    ],
    targets: [
        .target(
            name: "Atlas",
            dependencies: [
                .product(name: "Geo", package: "swift-geo"),
                .product(name: "Tiles", package: "Tiles"),
            ])
    ]
)
