import ArchitectureRules
import PackageGeneration
import Testing

/// The two generated layouts at two features: their manifests, where each feature's code lands, that the
/// feature-first one passes ShopKit's rules, and what each benchmark change touches. No builds: the benchmark
/// itself compiles them.
struct LayoutPackagesTests {
    let featureFirst = LayoutPackages.package(.featureFirst, features: 2)
    let layerFirst = LayoutPackages.package(.layerFirst, features: 2)

    @Test func featureFirstHasAModulePerFeatureOverFourFoundationModulesAndOneApp() throws {
        let byName = Dictionary(uniqueKeysWithValues: featureFirst.targets.map { ($0.name, $0) })
        #expect(
            featureFirst.targets.map(\.name) == [
                "DesignSystem", "Networking", "Persistence", "Analytics", "Area01Feature", "Area02Feature", "App",
                "Area01Demo", "Area01FeatureTests", "Area02Demo", "Area02FeatureTests",
            ])
        let feature = try #require(byName["Area01Feature"])
        #expect(feature.dependencies == ["Analytics", "DesignSystem", "Networking", "Persistence"])
        #expect(
            feature.sources == [
                "Sources/Area01Feature/Area01Entry.swift", "Sources/Area01Feature/Domain/Area01Item.swift",
                "Sources/Area01Feature/Data/Area01ItemDTO.swift", "Sources/Area01Feature/Data/Area01Endpoint.swift",
                "Sources/Area01Feature/Data/Area01Repository.swift",
                "Sources/Area01Feature/UI/Area01StateMachine.swift", "Sources/Area01Feature/UI/Area01View.swift",
            ])
        #expect(
            byName["App"]?.dependencies == ["Area01Feature", "Area02Feature", "Analytics", "Networking", "Persistence"])
        let manifest = try #require(featureFirst.files["Package.swift"])
        #expect(manifest.hasPrefix("// swift-tools-version: 6.0\n"))
        #expect(
            manifest.contains(
                #".target(name: "Area02Feature", dependencies: ["Analytics", "DesignSystem", "Networking", "#
                    + #""Persistence"], path: "Sources/Area02Feature"),"#))
        #expect(manifest.contains(#".executableTarget(name: "App", dependencies: ["Area01Feature", "#))
    }

    @Test func featureFirstPassesTheArchitectureCheck() {
        let report = ArchitectureCheck.run(featureFirst.graph, files: .inMemory(featureFirst.files))
        #expect(report.diagnostics.map(\.rendered) == [])
        #expect(report.categories["Area01Feature"] == .feature)
        #expect(report.categories["Networking"] == .foundation)
        #expect(report.categories["App"] == .app)
    }

    @Test func theCheckWouldCatchAFeatureImportingAnother() {
        var broken = featureFirst
        let path = "Sources/Area02Feature/UI/Area02View.swift"
        broken.files[path] = "import Area01Feature\n" + (broken.files[path] ?? "")
        let report = ArchitectureCheck.run(broken.graph, files: .inMemory(broken.files))
        #expect(report.diagnostics.map(\.rule) == [.featureIsolation])
    }

    @Test func layerFirstIsSeedZeroesChainWithEveryFeatureSpreadAcrossTheLayers() throws {
        #expect(
            layerFirst.targets.map(\.name) == [
                "Utils", "Models", "Networking", "Repositories", "ViewModels", "Views", "App",
            ])
        #expect(layerFirst.targets.map(\.dependencies.count) == [0, 1, 2, 3, 4, 5, 6])
        #expect(layerFirst.targets[3].dependencies == ["Networking", "Models", "Utils"])
        let area01 = layerFirst.targets.flatMap(\.sources).filter { $0.contains("Area01") }
        #expect(
            area01 == [
                "Sources/Models/Area01Item.swift", "Sources/Networking/DTOs/Area01ItemDTO.swift",
                "Sources/Networking/Endpoints/Area01Endpoint.swift", "Sources/Repositories/Area01Repository.swift",
                "Sources/ViewModels/Area01StateMachine.swift", "Sources/Views/Area01/Area01View.swift",
                "Sources/Views/Area01/Area01Entry.swift",
            ])
    }

    @Test func bothLayoutsHoldTheSameCodeButForAccessAndImports() throws {
        func normalised(_ text: String?) -> [String] {
            (text ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }
                .map { $0.replacingOccurrences(of: "public ", with: "") }
        }
        let pairs = [
            ("Sources/Area02Feature/UI/Area02StateMachine.swift", "Sources/ViewModels/Area02StateMachine.swift"),
            ("Sources/Area02Feature/Data/Area02Repository.swift", "Sources/Repositories/Area02Repository.swift"),
            ("Sources/Networking/HTTPClient.swift", "Sources/Networking/Client/HTTPClient.swift"),
        ]
        for (feature, layer) in pairs {
            let featureText = normalised(featureFirst.files[feature])
            #expect(featureText.count > 40, "\(feature) is real code, not a stub")
            #expect(featureText == normalised(layerFirst.files[layer]), "\(feature) and \(layer) differ")
        }
        // The state machine has real logic: a clamp, a guard, transitions.
        let machine = try #require(featureFirst.files["Sources/Area01Feature/UI/Area01StateMachine.swift"])
        #expect(machine.contains("let clamped = min(max(quantity, 0), maximumQuantity)"))
        #expect(machine.contains("case (.idle, .appeared), (.failed, .retry):"))
    }

    @Test func eachChangeTouchesWhatTheBenchmarkSays() {
        func touched(_ layout: Layout, _ change: LayoutChange) -> [String] {
            let base = layout == .featureFirst ? featureFirst : layerFirst
            return LayoutPackages.package(layout, features: 2, changes: [change]).paths(differingFrom: base)
        }
        #expect(touched(.featureFirst, .stateMachineLine) == ["Sources/Area01Feature/UI/Area01StateMachine.swift"])
        #expect(touched(.layerFirst, .stateMachineLine) == ["Sources/ViewModels/Area01StateMachine.swift"])
        #expect(
            touched(.featureFirst, .giftNote) == [
                "Sources/Area01Feature/Data/Area01Endpoint.swift", "Sources/Area01Feature/Data/Area01ItemDTO.swift",
                "Sources/Area01Feature/Domain/Area01Item.swift", "Sources/Area01Feature/UI/Area01StateMachine.swift",
                "Sources/Area01Feature/UI/Area01View.swift",
            ])
        #expect(
            touched(.layerFirst, .giftNote) == [
                "Sources/Models/Area01Item.swift", "Sources/Networking/DTOs/Area01ItemDTO.swift",
                "Sources/Networking/Endpoints/Area01Endpoint.swift", "Sources/ViewModels/Area01StateMachine.swift",
                "Sources/Views/Area01/Area01View.swift",
            ])
        #expect(touched(.featureFirst, .networkingInternal) == ["Sources/Networking/HTTPClient.swift"])
        #expect(touched(.layerFirst, .networkingPublic) == ["Sources/Networking/Client/HTTPClient.swift"])
    }

    @Test func theOneLineChangeIsOneLine() throws {
        let before = try #require(featureFirst.files["Sources/Area01Feature/UI/Area01StateMachine.swift"])
        let after = try #require(
            LayoutPackages.package(.featureFirst, features: 2, changes: [.stateMachineLine])
                .files["Sources/Area01Feature/UI/Area01StateMachine.swift"])
        let differing = zip(before.split(separator: "\n"), after.split(separator: "\n")).filter { $0 != $1 }
        #expect(before.split(separator: "\n").count == after.split(separator: "\n").count)
        #expect(differing.map(\.1) == ["            let clamped = min(max(quantity, 1), maximumQuantity)"])
    }

    @Test func featureNamesArePaddedToTheCount() {
        #expect(LayoutPackages.featureBase(7, of: 64) == "Area07")
        #expect(LayoutPackages.featureBase(7, of: 120) == "Area007")
        #expect(
            LayoutPackages.package(.featureFirst, features: 64).targets.filter { $0.name.hasSuffix("Feature") }.count
                == 64)
    }
}
