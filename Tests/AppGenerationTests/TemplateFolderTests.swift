import FeatureScaffolding
import Foundation
import Testing

@testable import AppGeneration

/// The template folder, `Templates/App`, is the package of an app named TemplateApp: real files that CI builds and
/// tests in the packages new-app makes from it. These tests keep it what new-app and add-feature expect.
@Suite struct TemplateFolderTests {
    static var source: TemplateSource {
        get throws { try TemplateSource.locate(among: [NewAppCommandTests.checkout]) }
    }

    /// `SHOPKIT_UPDATE_TEMPLATE=1 swift test --filter TemplateFolderTests` rewrites the sample feature after a change
    /// of add-feature's template.
    @Test func theSampleFeatureIsWhatAddFeatureMakes() throws {
        let source = try Self.source
        let own = Dictionary(
            try source.templateFiles().own.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let home = try FeatureName(validating: AppBlueprint.sampleFeature)
        let made = FeatureTemplate.files(for: home)
        if ProcessInfo.processInfo.environment["SHOPKIT_UPDATE_TEMPLATE"] == "1" {
            for file in made {
                let url = source.folderURL.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        let folders = home.directories.map { $0 + "/" }
        let inTemplate = Set(own.keys.filter { path in folders.contains { path.hasPrefix($0) } })
        #expect(
            inTemplate == Set(made.map(\.path)), "run SHOPKIT_UPDATE_TEMPLATE=1 swift test --filter TemplateFolderTests"
        )
        for file in made {
            #expect(own[file.path] == file.contents, "\(file.path) differs from what add-feature makes")
        }
        // Its manifest line as add-feature writes it, in the app; its CODEOWNERS block as add-feature appends it.
        let line = FeatureManifest.line(for: home).replacingOccurrences(of: ", inApp: false)", with: ")")
        #expect(own["Package.swift"]?.contains("\n    " + line + "\n") == true)
        let block = FeatureCodeOwners.lines(for: home, team: "@template-owner/home-team").joined(separator: "\n")
        #expect(own["CODEOWNERS"]?.hasSuffix("\n\n" + block + "\n") == true)
    }

    /// A manifest cannot import code, so the `Feature` helper is written in both manifests; a feature line must
    /// mean the same in a team's package as in this one, so the two copies are the same text.
    @Test func bothManifestsTurnAFeatureLineIntoTheSameTargets() throws {
        let marker = "// MARK: - How a feature's line becomes its targets"
        func helper(_ path: String) throws -> Substring {
            let text = try String(contentsOf: NewAppCommandTests.checkout.appendingPathComponent(path), encoding: .utf8)
            let start = try #require(text.range(of: marker), "\(path) has no \(marker)")
            return text[start.lowerBound...]
        }
        let ours = try helper("Package.swift")
        #expect(ours.contains("struct Feature {"))
        #expect(try helper("Templates/App/Package.swift") == ours)
    }

    @Test func everyLinkCopiesTheCheckoutsFileOfTheSamePath() throws {
        let template = try Self.source.templateFiles()
        let linked = Set(template.linked.map(\.path))
        #expect(linked.contains("Sources/Networking/HTTPClient.swift"))
        #expect(linked.contains { $0.hasPrefix("Tests/NetworkingTests/") })
        #expect(linked.contains(".ci/check-add-feature"))
        for file in template.linked {
            let original = try String(
                contentsOf: NewAppCommandTests.checkout.appendingPathComponent(file.path), encoding: .utf8)
            #expect(file.contents == original, "\(file.path)")
        }
        // The template's own files are not links: the composition root, the manifest, the README.
        let own = Set(template.own.map(\.path))
        #expect(own.isSuperset(of: ["Package.swift", "README.md", "Sources/TemplateApp/main.swift", ".ci/run"]))
        #expect(own.isDisjoint(with: linked))
    }

    @Test func aLinkToAnotherPathIsRefusedWithTheFix() throws {
        let root = try NewAppCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(TemplateSource.folder)
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/Persistence"), withIntermediateDirectories: true)
        try "// manifest\n".write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Sources/Networking").path,
            withDestinationPath: "../../../Sources/Persistence")
        let source = try TemplateSource.locate(among: [root])
        #expect(
            throws: AppGenerationError.template(
                "Templates/App/Sources/Networking links to ../../../Sources/Persistence: a link in the template "
                    + "folder must name the file or folder at Sources/Networking in the checkout")
        ) { try source.templateFiles() }
    }

    @Test func aVersionOlderThanTheTemplateFolderIsRefusedWithWhatToDo() throws {
        let root = try NewAppCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let git = { (arguments: [String]) in
            Git.command(["git", "-C", root.path, "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments)
        }
        try "# an old template\n".write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(git(["init", "--quiet"]).status == 0)
        #expect(git(["add", "-A"]).status == 0)
        #expect(git(["commit", "--quiet", "-m", "before the template folder"]).status == 0)
        let repository = TemplateRepository(root: root)
        let commit = try #require(repository.commit(of: "HEAD"))
        let error = #expect(throws: AppGenerationError.self) {
            try repository.source(at: commit, scratch: root.appendingPathComponent("scratch"))
        }
        #expect(error?.description.contains("has no Templates/App: it predates the template folder") == true)
        #expect(error?.description.contains("make a fresh package at the new version") == true)
    }

    @Test func aGeneratedPackageKeepsNoPlaceholder() throws {
        let directory = try NewAppCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = NewAppCommandTests.run(
            ["FieldNotes", "--owner", "globex", "--output", "app", "--tools-version", "2.1.0"], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        let app = directory.appendingPathComponent("app")
        let placeholders = ["TemplateApp", "template-app", "TEMPLATE_APP", "Template App", "template-owner"]
        let enumerator = try #require(FileManager.default.enumerator(atPath: app.path))
        var files = 0
        while let path = enumerator.nextObject() as? String {
            guard let text = try? String(contentsOf: app.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            files += 1
            for placeholder in placeholders {
                #expect(!text.contains(placeholder) && !path.contains(placeholder), "\(path) has \(placeholder)")
            }
        }
        #expect(files > 100)
        let manifest = try String(contentsOf: app.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"    .package(url: "https://github.com/shopkit/ShopKit.git", from: "2.1.0")"#))
        #expect(!manifest.contains(".package(path:"))
        #expect(manifest.contains(#"name: "FieldNotes""#) && manifest.contains(#".executable(name: "field-notes""#))
        // CODEOWNERS: the renamed lines keep the owners at column 32, as add-feature writes them.
        let owners = try String(contentsOf: app.appendingPathComponent("CODEOWNERS"), encoding: .utf8)
        #expect(owners.contains("\n/Sources/FieldNotes/            @globex/app-team\n"))
        #expect(owners.contains("\n/Tests/FieldNotesTests/         @globex/app-team\n"))
        let readme = try String(contentsOf: app.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.hasPrefix("# Field Notes\n"))
        #expect(readme.contains(#"FieldNotes["FieldNotes<br/>app · layer 0"]"#))
    }
}
