import Foundation
import Testing

@testable import AppGeneration

/// The command on this checkout as its template, writing into fresh temporary directories.
@Suite struct NewAppCommandTests {
    /// This checkout: Tests/AppGenerationTests/<file> is three levels below it.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fresh, empty directory to write under; removed by the caller.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("new-app-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ arguments: [String], in directory: URL) -> NewAppCommand.Outcome {
        NewAppCommand.run(arguments: arguments, templateCandidates: [checkout], workingDirectory: directory)
    }

    static func entries(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test(arguments: [
        (["FieldNotes", "--owner", "globex"], "--output <directory> is required: where to write the package"),
        (["FieldNotes", "--output", "app"], "--owner <organisation> is required: the owner in CODEOWNERS"),
        (
            ["--owner", "globex", "--output", "app"],
            "name the app: new-app <Name> --owner <organisation> --output <dir>"
        ),
        (
            ["FieldNotes", "Other", "--owner", "globex", "--output", "app"],
            "one app name only; 'Other' is a second one"
        ),
        (["FieldNotes", "--owner", "globex", "--output", "app", "--force"], "unknown option '--force'"),
        (
            ["fieldNotes", "--owner", "globex", "--output", "app"],
            "'fieldNotes' cannot name the app: start with a capital letter, in UpperCamelCase such as FieldNotes"
        ),
        (
            ["SwiftUI", "--owner", "globex", "--output", "app"],
            "'SwiftUI' cannot name the app: SwiftUI is an Apple framework"
        ),
        (
            ["ArchitectureRules", "--owner", "globex", "--output", "app"],
            "'ArchitectureRules' cannot name the app: the new package already has a module named ArchitectureRules, its own or its dependency's"
        ),
        (
            ["FieldNotes", "--owner", "glo bex", "--output", "app"],
            "'glo bex' is not a GitHub organisation: use letters, digits and single hyphens, such as globex"
        ),
    ])
    func badInputIsRefusedWith64AndWritesNothing(arguments: [String], reason: String) throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = Self.run(arguments, in: directory)
        #expect(outcome.status == 64)
        #expect(outcome.error.hasPrefix("new-app: error: \(reason)"), "\(outcome.error)")
        #expect(Self.entries(directory).isEmpty)
    }

    @Test func aNonEmptyDestinationIsRefusedAndKeptAsItWas() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let outcome = Self.run(["FieldNotes", "--owner", "globex", "--output", "app"], in: directory)
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("it is not empty (1 entries); choose a new or empty directory"))
        #expect(Self.entries(output) == ["notes.txt"])
        #expect(Self.entries(directory) == ["app"])
    }

    @Test func aDestinationInsideTheTemplateIsRefused() throws {
        let outcome = Self.run(
            ["FieldNotes", "--owner", "globex", "--output", "Sources/FieldNotesApp"], in: Self.checkout)
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("it is inside the template's checkout"))
        #expect(
            !FileManager.default.fileExists(atPath: Self.checkout.appendingPathComponent("Sources/FieldNotesApp").path))
    }

    @Test func aDestinationReachedThroughASymlinkIntoTheTemplateIsRefusedAndNothingWritten() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = Self.checkout.appendingPathComponent("Sources")
        let before = Self.entries(sources)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("link"), withDestinationURL: sources)
        let outcome = Self.run(["FieldNotes", "--owner", "globex", "--output", "link/NewX"], in: directory)
        #expect(outcome.status == 64)
        #expect(
            outcome.error.contains(
                "cannot write the app to \(directory.path)/link/NewX: it is inside the template's checkout"))
        #expect(Self.entries(sources) == before)
        #expect(!FileManager.default.fileExists(atPath: sources.appendingPathComponent("NewX").path))
        #expect(Self.entries(directory) == ["link"])
    }

    @Test func aSymlinkAsTheDestinationIsRefusedAndKeptAsItWas() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let link = directory.appendingPathComponent("app")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: empty)
        let outcome = Self.run(["FieldNotes", "--owner", "globex", "--output", "app"], in: directory)
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("cannot write the app to \(link.path): it is a symbolic link"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == empty.path)
        #expect(Self.entries(empty).isEmpty)
        #expect(Self.entries(directory) == ["app", "empty"])
        // The writer refuses it too, when called directly.
        #expect(throws: AppGenerationError.self) {
            try PackageWriter.write([AppFile(path: "a", contents: "a\n")], to: link, template: Self.checkout)
        }
        #expect(Self.entries(empty).isEmpty)
    }

    @Test func withoutTheTemplateNothingIsWritten() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = NewAppCommand.run(
            arguments: ["FieldNotes", "--owner", "globex", "--output", "app"], templateCandidates: [directory],
            workingDirectory: directory)
        #expect(outcome.status == 64)
        #expect(outcome.error.contains("cannot find the template checkout to copy from"))
        #expect(Self.entries(directory).isEmpty)
    }

    @Test func aFailedWriteLeavesNoTrace() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("app")
        // `a` as a file and as a directory: the second write fails after the first succeeded.
        let files = [AppFile(path: "a", contents: "file\n"), AppFile(path: "a/b", contents: "inside\n")]
        #expect(throws: AppGenerationError.self) {
            try PackageWriter.write(files, to: output, template: Self.checkout)
        }
        #expect(Self.entries(directory).isEmpty)
    }

    @Test func thePackageIsWrittenWithTheTeamsNamesAndNothingOfTheShop() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = Self.run(["FieldNotes", "--owner", "globex", "--output", "field-notes"], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        let root = directory.appendingPathComponent("field-notes")
        #expect(outcome.output.contains("cd '\(root.path)'\n  swift run field-notes"))
        let read = { (path: String) in
            FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
                .map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        #expect(read("Package.swift").contains(#".executable(name: "field-notes", targets: ["FieldNotes"])"#))
        let homeLine = read("Package.swift").split(separator: "\n").first { $0.contains(#".feature("Home""#) }
        #expect(
            homeLine?.hasPrefix(
                #"    .feature("Home", uses: ["Networking", "Analytics", "FeatureState", "TerminalUI"], "#) == true)
        #expect(homeLine?.contains("inApp: false") == false)
        #expect(read("CODEOWNERS").contains(/\/Sources\/HomeFeature\/ +@globex\/home-team\n/))
        #expect(read("README.md").contains("    FieldNotes --> HomeFeature"))
        #expect(read(".ci/feature-check-copy.sh").contains("FIELD_NOTES_FEATURE_CHECK_DIR"))
        #expect(FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(".ci/run").path))
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/InProcessHost").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/EmbeddedBackend").path))

        // The check and add-feature come from a versioned dependency on this package, at the checkout's version (its
        // tag, else its commit); none of their sources is copied.
        let url = ToolsDependency.defaultURL
        let current = try #require(TemplateRepository(root: Self.checkout).currentVersion())
        let requirement =
            ToolsDependency.isSemanticVersion(current.version)
            ? "from: \"\(current.version)\"" : "revision: \"\(current.commit)\""
        #expect(read("Package.swift").contains("        .package(url: \"\(url)\", \(requirement))\n    ],\n"))
        #expect(read("README.md").contains("Updating the check is a version bump"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Plugins").path))
        let record = try #require(TemplateRecord.parse(read("template.json")))
        #expect(record.answers.toolsURL == url && record.answers.toolsVersion == nil)

        // In any case, in every file and every file name. `Carthage`, the dependency manager whose folder the check
        // skips, is not the cart; and the dependency is named for what it is: its URL, and `ShopKit` where the
        // manifest and the README say where the check comes from.
        let retail = /(?i)shop|cart(?!hage)|checkout|catalogue|coupon|profile|retail|searchfeature/
        let tools = /(?i)ArchitectureRules|ArchitectureCheck|FeatureScaffold|CheckArchitecture|AddFeature/
        let enumerator = FileManager.default.enumerator(atPath: root.path)
        var files = 0
        var named: [String] = []
        while let path = enumerator?.nextObject() as? String {
            #expect(path.firstMatch(of: retail) == nil, "the path \(path) names the shop")
            #expect(path.firstMatch(of: tools) == nil, "the path \(path) is a tool's source")
            files += 1
            for (number, line) in read(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let rest = line.replacing(url, with: "").replacing("ShopKit", with: "")
                #expect(rest.firstMatch(of: retail) == nil, "\(path):\(number + 1) names the shop: \(line)")
            }
            if read(path).replacing(url, with: "").contains("ShopKit") { named.append(path) }
        }
        #expect(files > 80)
        #expect(named == ["README.md"])
        #expect(Self.run(["FieldNotes", "--owner", "globex", "--output", "field-notes"], in: directory).status == 64)
    }

    @Test func theToolsComeFromTheGivenURLAndVersionRecordedForUpdates() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = Self.run(
            [
                "FieldNotes", "--owner", "globex", "--output", "app", "--tools-url", "file:///srv/mirror/tools",
                "--tools-version", "2.1.0",
            ], in: directory)
        #expect(outcome.status == 0, "\(outcome.error)")
        let root = directory.appendingPathComponent("app")
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"        .package(url: "file:///srv/mirror/tools", from: "2.1.0")"#))
        let record = try #require(
            TemplateRecord.parse(try String(contentsOf: root.appendingPathComponent("template.json"), encoding: .utf8)))
        #expect(record.answers.toolsURL == "file:///srv/mirror/tools" && record.answers.toolsVersion == "2.1.0")
    }

    @Test(arguments: [
        (["--tools-version", "latest"], "--tools-version 'latest' is not a semantic version: give one such as 1.2.0"),
        (["--tools-version", "1.2"], "--tools-version '1.2' is not a semantic version: give one such as 1.2.0"),
        (
            ["--tools-url", #"https://example.com/a"b.git"#],
            #"--tools-url 'https://example.com/a"b.git' is not a package URL"#
        ),
    ])
    func badToolsOptionsAreRefusedWith64AndWriteNothing(options: [String], reason: String) throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = Self.run(["FieldNotes", "--owner", "globex", "--output", "app"] + options, in: directory)
        #expect(outcome.status == 64)
        #expect(outcome.error.hasPrefix("new-app: error: \(reason)"), "\(outcome.error)")
        #expect(Self.entries(directory).isEmpty)
    }
}
