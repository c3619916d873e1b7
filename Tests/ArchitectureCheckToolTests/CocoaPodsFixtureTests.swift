import Foundation
import Testing

/// Whole-repository mode on an app that takes third-party code from CocoaPods: fixture (f) `PodfileApp`, whose
/// Podfile has an abstract target with an app, its test bundle (`inherit! :search_paths`) and a widget nested in it,
/// a subspec (`Firebase/Analytics`), a `def` of shared pods and a framework target with an analytics SDK pod; its
/// `Podfile.lock` resolves transitive pods (FirebaseAnalytics, SDWebImage); `Pods/` holds the module map that names
/// R.swift.Library's module `Rswift`. The app also links a Carthage framework, `Carthage/Build/Lottie.xcframework`,
/// from its Frameworks phase (beside the SDK's UIKit and CocoaPods' `Pods_Lighthouse.framework`, which are not
/// modules to declare).
@Suite(.timeLimit(.minutes(5))) struct CocoaPodsFixtureTests {
    /// The app imports what its blocks link, directly, through the abstract target and the `def`, or as a pod's
    /// dependency in the lock file, by the module name the module map gives; the test bundle imports a pod it has
    /// on its search paths, and the Carthage framework it links. Four real findings: a pod the Podfile names with no
    /// category, the feature that links an SDK pod (the fix names the Podfile line), and the widget importing the
    /// framework it does not link and a pod its own block does not link.
    @Test func aPodfileWithNestedAndAbstractTargets() async throws {
        let directory = CheckTool.fixture("PodfileApp")
        let (status, output) = try await CheckTool.check(directory)
        #expect(status == 1)
        #expect(
            output == """
                error: pod R.swift.Library (Podfile) has no category; used by Lighthouse, LighthouseTests [uncategorised]
                note: add {"pod": "R.swift.Library", "category": "sdk"} to "packages" in architecture.json ("utility" instead of "sdk" for a small, stable helper that any module may use)
                error: SettingsFeature (feature, project Lighthouse.xcodeproj) -> Mixpanel-swift (sdk): only an app may depend on an SDK [sdk-boundary]
                note: stop linking Mixpanel-swift into SettingsFeature: pod 'Mixpanel-swift' in target 'SettingsFeature' (Podfile:28); the app injects the capability: declare a protocol for what SettingsFeature needs, implement it in the app with Mixpanel-swift, and pass it in
                LighthouseWidget/LighthouseWidget.swift:1:8: error: LighthouseWidget imports Lottie, a module of framework Lottie, which is not one of its dependencies [undeclared-import]
                note: link Carthage/Build/Lottie.xcframework in LighthouseWidget's Frameworks, Libraries, and Embedded Content in Lighthouse.xcodeproj
                LighthouseWidget/LighthouseWidget.swift:2:8: error: LighthouseWidget imports Rswift, a module of pod R.swift.Library, which is not one of its dependencies [undeclared-import]
                note: add pod 'R.swift.Library' to target 'LighthouseWidget' (Podfile:23)
                errors by rule: undeclared-import 2, sdk-boundary 1, uncategorised 1
                architecture check: 4 modules, 7 pods, 1 framework, 22 edges, 4 errors (T s)

                """)
        let app = try await CheckTool.run(["--package-dir", directory, "--explain", "Lighthouse"])
        #expect(
            app.standardOutput.contains(
                "depends on:  Firebase, FirebaseAnalytics, GoogleUtilities, LighthouseWidget, Lottie, "
                    + "R.swift.Library, SDWebImage, SDWebImageSwiftUI, SettingsFeature\n"))
        let widget = try await CheckTool.run(["--package-dir", directory, "--explain", "LighthouseWidget"])
        #expect(
            widget.standardOutput.contains(
                "depends on:  Firebase, FirebaseAnalytics, GoogleUtilities, SDWebImage, SDWebImageSwiftUI\n"))
        let feature = try await CheckTool.run(["--package-dir", directory, "--explain", "SettingsFeature"])
        #expect(feature.standardOutput.contains("depends on:  Mixpanel-swift\n"))
    }

    /// Before `pod install` (no `Pods/`, no `Podfile.lock`): a pod's module is only a guess, its name made an
    /// identifier, and a pod may bring others (Firebase's subspecs, SDWebImageSwiftUI's SDWebImage). So an import no
    /// pod is known to provide, in a target linking pods, is noted as not checked, not reported; a module the
    /// catalogue maps (`Rswift`) is checked, and its import by a target that does not link it is reported.
    @Test func withoutPodInstallThePodsModulesAreNotKnown() async throws {
        let copy = try CheckTool.copy("PodfileApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.removeItem(atPath: copy + "/Pods")
        try FileManager.default.removeItem(atPath: copy + "/Podfile.lock")
        try CheckTool.edit(
            copy + "/architecture.json", replacing: #"{"pod": "Firebase", "category": "sdk"},"#,
            with: #"{"pod": "Firebase", "category": "sdk"}, {"pod": "R.swift.Library", "category": "utility", "#
                + #""products": {"R.swift.Library": ["Rswift"]}},"#)
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(!output.contains("Lighthouse imports Rswift"))
        #expect(output.contains("LighthouseWidget imports Rswift, a module of pod R.swift.Library"))
        #expect(!output.contains("imports FirebaseAnalytics, which is neither"))
        let note: String = """
            note: 3 imports were not checked, because each names a module that nothing the target links is known to \
            provide, in a target that links products whose modules (or what they bring) the check does not know, \
            which may bring it: Lighthouse imports \
            FirebaseAnalytics (Lighthouse/LighthouseApp.swift:1) and SDWebImage (Lighthouse/LighthouseApp.swift:4), \
            and links Firebase and SDWebImageSwiftUI; LighthouseTests imports SDWebImage \
            (LighthouseTests/LaunchTests.swift:1), and links Firebase and SDWebImageSwiftUI. To check them, let the \
            check read those packages (resolve them, or pass --source-packages <DerivedData>; run pod install for pods)
            """
        #expect(output.contains(note))
        #expect(output.contains("errors by rule: undeclared-import 2, sdk-boundary 1\n"))
    }

    /// A library published both as a package and as a pod (a root Package.swift whose target uses the package's
    /// SDWebImage, an example app taking it through pods): before `pod install`, a pod the app links may bring the
    /// pod of that module's name, so the app's import of it is noted as not checked, not reported as the package's.
    @Test func withoutPodInstallAPodMayBringAModuleNamedAsAPackagesProduct() async throws {
        let copy = try CheckTool.copy("PodfileApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.removeItem(atPath: copy + "/Pods")
        try FileManager.default.removeItem(atPath: copy + "/Podfile.lock")
        try CheckTool.write(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "ImageKit",
                dependencies: [.package(url: "https://example.com/SDWebImage.git", from: "5.0.0")],
                targets: [
                    .target(
                        name: "ImageKit", dependencies: [.product(name: "SDWebImage", package: "SDWebImage")],
                        path: "ImageKit")
                ]
            )

            """, to: copy + "/Package.swift")
        try CheckTool.write("import SDWebImage\n", to: copy + "/ImageKit/ImageCache.swift")
        try CheckTool.edit(
            copy + "/architecture.json", replacing: #"{"pod": "SDWebImage", "category": "utility"},"#, with: "")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        #expect(!output.contains("Lighthouse imports SDWebImage"))
        #expect(
            output.contains(
                "Rswift (Lighthouse/LighthouseApp.swift:3) and SDWebImage (Lighthouse/LighthouseApp.swift:4)"))
    }

    /// A development pod (`:path =>`) is the team's own code whose podspec the check does not read: the finding
    /// and `--explain` say so, and suggest the first-party category instead of an SDK.
    @Test func aDevelopmentPodIsNamedAsOneAndSuggestedFoundation() async throws {
        let copy = try CheckTool.copy("PodfileApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try CheckTool.edit(
            copy + "/Podfile", replacing: #"pod "R.swift.Library", :configurations => ['Debug', 'Release']"#,
            with: #"pod "R.swift.Library", :path => './Vendor/../LocalPods/RSwift'"#)
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 1)
        let finding = """
            error: development pod R.swift.Library (LocalPods/RSwift/, Podfile) has no category; used by Lighthouse, LighthouseTests [uncategorised]
            note: the check does not read podspecs, so R.swift.Library's own sources are not checked; if it is your own module, add {"pod": "R.swift.Library", "category": "foundation"} to "packages" in architecture.json ("sdk" or "utility" if it is third-party code kept in the repository)

            """
        #expect(output.contains(finding))
        let explained = try await CheckTool.run(["--package-dir", copy, "--explain", "R.swift.Library"])
        #expect(
            explained.standardOutput.contains(
                "development pod at LocalPods/RSwift/ from Podfile (a leaf: its podspec is not read)"))
    }

    /// A Podfile the check cannot read is a configuration error naming the file and line, and nothing is checked.
    @Test func aMalformedPodfileExitsTwoWithItsLine() async throws {
        let copy = try CheckTool.copy("PodfileApp")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try CheckTool.edit(copy + "/Podfile", replacing: "pod 'Firebase/Analytics'", with: "pod Firebase")
        let (status, output) = try await CheckTool.check(copy)
        #expect(status == 2)
        #expect(output == "Podfile:12:3: error: pod needs the pod's name in quotes: pod 'Name'\n")
        try CheckTool.edit(copy + "/Podfile", replacing: "pod Firebase", with: "pod 'Firebase/Analytics'")
        try CheckTool.edit(copy + "/Podfile", replacing: "  target 'LighthouseWidget' do\n  end\n", with: "")
        try CheckTool.edit(
            copy + "/Podfile", replacing: "\nend\n\ntarget 'SettingsFeature'", with: "\n\ntarget 'SettingsFeature'")
        let unclosed = try await CheckTool.check(copy)
        #expect(unclosed.status == 2)
        #expect(unclosed.output == "Podfile:11:1: error: the block 'Shared' opened here has no `end`\n")
    }
}
