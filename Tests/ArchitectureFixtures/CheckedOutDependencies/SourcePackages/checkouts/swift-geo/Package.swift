// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "swift-geo",
    products: [
        // One product, two modules: whoever links Geo may import GeoCore and GeoFormat.
        .library(name: "Geo", targets: ["GeoCore", "GeoFormat"])
    ],
    dependencies: [
        .package(url: "https://github.com/example/swift-ordered.git", from: "0.9.0")
    ],
    targets: [
        .target(name: "GeoCore"),
        .target(
            name: "GeoFormat",
            dependencies: ["GeoCore", .product(name: "OrderedSet", package: "swift-ordered")],
            swiftSettings: geoSettings),
        .testTarget(name: "GeoCoreTests", dependencies: ["GeoCore"]),
    ]
)

var geoSettings: [SwiftSetting] { [.enableUpcomingFeature("ExistentialAny")] }
