import Foundation
import Testing

/// Only modules are modules: in a macOS notes app, an aggregate target that runs a linter and a resource bundle
/// are not nodes, a command-line tool a Run Script phase runs is a tool built for the build, a share extension and a
/// system extension the app embeds with a Run Script phase are embedded (not apps the app depends on), a test
/// bundle's `@testable import` names the app by `$(APP_NAME:default=NotesApp)`, and a product linked with no package
/// reference is found in the repository's packages by name, or reported with a fix made in Xcode.
@Suite(.timeLimit(.minutes(5))) struct ScriptedTargetsTests {
    @Test func onlyModulesAreModules() async throws {
        let (status, output) = try await CheckTool.check(CheckTool.fixture("ScriptedTargetsApp"))
        #expect(status == 1)
        #expect(
            output == """
                error: Notes links the package product Sentry, which no package reference and no package of the repository provides [unknown-module]
                note: Notes.xcodeproj links Sentry with no package reference, and no package of the repository has a product of that name: in Xcode, remove Sentry from Notes's Frameworks, Libraries, and Embedded Content and add it again from its package (File > Add Package Dependencies), or list it under "products" of its package's entry in architecture.json
                NotesShare/ShareViewController.swift:2:8: error: NotesShare imports NotesKit, which is not one of its dependencies [undeclared-import]
                note: add the product of package NotesKit that holds NotesKit to NotesShare's Frameworks, Libraries, and Embedded Content in Notes.xcodeproj
                NotesSync/SyncProvider.swift:2:8: error: NotesSync imports NotesKit, which is not one of its dependencies [undeclared-import]
                note: add the product of package NotesKit that holds NotesKit to NotesSync's Frameworks, Libraries, and Embedded Content in Notes.xcodeproj
                errors by rule: undeclared-import 2, unknown-module 1
                architecture check: 6 modules, 5 edges, 3 errors (T s)

                """)
    }

    /// The command-line tool is drawn as a tool, and nothing is drawn for the linter or the bundle.
    @Test func theGraphHoldsWhatIsBuilt() async throws {
        let run = try await CheckTool.run([
            "--package-dir", CheckTool.fixture("ScriptedTargetsApp"), "--explain", "GenerateStrings",
        ])
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("GenerateStrings (tool, project Notes.xcodeproj)"))
        let lint = try await CheckTool.run([
            "--package-dir", CheckTool.fixture("ScriptedTargetsApp"), "--explain", "Lint",
        ])
        #expect(lint.status == 2)
        #expect(!lint.standardError.contains("NotesResources"))
    }
}
