// swift-tools-version: 5.10
import PackageDescription

// The app cannot declare remote packages as easily as a manifest can, so this package brings Kingfisher in for it.
let package = Package(
    name: "DesignSystem",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "DesignSystem", targets: ["DesignSystem"])
    ],
    dependencies: [
        .package(url: "https://github.com/onevcat/Kingfisher", from: "8.0.0")
    ],
    targets: [
        .target(name: "DesignSystem", dependencies: [.product(name: "Kingfisher", package: "Kingfisher")])
    ]
)
