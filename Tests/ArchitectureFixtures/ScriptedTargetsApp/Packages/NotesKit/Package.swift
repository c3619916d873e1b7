// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "NotesKit",
    platforms: [.macOS(.v14)],
    products: [.library(name: "NotesKit", targets: ["NotesKit"])],
    targets: [.target(name: "NotesKit")]
)
