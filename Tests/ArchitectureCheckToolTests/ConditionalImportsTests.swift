import Foundation
import Testing

/// `#if` conditions around imports, decided per target: a file the phone app and the watch app share imports the
/// crash reporter only off watchOS and the debug menu only where `-D STAGING` is set (the phone app's Debug); a
/// package's `.define` under `.when(configuration: .debug)` is SwiftPM's debug build's; `canImport` of a module
/// nothing in the repository names is undecided, and said so.
@Suite(.timeLimit(.minutes(5))) struct ConditionalImportsTests {
    @Test func importsAreTheTargetsOnlyWhereItsBuildsCompileThem() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("ConditionalImportsApp"))
        #expect(status == 1)
        #expect(
            output == """
                Packages/DebugMenu/Sources/DebugMenu/DebugMenu.swift:2:12: error: DebugMenu (foundation, package DebugMenu) imports FirebaseCrashlytics of firebase-ios-sdk (sdk): only an app may depend on an SDK [sdk-boundary]
                note: remove the import; the app injects the capability: declare a protocol for what DebugMenu needs, implement it in the app with firebase-ios-sdk, and pass it in
                note: 1 import under #if conditions the check cannot decide without a build was not checked (each counts as a use of the dependency it names): Trails/TrailsApp.swift:4:12 Trails imports RevenueCat under #if canImport(RevenueCat)
                errors by rule: sdk-boundary 1
                architecture check: 3 modules, 1 remote package, 2 edges, 1 error (T s)

                """)
    }

    /// `--configuration Release`: the staging import is not compiled, so the debug menu the app links is unused,
    /// and the package's debug-only import goes too.
    @Test func oneConfigurationOnly() async throws {
        let (status, output) = try await CheckTool.check(
            CheckTool.fixture("ConditionalImportsApp"), ["--configuration", "Release"])
        #expect(status == 1)
        #expect(
            output == """
                error: Trails depends on DebugMenu, but no source file of Trails imports DebugMenu [unused-dependency]
                note: remove "DebugMenu" from the dependencies of Trails in Trails.xcodeproj; if Trails needs it only to link, add it to "linkOnly": {"Trails": [...]} in architecture.json
                note: 1 import under #if conditions the check cannot decide without a build was not checked (each counts as a use of the dependency it names): Trails/TrailsApp.swift:4:12 Trails imports RevenueCat under #if canImport(RevenueCat)
                errors by rule: unused-dependency 1
                architecture check: 3 modules, 1 remote package, 2 edges, 1 error (T s)

                """)
    }
}
