// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Tiles",
    products: [
        .library(name: "Tiles", targets: ["TileKit"])
    ],
    targets: [
        .target(name: "TileKit"),
        .macro(name: "TileMacros"),
    ]
)
