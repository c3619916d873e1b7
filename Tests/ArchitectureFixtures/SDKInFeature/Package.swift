// swift-tools-version: 6.0
// Payments and analytics SDKs: the app may use them; a feature reaching for one breaks the boundary.
import PackageDescription

let package = Package(
    name: "PayShop",
    platforms: [.iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/stripe/stripe-ios-spm", from: "24.0.0"),
        .package(url: "https://github.com/firebase/firebase-ios-sdk", from: "11.0.0"),
        .package(url: "https://github.com/airbnb/lottie-spm", from: "4.5.0"),
    ],
    targets: [
        .executableTarget(
            name: "PayShopApp",
            dependencies: [
                "CheckoutFeature", "Payments",
                .product(name: "StripePaymentSheet", package: "stripe-ios-spm"),
            ]
        ),
        .target(
            name: "CheckoutFeature",
            dependencies: [
                "Payments",
                .product(name: "FirebaseAnalytics", package: "firebase-ios-sdk"),
                .product(name: "Lottie", package: "lottie-spm"),
            ]
        ),
        .target(name: "Payments"),
        .testTarget(name: "CheckoutFeatureTests", dependencies: ["CheckoutFeature"]),
    ]
)
