// swift-tools-version: 5.10
import PackageDescription

// Half-way through a rename: `chartTargets` was renamed, this line was not.
let package = Package(
    name: "Legacy",
    products: [.library(name: "LegacyCharts", targets: chartTargets)],
    targets: [.target(name: "LegacyCharts")]
)
