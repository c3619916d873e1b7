// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TrailsKit",
    platforms: [.iOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "TrailsKit", targets: ["TrailsKit"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(url: "https://github.com/realm/SwiftLint.git", from: "0.55.0"),
    ],
    targets: [
        .target(
            name: "TrailsKit",
            dependencies: [
                "ElevationCore",
                .product(
                    name: "OrderedCollections", package: "swift-collections",
                    condition: .when(platforms: [.iOS, .watchOS])),
            ],
            path: "Code/TrailsKit",
            exclude: ["README.md"],
            resources: [.process("Resources")],
            plugins: [.plugin(name: "SwiftLintBuildToolPlugin", package: "SwiftLint")]
        ),
        .binaryTarget(name: "ElevationCore", path: "Binaries/ElevationCore.xcframework"),
        .testTarget(name: "TrailsKitTests", dependencies: ["TrailsKit"], path: "Tests/TrailsKitTests"),
    ]
)
