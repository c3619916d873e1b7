// swift-tools-version: 5.9
import PackageDescription

// Left from an earlier resolution: Package.resolved no longer pins it, so the check does not read it.
let package = Package(
    name: "stale-charts",
    products: [
        .library(name: "Tiles", targets: ["ChartTiles"])
    ],
    targets: [
        .target(name: "ChartTiles")
    ]
)
