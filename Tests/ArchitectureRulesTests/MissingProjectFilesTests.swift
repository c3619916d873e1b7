import ArchitectureRules
import Testing

/// The files a run could not read: one warning per Xcode project, and the rest as a sign of a stale graph.
struct MissingProjectFilesTests {
    @Test func namesAreListedAsAReaderWould() {
        #expect([String]().joinedInProse() == "")
        #expect(["Core"].joinedInProse() == "Core")
        #expect(["Core", "Kit"].joinedInProse() == "Core and Kit")
        #expect(["Core", "Kit", "App"].joinedInProse("or") == "Core, Kit or App")
    }

    @Test func aProjectsMissingFilesAreOneRecordAndAPackagesAreStale() {
        let project = TargetOrigin(name: "Sail.xcodeproj", directory: "", manifest: "Sail.xcodeproj")
        let widgets = TargetOrigin(
            name: "Widgets.xcodeproj", directory: "Widgets", manifest: "Widgets/Widgets.xcodeproj")
        let package = TargetOrigin(name: "Kit", directory: "Kit", manifest: "Kit/Package.swift")
        let graph = PackageGraph(targets: [
            PackageTarget(
                name: "Sail", kind: .executable, path: "Sail", sources: ["Sail/Keys.swift", "Sail/R.swift"],
                origin: project, productType: .application),
            PackageTarget(
                name: "SailWatch", kind: .executable, path: "SailWatch", sources: ["Sail/Keys.swift"], origin: project,
                productType: .application),
            PackageTarget(
                name: "Widget", kind: .executable, path: "Widgets/Widget", sources: ["Widgets/Widget/Gen.swift"],
                origin: widgets, productType: .appExtension),
            PackageTarget(
                name: "Charts", kind: .regular, path: "Kit/Sources/Charts", sources: ["Kit/Sources/Charts/A.swift"],
                origin: package),
        ])
        let sorted = MissingProjectFiles.sorting(
            [
                "Sail/R.swift", "Kit/Sources/Charts/A.swift", "Widgets/Widget/Gen.swift", "Sail/Keys.swift",
                "Sail/R.swift",
            ],
            in: graph)
        #expect(
            sorted.byProject == [
                MissingProjectFiles(
                    project: "Sail.xcodeproj", files: ["Sail/Keys.swift", "Sail/R.swift"],
                    owners: ["Sail", "SailWatch"]),
                MissingProjectFiles(
                    project: "Widgets/Widgets.xcodeproj", files: ["Widgets/Widget/Gen.swift"], owners: ["Widget"]),
            ])
        #expect(sorted.stale == ["Kit/Sources/Charts/A.swift"])
        #expect(
            sorted.byProject[0].warning.hasPrefix(
                "warning: cannot read 2 files: Sail/Keys.swift and Sail/R.swift, which Sail.xcodeproj lists among the "
                    + "sources of Sail and SailWatch; the check went on without them, and reports no unused dependency "
                    + "of those targets\n"))
    }

    /// A React Native project compiles the Expo modules provider that `pod install` writes under `Pods/`, which is
    /// not committed: the note says to run it, not to restore the file or remove it from the project.
    @Test func filesInPodsAreWrittenByPodInstall() {
        let pods = MissingProjectFiles(
            project: "ios/Courier.xcodeproj", files: ["ios/Pods/Target Support Files/Pods-Courier/Provider.swift"],
            owners: ["Courier"])
        #expect(
            pods.warning.hasSuffix(
                "\nnote: pod install writes it into Pods/: run it before the check"))
        let mixed = MissingProjectFiles(
            project: "ios/Courier.xcodeproj",
            files: ["ios/Courier/Keys.swift", "ios/Pods/Target Support Files/Pods-Courier/Provider.swift"],
            owners: ["Courier"])
        #expect(mixed.warning.contains("note: if a script or a build phase generates them"))
    }

    @Test func pastFiveFilesTheRestAreCounted() {
        let files = (1...7).map { "App/Generated\($0).swift" }
        let warning = MissingProjectFiles(project: "App.xcodeproj", files: files, owners: ["App"]).warning
        #expect(
            warning.hasPrefix(
                "warning: cannot read 7 files: App/Generated1.swift, App/Generated2.swift, App/Generated3.swift, "
                    + "App/Generated4.swift, App/Generated5.swift and 2 more, which App.xcodeproj lists"))
        #expect(warning.contains("reports no unused dependency of that target\n"))
    }
}
