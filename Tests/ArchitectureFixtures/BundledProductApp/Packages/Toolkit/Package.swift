// swift-tools-version: 6.0
import PackageDescription

// One product bundles the three modules: whoever links Toolkit may import any of them.
let package = Package(
    name: "Toolkit",
    products: [
        .library(name: "Toolkit", targets: ["Formatting", "Storage", "Sync"])
    ],
    targets: [
        .target(name: "Formatting"),
        .target(name: "Storage"),
        .target(name: "Sync", dependencies: ["Storage"]),
    ]
)
