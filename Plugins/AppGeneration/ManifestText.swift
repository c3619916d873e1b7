import ArchitectureRules
import FeatureScaffolding

/// The new package's Package.swift, laid out like the template's: foundation, features (one line each), apps,
/// tests, and the dependency that brings the architecture check and add-feature; and the targets it declares, for
/// the architecture check the generator runs before writing anything.
struct ManifestText {
    /// A copied module or test target and what the template's manifest says it depends on.
    struct Module {
        let name: String
        let dependencies: [String]
        var exclude: [String] = []
    }

    let app: AppName
    let modules: [Module]
    let tests: [Module]
    /// The end of the template's manifest, from `// MARK: - How a feature's line becomes its targets`: the `Feature`
    /// helper, copied so that a feature line means the same in both packages.
    let featureHelper: String
    /// The SQLite system library's declaration as the template's manifest writes it.
    let systemLibraryDeclaration: String
    /// The package the architecture check and add-feature come from.
    let tools: ToolsDependency

    /// What the composition root imports besides its features.
    var appDependencies: [String] {
        ["Analytics", "AppNavigation", "InProcessHost", "Networking", "TerminalUI"]
    }

    /// What the app's tests import besides the app and its features.
    var appTestDependencies: [String] {
        ["AppNavigation", "ExecutableTesting"]
    }

    /// The manifest with an empty feature list; `add-feature` writes the sample feature's line into it.
    var text: String {
        """
        // swift-tools-version: 6.0
        // \(app.module): a feature-first modular app. The manifest is laid out by category so the module rules read
        // at a glance. A module's category comes from where it lives (architecture.json says so for the
        // architecture check):
        //
        //   Sources/<Name>Feature    feature     may use foundation only, never another feature
        //   Sources/<Other>          foundation  may use foundation only, knows no feature
        //   Sources/\(app.module)\(String(repeating: " ", count: max(1, 17 - app.module.count)))app         may use features and foundation; nothing uses an app
        //   Demos/<Name>Demo         app         the feature alone on an in-process server
        //
        // A feature is one line in `features`. `swift package check-architecture` enforces the rules on what this
        // manifest declares; it and `swift package add-feature` come from the one package dependency; see README.md.
        import PackageDescription

        // MARK: - Foundation: one responsibility each, no knowledge of any feature

        let foundation: [Target] = [
        \(systemLibraryDeclaration)\(modules.map { "    .target(name: \"\($0.name)\", dependencies: \(list($0.dependencies))),\n" }.joined())]

        // MARK: - Features: vertical slices that expose only Entry, Dependencies and Output

        // One line per feature: its name, the foundation modules it uses, and what its tests use besides the feature.
        // `Feature` (at the end of this file) makes from it the module Sources/<Name>Feature, its demo Demos/<Name>Demo,
        // its tests Tests/<Name>FeatureTests, and its place in the app and its tests (`inApp: false` until the app uses
        // it). `swift package add-feature <Name>` writes the line; deleting the line and the three folders deletes the
        // feature. Left unformatted, so that no line of the list is ever broken in two.
        // swift-format-ignore
        let features: [Feature] = [
        ]

        // MARK: - Apps: the composition root, and one demo per feature that runs it alone

        /// What every feature's demo uses besides its feature: the demo host, which runs it on an in-process server.
        let demoSupport: [Target.Dependency] = ["DemoHost"]

        let apps: [Target] = [
            // The composition root: the only module that knows every feature.
            .executableTarget(
                name: "\(app.module)",
                dependencies: features.filter(\\.inApp).map(\\.module) + [
                    \(quoted(appDependencies)),
                ]
            )
        ]

        /// One demo per feature, Demos/<Name>Demo: the feature alone on an in-process server.
        let demos = features.map { $0.demo(support: demoSupport) }

        // MARK: - Tests: one target per module, each runnable alone with `swift test --filter <Module>Tests`

        let tests: [Target] = [
        \(tests.map(testLine).joined())    .testTarget(
                name: "\(app.module)Tests",
                dependencies: ["\(app.module)"] + \(list(appTestDependencies)) + features.filter(\\.inApp).map(\\.module)
            ),
        ]

        /// One test target per feature, Tests/<Name>FeatureTests: the feature and what its line's `testsUse:` names.
        let featureTests = features.map(\\.tests)

        let package = Package(
            name: "\(app.module)",
            platforms: [.macOS(.v14), .iOS(.v17)],
            products: [
                .executable(name: "\(app.command)", targets: ["\(app.module)"])
            ],
            // The architecture check and add-feature, as command plugins of the package this one was made from; no
            // target depends on it. A later check is a version bump: `swift package update`, or a new `from:`.
            dependencies: [
        \(dependencyLine)
            ],
            targets: foundation + features.map(\\.target) + apps + demos + tests + featureTests
        )

        // Every Swift target: Swift 6 language mode (the tools version's default), and imports are internal unless a
        // public signature needs them (`public import`), so no module leaks its dependencies into its API.
        for target in package.targets where target.type != .system && target.type != .plugin {
            target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("InternalImportsByDefault")]
        }

        \(featureHelper)
        """
    }

    /// The dependency's declaration as swift-format lays it out in the `dependencies` list: on one line when it
    /// fits in 120 columns, else its arguments on the next line, or one a line.
    var dependencyLine: String {
        let line = "        " + tools.declaration
        guard line.count > 120 else { return line }
        let arguments = tools.declaration.dropFirst(".package(".count)
        let together = "            " + arguments
        if together.count <= 120 { return "        .package(\n" + together }
        let split = arguments.range(of: "\", ")!
        return "        .package(\n            " + arguments[..<split.lowerBound] + "\",\n            "
            + arguments[split.upperBound...]
    }

    private func list(_ names: [String]) -> String { "[" + quoted(names) + "]" }

    private func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }

    /// A test target's declaration, on one line when it fits in the formatter's 120 columns, otherwise laid
    /// out as swift-format lays it out.
    private func testLine(_ test: Module) -> String {
        let exclude = test.exclude.isEmpty ? "" : ", exclude: \(list(test.exclude))"
        let line = "    .testTarget(name: \"\(test.name)\", dependencies: \(list(test.dependencies))\(exclude)),\n"
        guard line.count > 121 else { return line }
        return
            "    .testTarget(\n        name: \"\(test.name)\",\n        dependencies: \(list(test.dependencies))\(exclude)),\n"
    }

    /// The targets the manifest declares once `features` (all in the app) have their lines, with their sources
    /// among `files`.
    func targets(features: [String], files: [AppFile]) -> [PackageTarget] {
        func target(_ name: String, _ kind: TargetKind, _ path: String, _ dependencies: [String]) -> PackageTarget {
            let sources = files.map(\.path).filter { $0.hasPrefix(path + "/") && $0.hasSuffix(".swift") }
            return PackageTarget(name: name, kind: kind, path: path, dependencies: dependencies, sources: sources)
        }
        var targets = [PackageTarget(name: "CSQLite", kind: .system, path: "Sources/CSQLite")]
        targets += modules.map { target($0.name, .regular, "Sources/" + $0.name, $0.dependencies) }
        for feature in features {
            targets.append(
                target(feature + "Feature", .regular, "Sources/\(feature)Feature", FeatureManifest.newFeatureUses))
            targets.append(
                target(feature + "Demo", .executable, "Demos/\(feature)Demo", [feature + "Feature", "DemoHost"]))
            targets.append(
                target(
                    feature + "FeatureTests", .test, "Tests/\(feature)FeatureTests",
                    [feature + "Feature"] + FeatureManifest.newFeatureTestsUse))
        }
        let featureModules = features.map { $0 + "Feature" }
        targets.append(target(app.module, .executable, "Sources/" + app.module, featureModules + appDependencies))
        targets += tests.map { target($0.name, .test, "Tests/" + $0.name, $0.dependencies) }
        targets.append(
            target(
                app.module + "Tests", .test, "Tests/\(app.module)Tests",
                [app.module] + appTestDependencies + featureModules))
        return targets
    }
}
