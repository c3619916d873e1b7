// swift-tools-version: 6.0
// An onboarding feature whose copy quotes Swift code, whose analytics import single declarations, and whose team
// accepts one finding in the code, with its reason.
import PackageDescription

let package = Package(
    name: "Greeter",
    targets: [
        .target(name: "Analytics"),
        .target(name: "Logging"),
        .target(name: "Payments"),
        .target(name: "OnboardingFeature", dependencies: ["Analytics", "Logging"]),
        .testTarget(name: "OnboardingFeatureTests", dependencies: ["OnboardingFeature"]),
    ]
)
