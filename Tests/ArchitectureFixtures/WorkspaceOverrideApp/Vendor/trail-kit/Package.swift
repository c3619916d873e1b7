// swift-tools-version: 6.0
import PackageDescription

// The team's fork of trail-kit, listed in Trails.xcworkspace: Xcode builds this folder instead of the
// https://github.com/example/trail-kit.git release the project refers to.
let package = Package(
    name: "TrailKit",
    products: [
        .library(name: "TrailModels", targets: ["TrailModels"]),
        .library(name: "TrailMaps", targets: ["TrailMaps"]),
    ],
    targets: [
        .target(name: "TrailModels"),
        .target(name: "TrailMaps"),
    ]
)
