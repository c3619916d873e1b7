import Foundation
import Testing

@testable import AppGeneration

/// `new-app --update` and `--check` on a package made from a tagged clone of this checkout, with a second tag
/// that changes the template.
@Suite struct TemplateUpdateTests {
    /// A scratch directory holding `template` (a clone of this checkout tagged 1.0.0) and the app made from it.
    struct Setup {
        let directory: URL
        var template: URL { directory.appendingPathComponent("template") }
        var app: URL { directory.appendingPathComponent("app") }

        init() throws {
            directory = try NewAppCommandTests.scratch()
            try git(["clone", "--quiet", NewAppCommandTests.checkout.path, template.path], in: directory)
            try git(["tag", "1.0.0"], in: template)
        }

        func newApp(_ arguments: [String]) -> NewAppCommand.Outcome {
            NewAppCommandTests.run(arguments + ["--template", template.path], in: directory)
        }

        /// Makes the app at `version` and commits it in a repository of its own.
        func makeApp(at version: String, into path: String = "app") throws {
            let outcome = newApp(["FieldNotes", "--owner", "globex", "--output", path, "--version", version])
            #expect(outcome.status == 0, "\(outcome.error)")
            let root = directory.appendingPathComponent(path)
            try git(["init", "--quiet"], in: root)
            try commit(root, "the app as new-app made it")
        }

        /// Replaces `old` with `new` in the file at `path` under `root`.
        func edit(_ root: URL, _ path: String, _ old: String, _ new: String) throws {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old), "\(path) has no \(old)")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }

        func read(_ path: String) throws -> String {
            try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
        }

        func commit(_ root: URL, _ message: String) throws {
            try git(["add", "-A"], in: root)
            try git(["commit", "--quiet", "-m", message], in: root)
        }

        @discardableResult
        func git(_ arguments: [String], in root: URL) throws -> String {
            let result = Git.command(
                ["git", "-C", root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments)
            guard result.status == 0 else { throw GitFailed(arguments: arguments) }
            return result.output
        }
    }

    struct GitFailed: Error {
        let arguments: [String]
    }

    static let timeout = #"case .timedOut: "the server did not answer in time""#

    /// The template's second version: a clean change to a CI script and one on the same line the team changed.
    static func releaseSecondVersion(_ setup: Setup) throws {
        try setup.edit(
            setup.template, "Sources/Networking/NetworkError.swift", timeout,
            Self.timeout.dropLast() + " (limit reached)\"")
        try setup.edit(setup.template, ".ci/check-deletable", "#!/usr/bin/env bash\n", "#!/usr/bin/env bash\n# 1.1.0\n")
        try setup.commit(setup.template, "template 1.1.0")
        try setup.git(["tag", "1.1.0"], in: setup.template)
    }

    @Test func theCleanChangeArrivesTheOverlapIsMarkedAndTheTeamsFilesAreLeftAlone() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        try setup.makeApp(at: "1.0.0")
        #expect(setup.newApp(["--check", "app"]).output.hasPrefix("All "))
        try setup.edit(
            setup.app, "Sources/Networking/NetworkError.swift", Self.timeout, Self.timeout.dropLast() + ", try again\"")
        try setup.edit(setup.app, "README.md", "# Field Notes\n", "# Field Notes\n\nOur own words.\n")
        try setup.commit(setup.app, "the team's changes")
        let drift = setup.newApp(["--check", "app"])
        #expect(drift.status == 1)
        #expect(
            drift.output.contains(
                "1 template-owned file(s) differ from template 1.0.0:\n  changed  Sources/Networking/NetworkError.swift\n"
            ))
        try Self.releaseSecondVersion(setup)

        let update = setup.newApp(["--update", "app", "--to", "1.1.0"])
        #expect(update.status == 1, "\(update.error)")
        #expect(update.output.contains("\n  updated   .ci/check-deletable\n"))
        #expect(
            update.output.contains(
                "\n  CONFLICT  Sources/Networking/NetworkError.swift: 1 place(s) where you and the template changed the same lines\n"
            ))
        #expect(try setup.read(".ci/check-deletable").hasPrefix("#!/usr/bin/env bash\n# 1.1.0\n"))
        let merged = try setup.read("Sources/Networking/NetworkError.swift")
        #expect(merged.contains("<<<<<<< yours\n        \(Self.timeout.dropLast()), try again\"\n=======\n"))
        #expect(merged.contains("\(Self.timeout.dropLast()) (limit reached)\"\n>>>>>>> template 1.1.0\n"))
        #expect(try setup.read("README.md").contains("# Field Notes\n\nOur own words.\n"))
        #expect(TemplateRecord.parse(try setup.read("template.json"))?.version == "1.1.0")
    }

    @Test func anUpdateOfAnUnchangedAppIsByteIdenticalToANewAppAtThatVersion() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        try setup.makeApp(at: "1.0.0")
        try Self.releaseSecondVersion(setup)
        let behind = setup.newApp(["--check", "app"])
        #expect(behind.status == 1, "a newer template fails the drift check even with no file changed")
        #expect(
            behind.output.hasSuffix(
                "\nA newer template is out: 1.1.0 (this package is at 1.0.0). Update with: new-app --update app --to 1.1.0"
            ), "\(behind.output)")
        let update = setup.newApp(["--update", "app", "--to", "1.1.0"])
        #expect(update.status == 0, "\(update.error)")
        let current = setup.newApp(["--check", "app"])
        #expect(current.status == 0 && current.output.hasPrefix("All "), "\(current.output)")
        #expect(update.output.contains("  updated   Sources/Networking/NetworkError.swift\n"))
        // The check and add-feature: a version bump of the dependency, in a manifest the team has not changed.
        #expect(update.output.contains("  updated   Package.swift\n"))
        #expect(
            try setup.read("Package.swift").contains(#".package(url: "\#(ToolsDependency.defaultURL)", from: "1.1.0")"#)
        )
        try setup.makeApp(at: "1.1.0", into: "fresh")
        let listing = { (root: URL) in
            (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? [])
                .filter { !$0.hasPrefix(".git/") && $0 != ".git" }.sorted()
        }
        let fresh = setup.directory.appendingPathComponent("fresh")
        #expect(listing(setup.app) == listing(fresh))
        for path in listing(fresh) where !path.hasSuffix("/") {
            let a = FileManager.default.contents(atPath: setup.app.appendingPathComponent(path).path)
            let b = FileManager.default.contents(atPath: fresh.appendingPathComponent(path).path)
            #expect(a == b, "\(path) differs")
        }
    }

    @Test func aDirtyTreeAnUnknownVersionAndAPackageNoTemplateMadeAreRefusedWith64() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        try setup.makeApp(at: "1.0.0")
        try Self.releaseSecondVersion(setup)
        try Data("mine\n".utf8).write(to: setup.app.appendingPathComponent("notes.txt"))
        let dirty = setup.newApp(["--update", "app", "--to", "1.1.0"])
        #expect(dirty.status == 64)
        #expect(dirty.error.contains("has uncommitted changes (1, first: notes.txt): commit or stash them first"))
        try FileManager.default.removeItem(at: setup.app.appendingPathComponent("notes.txt"))

        let unknown = setup.newApp(["--update", "app", "--to", "9.9.9"])
        #expect(unknown.status == 64)
        #expect(unknown.error.contains("the template has no version '9.9.9'"))

        try FileManager.default.removeItem(at: setup.app.appendingPathComponent("template.json"))
        try setup.commit(setup.app, "no record")
        let unmade = setup.newApp(["--update", "app", "--to", "1.1.0"])
        #expect(unmade.status == 64)
        #expect(unmade.error.contains("has no template.json: new-app did not make this package"))
        #expect(try setup.git(["status", "--porcelain"], in: setup.app).isEmpty)
        #expect(try setup.read(".ci/check-deletable").hasPrefix("#!/usr/bin/env bash\n# Proves"))
    }
}
