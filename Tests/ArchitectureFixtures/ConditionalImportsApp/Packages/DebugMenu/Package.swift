// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "DebugMenu",
    platforms: [.iOS(.v17)],
    products: [.library(name: "DebugMenu", targets: ["DebugMenu"])],
    targets: [
        .target(
            name: "DebugMenu",
            swiftSettings: [.define("NETWORK_LOG", .when(configuration: .debug))]
        )
    ]
)
