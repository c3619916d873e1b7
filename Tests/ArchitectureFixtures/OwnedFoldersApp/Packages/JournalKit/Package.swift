// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "JournalKit",
    products: [
        .library(name: "JournalKit", targets: ["JournalKit"])
    ],
    targets: [
        .target(name: "JournalKit")
    ]
)
