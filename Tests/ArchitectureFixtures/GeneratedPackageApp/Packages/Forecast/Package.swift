// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "Forecast",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "ForecastFeature", targets: ["ForecastFeature"])
    ],
    dependencies: [
        // Written by Scripts/generate-api.sh (swift-openapi-generator) before each build; git ignores it.
        .package(path: "../../Generated/WeatherAPI"),
        .package(path: "../Legacy"),
    ],
    targets: [
        .target(
            name: "ForecastFeature",
            dependencies: [
                .product(name: "WeatherAPI", package: "WeatherAPI"),
                .product(name: "LegacyCharts", package: "Legacy"),
            ]
        )
    ]
)
