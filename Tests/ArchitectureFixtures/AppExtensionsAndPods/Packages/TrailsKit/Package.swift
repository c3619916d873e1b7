// swift-tools-version:5.7
import PackageDescription

let package = Package(
    name: "TrailsKit",
    platforms: [.iOS(.v15), .watchOS(.v8)],
    products: [.library(name: "TrailsKit", targets: ["TrailsKit"])],
    targets: [
        .target(name: "TrailsKit", path: "Code/TrailsKit"),
        .testTarget(name: "TrailsKitTests", dependencies: ["TrailsKit"]),
    ]
)
