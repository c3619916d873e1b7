// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "swift-ordered",
    products: [
        .library(name: "OrderedSet", targets: ["OrderedSetModule"])
    ],
    targets: [
        .target(name: "OrderedSetModule")
    ]
)
