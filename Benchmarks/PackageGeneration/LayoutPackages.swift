import ArchitectureRules

/// How a generated package slices the same code.
public enum Layout: String, CaseIterable, Sendable, Codable {
    /// ShopKit's rules: one module per feature over foundation modules, one app target.
    case featureFirst = "feature-first"
    /// The textbook layer chain: `Utils` <- `Models` <- `Networking` <- `Repositories` <- `ViewModels` <- `Views` <- app.
    case layerFirst = "layer-first"
}

/// The edits the layouts benchmark makes to a built package, one at a time.
public enum LayoutChange: String, CaseIterable, Sendable, Codable {
    /// (a) One line inside the first feature's state-machine method.
    case stateMachineLine = "a"
    /// (b) A gift note, the classic change that crosses every layer: a field on the first feature's model, used by
    /// its DTO, endpoint, state machine and view.
    case giftNote = "b"
    /// (c) One line inside a networking function (not its interface).
    case networkingInternal = "c"
    /// (d) A public property added to networking's `HTTPRequest`.
    case networkingPublic = "d"

    /// What the change does, for tables.
    public var summary: String {
        switch self {
        case .stateMachineLine: "one line in a feature's state-machine method"
        case .giftNote: "gift note: a model field used by DTO, endpoint, state machine, view"
        case .networkingInternal: "one line inside a networking function"
        case .networkingPublic: "a public property added to networking's HTTPRequest"
        }
    }
}

/// Writes the two layouts of the same retail app with any number of features: each feature has a domain model,
/// DTOs and an endpoint, a repository, a state machine and a view, over networking, persistence, analytics and a
/// design system.
public enum LayoutPackages {
    /// The name of the app target in both layouts.
    public static let appTarget = "App"

    /// The type prefix of feature `index` (from 1) among `count`: `Area01`.
    public static func featureBase(_ index: Int, of count: Int) -> String {
        let digits = max(2, String(count).count)
        let number = String(index)
        return "Area" + String(repeating: "0", count: digits - number.count) + number
    }

    /// The package of `features` features in `layout`, with `changes` applied (to the first feature where the
    /// change is a feature's).
    public static func package(
        _ layout: Layout, features: Int, changes: Set<LayoutChange> = []
    ) -> GeneratedPackage {
        precondition(features >= 1, "a package needs at least one feature")
        let bases = (1...features).map { featureBase($0, of: features) }
        let code = bases.enumerated().map { index, base in
            FeatureSources(
                base: base, access: layout == .featureFirst ? "" : "public ",
                giftNote: index == 0 && changes.contains(.giftNote),
                stateMachineEdit: index == 0 && changes.contains(.stateMachineLine))
        }
        let networking = FoundationSources.networking(
            internalEdit: changes.contains(.networkingInternal), publicEdit: changes.contains(.networkingPublic))
        var package: GeneratedPackage
        switch layout {
        case .featureFirst: package = featureFirst(code, networking: networking)
        case .layerFirst: package = layerFirst(code, networking: networking)
        }
        package.files["Package.swift"] = GeneratedPackage.manifest(
            name: layout == .featureFirst ? "FeatureFirstShop" : "LayerFirstShop", targets: package.targets)
        return package
    }

    /// Adds `text` at `path` to `files` and `target`'s sources.
    private static func add(
        _ path: String, _ text: String, to target: inout PackageTarget, _ files: inout [String: String]
    ) {
        files[path] = text
        target.sources.append(path)
    }

    // MARK: Feature-first

    private static let foundationModules = ["Analytics", "DesignSystem", "Networking", "Persistence"]

    private static func featureFirst(_ features: [FeatureSources], networking: String) -> GeneratedPackage {
        var files: [String: String] = [:]
        var targets: [PackageTarget] = []
        let foundation: [(String, String, String)] = [
            ("DesignSystem", "Theme.swift", FoundationSources.designSystem),
            ("Networking", "HTTPClient.swift", networking),
            ("Persistence", "KeyValueStore.swift", FoundationSources.persistence),
            ("Analytics", "Analytics.swift", FoundationSources.analytics),
        ]
        for (name, file, text) in foundation {
            var target = PackageTarget(name: name, kind: .regular, path: "Sources/\(name)")
            add("Sources/\(name)/\(file)", text, to: &target, &files)
            targets.append(target)
        }
        var demosAndTests: [PackageTarget] = []
        for feature in features {
            let base = feature.base
            let root = "Sources/\(base)Feature"
            var target = PackageTarget(
                name: base + "Feature", kind: .regular, path: root, dependencies: foundationModules)
            add(
                "\(root)/\(base)Entry.swift",
                feature.entry(imports: ["Analytics", "DesignSystem", "Networking", "Persistence"]), to: &target, &files)
            add("\(root)/Domain/\(base)Item.swift", feature.item(imports: []), to: &target, &files)
            add(
                "\(root)/Data/\(base)ItemDTO.swift", feature.transferObjects(imports: ["Foundation"]), to: &target,
                &files)
            add(
                "\(root)/Data/\(base)Endpoint.swift", feature.endpoint(imports: ["Foundation", "Networking"]),
                to: &target, &files)
            add(
                "\(root)/Data/\(base)Repository.swift",
                feature.repository(imports: ["Foundation", "Networking", "Persistence"]), to: &target, &files)
            add(
                "\(root)/UI/\(base)StateMachine.swift", feature.stateMachine(imports: ["Analytics", "Foundation"]),
                to: &target, &files)
            add("\(root)/UI/\(base)View.swift", feature.view(imports: ["DesignSystem"]), to: &target, &files)
            targets.append(target)

            var demo = PackageTarget(
                name: base + "Demo", kind: .executable, path: "Demos/\(base)Demo",
                dependencies: [base + "Feature", "Analytics", "Networking", "Persistence"])
            add(
                "Demos/\(base)Demo/main.swift",
                composition(
                    [base], imports: [base + "Feature", "Analytics", "Foundation", "Networking", "Persistence"],
                    comment: "Runs \(base) alone on canned data."), to: &demo, &files)
            demosAndTests.append(demo)
            var tests = PackageTarget(
                name: base + "FeatureTests", kind: .test, path: "Tests/\(base)FeatureTests",
                dependencies: [base + "Feature"])
            add(
                "Tests/\(base)FeatureTests/\(base)StateMachineTests.swift", stateMachineTest(base), to: &tests,
                &files)
            demosAndTests.append(tests)
        }
        let featureModules = features.map { $0.base + "Feature" }
        var app = PackageTarget(
            name: appTarget, kind: .executable, path: "Sources/\(appTarget)",
            dependencies: featureModules + ["Analytics", "Networking", "Persistence"])
        add(
            "Sources/\(appTarget)/main.swift",
            composition(
                features.map(\.base),
                imports: featureModules + ["Analytics", "Foundation", "Networking", "Persistence"],
                comment: "The composition root: one set of services, every feature's screen drawn once."),
            to: &app, &files)
        targets.append(app)
        targets += demosAndTests
        files["CODEOWNERS"] = GeneratedPackage.codeOwners(for: targets) { index, target in
            target.path.hasPrefix("Sources/\(appTarget)") || foundationModules.contains(target.name)
                ? "@shop/platform-team" : "@shop/team\(index % 16)"
        }
        return GeneratedPackage(targets: targets, files: files)
    }

    /// A feature's test target: one state-machine test, so the check's shape rule holds (the benchmark never
    /// builds tests).
    private static func stateMachineTest(_ base: String) -> String {
        """
        @testable import \(base)Feature
        import Testing

        @Test func quantityIsCappedAtNinetyNine() {
            var machine = \(base)StateMachine()
            _ = machine.handle(.appeared)
            _ = machine.handle(.loaded([\(base)Item(id: "a", title: "A", priceCents: 100, quantity: 1)]))
            _ = machine.handle(.quantityChanged(id: "a", quantity: 500))
            #expect(machine.state == .loaded([\(base)Item(id: "a", title: "A", priceCents: 100, quantity: 99)]))
        }

        """
    }

    /// A `main.swift` that builds the services once and prints the screens of `bases`.
    private static func composition(_ bases: [String], imports: [String], comment: String) -> String {
        let screens = bases.map { base in
            "lines += await \(base)Entry.screen(\(base)Dependencies(client: client, store: store, analytics: tracker))\n"
        }
        return FeatureSources.imports(imports) + """
            // \(comment)
            let page = "{\\"items\\":[{\\"id\\":\\"1\\",\\"title\\":\\"Sample\\",\\"price_cents\\":1250,\\"quantity\\":2}],\\"next_page\\":null}"
            let client = CannedHTTPClient(fallback: Data(page.utf8))
            let store = InMemoryStore()
            let tracker = RecordingTracker()
            var lines: [String] = []

            """ + screens.joined() + """
                print(lines.joined(separator: "\\n"))
                let eventCount = await tracker.events.count
                print("\\(eventCount) analytics events")

                """
    }

    // MARK: Layer-first

    /// The layers bottom up; each depends on every layer below it.
    public static let layers = ["Utils", "Models", "Networking", "Repositories", "ViewModels", "Views"]

    private static func layerFirst(_ features: [FeatureSources], networking: String) -> GeneratedPackage {
        var files: [String: String] = [:]
        var targets = layers.enumerated().map { index, name in
            PackageTarget(
                name: name, kind: .regular, path: "Sources/\(name)", dependencies: Array(layers[..<index].reversed()))
        }
        func add(_ path: String, _ text: String, layer: String) {
            let index = layers.firstIndex(of: layer)!
            LayoutPackages.add("Sources/\(layer)/\(path)", text, to: &targets[index], &files)
        }
        add("Analytics.swift", FoundationSources.analytics, layer: "Utils")
        add("Client/HTTPClient.swift", networking, layer: "Networking")
        add("Storage/KeyValueStore.swift", FoundationSources.persistence, layer: "Repositories")
        add("DesignSystem/Theme.swift", FoundationSources.designSystem, layer: "Views")
        for feature in features {
            let base = feature.base
            add("\(base)Item.swift", feature.item(imports: []), layer: "Models")
            add(
                "DTOs/\(base)ItemDTO.swift", feature.transferObjects(imports: ["Foundation", "Models"]),
                layer: "Networking")
            add("Endpoints/\(base)Endpoint.swift", feature.endpoint(imports: ["Foundation"]), layer: "Networking")
            add(
                "\(base)Repository.swift", feature.repository(imports: ["Foundation", "Models", "Networking"]),
                layer: "Repositories")
            add(
                "\(base)StateMachine.swift", feature.stateMachine(imports: ["Foundation", "Models", "Utils"]),
                layer: "ViewModels")
            add("\(base)/\(base)View.swift", feature.view(imports: ["Models", "ViewModels"]), layer: "Views")
            add(
                "\(base)/\(base)Entry.swift",
                feature.entry(imports: ["Models", "Networking", "Repositories", "Utils", "ViewModels"]),
                layer: "Views")
        }
        var app = PackageTarget(
            name: appTarget, kind: .executable, path: "Sources/\(appTarget)", dependencies: layers.reversed())
        LayoutPackages.add(
            "Sources/\(appTarget)/main.swift",
            composition(
                features.map(\.base), imports: ["Foundation", "Networking", "Repositories", "Utils", "Views"],
                comment: "The composition root: one set of services, every feature's screen drawn once."),
            to: &app, &files)
        targets.append(app)
        return GeneratedPackage(targets: targets, files: files)
    }
}
