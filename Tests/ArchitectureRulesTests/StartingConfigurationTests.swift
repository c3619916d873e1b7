import ArchitectureRules
import Testing

/// `--write-configuration`: the first architecture.json proposes a category for each thing the `uncategorised` rule
/// reports, from what it is and who uses it, and turns off only the parts of the feature shape no feature follows.
struct StartingConfigurationTests {
    /// An app repository laid out its own way: an app and a lint tool outside `Sources/`, a feature and a core
    /// module in `Modules/`, three remote packages, a local package seen from outside, a pod and a development pod.
    static func repository() -> FixturePackage {
        var package = FixturePackage(targets: [], files: [:])
        package.configuration = .conventions
        package.add(
            "Atlas", .executable, "App/Sources", ["ProfileFeature", "Core"],
            files: [
                "AtlasApp.swift": "import ProfileFeature\nimport Core\nimport Sentry\nimport Mixpanel\nimport Vault\n"
            ])
        package.add(
            "lint-modules", .executable, "Tools/Sources/LintModules",
            files: ["main.swift": "import ArgumentParser\n"])
        package.add(
            "ProfileFeature", .regular, "Modules/Profile/Sources", ["Core"],
            files: ["ProfileScreen.swift": "import Core\nimport Nuke\n\npublic struct ProfileScreen {}\n"])
        package.add("Core", .regular, "Modules/Core/Sources", files: ["Clock.swift": "import Design\n"])
        package.add(
            "ProfileFeatureTests", .test, "Modules/Profile/Tests", ["ProfileFeature"],
            files: ["ProfileTests.swift": "import Testing\n@testable import ProfileFeature\nimport Sentry\n"])
        package.packages = [
            PackageDependency(identity: "sentry-cocoa", location: "https://github.com/getsentry/sentry-cocoa"),
            PackageDependency(identity: "nuke", location: "https://github.com/kean/Nuke"),
            PackageDependency(
                identity: "swift-argument-parser", location: "https://github.com/apple/swift-argument-parser"),
            PackageDependency(identity: "design", location: "../Design"),
            PackageDependency(
                identity: "Mixpanel", location: "Podfile", pod: PodSource(podfile: "Podfile", blocks: ["Atlas": "x"])),
            PackageDependency(
                identity: "Vault", location: "Podfile",
                pod: PodSource(podfile: "Podfile", blocks: ["Atlas": "x"], localPath: "LocalPods/Vault")),
        ]
        package.addProduct("Sentry", package: "sentry-cocoa", to: "Atlas")
        package.addProduct("Sentry", package: "sentry-cocoa", to: "ProfileFeatureTests")
        package.addProduct("Mixpanel", package: "Mixpanel", to: "Atlas")
        package.addProduct("Vault", package: "Vault", to: "Atlas")
        package.addProduct("Nuke", package: "nuke", to: "ProfileFeature")
        package.addProduct("ArgumentParser", package: "swift-argument-parser", to: "lint-modules")
        package.addProduct("Design", package: "design", to: "Core")
        return package
    }

    /// The starting configuration for `package`, rechecked as the tool does.
    static func starting(_ package: FixturePackage) -> StartingConfiguration {
        StartingConfiguration(report: package.check()) { proposed in
            var rechecked = package
            rechecked.configuration = proposed
            return rechecked.check()
        }
    }

    @Test func eachModuleGetsACategoryFromWhatItIs() {
        let starting = Self.starting(Self.repository())
        #expect(
            starting.modules.map { "\($0.name): \($0.category.rawValue), \($0.reason)" } == [
                "Atlas: app, an executable",
                "Core: foundation, a library",
                "ProfileFeature: feature, a library named …Feature",
                "lint-modules: tool, an executable under Tools/",
            ])
    }

    /// `sdk` only while apps and tests alone use a package, so the first run after reports no edge the file made;
    /// the team's own code is foundation; a pod is written under its own key.
    @Test func eachPackageIsAnSDKUnlessAModuleUsesItAlready() {
        let starting = Self.starting(Self.repository())
        #expect(
            starting.packages.map { "\($0.packageKey ?? "-") \($0.name): \($0.category.rawValue) \($0.users)" } == [
                "pod Mixpanel: sdk []",
                "pod Vault: foundation []",
                "package design: foundation []",
                "package nuke: utility [\"ProfileFeature\"]",
                "package sentry-cocoa: sdk []",
                "package swift-argument-parser: utility [\"lint-modules\"]",
            ])
        #expect(starting.featureKeysTurnedOff == ["entryFile", "publicSurface", "demo"])
    }

    /// The file parses as a configuration, and with it the same repository has no `uncategorised` error and no
    /// error of a rule the file's own categories would have caused.
    @Test func theWrittenFileLeavesNoCategoryToGiveAndCausesNoError() throws {
        var package = Self.repository()
        let first = package.check()
        #expect(first.diagnostics.filter { $0.rule == .uncategorised }.count == 10)
        let starting = Self.starting(package)
        package.configuration = try ArchitectureConfiguration.parse(starting.text, file: "architecture.json")
        let second = package.check()
        #expect(second.diagnostics.map(\.rule.rawValue) == [])
        #expect(
            starting.text == """
                {
                  "modules": {
                    "Atlas": "app",
                    "Core": "foundation",
                    "ProfileFeature": "feature",
                    "lint-modules": "tool"
                  },
                  "packages": [
                    {"pod": "Mixpanel", "category": "sdk"},
                    {"pod": "Vault", "category": "foundation"},
                    {"package": "design", "category": "foundation"},
                    {"package": "nuke", "category": "utility"},
                    {"package": "sentry-cocoa", "category": "sdk"},
                    {"package": "swift-argument-parser", "category": "utility"}
                  ],
                  "feature": {
                    "entryFile": null,
                    "publicSurface": null,
                    "demo": null
                  }
                }

                """)
    }

    /// A part of the feature shape that one feature follows stays on: the feature lacking it is a real finding.
    @Test func aPartOfTheFeatureShapeOneFeatureFollowsStays() {
        var package = FixturePackage.clean()
        package.configuration = .conventions
        #expect(Self.starting(package).isEmpty)
        package.remove("CheckoutDemo")
        #expect(Self.starting(package).featureKeysTurnedOff == [])
        package.remove("SearchDemo")
        #expect(Self.starting(package).featureKeysTurnedOff == ["demo"])
    }

    @Test func theSummarySaysWhatWasWrittenAndWhatToReview() {
        let starting = Self.starting(Self.repository())
        #expect(
            starting.summary(writtenTo: "architecture.json") == """
                architecture.json: a category for 4 modules and 6 packages, and 3 of the feature shape off
                  Atlas: app (an executable)
                  Core: foundation (a library)
                  ProfileFeature: feature (a library named …Feature)
                  lint-modules: tool (an executable under Tools/)
                  sdk, which only an app may depend on, for what only apps and tests use: Mixpanel, sentry-cocoa
                  utility, which any module may use, for what a feature, foundation module or tool uses: nuke \
                (ProfileFeature), swift-argument-parser (lint-modules)
                  foundation, your own code: Vault (a development pod at LocalPods/Vault/), design (a local package \
                at ../Design)
                  feature: entryFile, publicSurface, demo null, since no feature follows that part of the conventions
                review it before you commit it: a library that is one feature of the app is "feature", and a package \
                to be reached through one module only is "sdk" with that module under "onlyThrough"; then run the \
                check again

                """)
    }
}
