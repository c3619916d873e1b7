// swift-tools-version: 6.0
// A notes app's package: a Swift macro (its implementation and the library that declares it), a UIKit category
// named the Objective-C way, and a platform-specific target with a hyphen.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Chronicle",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "UITextView+Placeholder", targets: ["UITextView+Placeholder"]),
        .library(name: "ChronicleMacros", targets: ["ChronicleMacros"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.0")
    ],
    targets: [
        .macro(
            name: "ChronicleMacrosPlugin",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "ChronicleMacros", dependencies: ["ChronicleMacrosPlugin"]),
        .target(name: "UITextView+Placeholder"),
        .target(name: "SyncUI-macOS", dependencies: ["ChronicleMacros"]),
        .executableTarget(
            name: "Chronicle", dependencies: ["SyncUI-macOS", "UITextView+Placeholder", "ChronicleMacros"]),
        .testTarget(
            name: "ChronicleMacrosTests",
            dependencies: [
                "ChronicleMacrosPlugin",
                .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
            ]
        ),
    ]
)
