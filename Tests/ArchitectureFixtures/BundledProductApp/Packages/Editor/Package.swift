// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Editor",
    products: [
        .library(name: "Editor", type: .dynamic, targets: ["Editor"])
    ],
    dependencies: [
        .package(path: "../Toolkit")
    ],
    targets: [
        .target(name: "Editor", dependencies: [.product(name: "Toolkit", package: "Toolkit")])
    ]
)
