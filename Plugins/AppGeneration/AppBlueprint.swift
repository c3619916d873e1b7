import ArchitectureRules
import FeatureScaffolding
import Foundation

/// Everything the new package holds, decided in memory before anything is written: the template's generic
/// modules and CI checks copied from its own sources, one sample feature made by the add-feature template, the
/// app's composition root, manifest, configuration, owners, CI and README, and a versioned dependency on the
/// template's package for the architecture check and add-feature, whose sources are not copied.
public struct AppBlueprint: Sendable {
    /// The app's name.
    public let name: AppName
    /// The organisation that owns the package.
    public let owner: AppOwner
    /// Where the architecture check and add-feature come from.
    public let tools: ToolsDependency

    /// A blueprint for `name` owned by `owner`, taking the check and add-feature from `tools`.
    public init(name: AppName, owner: AppOwner, tools: ToolsDependency) {
        self.name = name
        self.owner = owner
        self.tools = tools
    }

    /// The sample feature, made by the same template as `add-feature`.
    public static let sampleFeature = "Home"

    /// The foundation modules copied, in the manifest's order: what is generic in ShopKit. The retail ones (the
    /// embedded shop backend, the cart store) stay behind.
    static let foundationModules = [
        "Networking", "Persistence", "Analytics", "FeatureState", "AppNavigation", "TerminalUI", "InProcessHost",
        "DemoHost", "NetworkingTesting", "ExecutableTesting",
    ]
    /// The test targets of the copied modules that are copied with them.
    static let foundationTests = [
        "NetworkingTests", "PersistenceTests", "AnalyticsTests", "FeatureStateTests", "AppNavigationTests",
        "TerminalUITests", "InProcessHostTests", "DemoHostTests", "NetworkingTestingTests",
    ]
    /// The modules the template's products reach (the architecture check, add-feature and new-app with what they
    /// use): the dependency brings them into the new package's graph, where no other module may take their names.
    /// AppGenerationTests read the template's manifest to keep this list whole.
    static let toolModules = [
        "CheckArchitecture", "ArchitectureCheckBuildPlugin", "ArchitectureCheckTool", "ArchitectureRules",
        "ArchitectureReporters", "ArchitectureCore",
        "ProjectReading", "CheckConfiguration", "ModuleGraph", "SwiftSourceScanning", "AddFeature",
        "FeatureScaffoldTool", "FeatureScaffolding", "NewApp", "AppGeneration",
    ]

    /// The CI scripts and settings copied as they are (with the environment variables renamed).
    static let copiedFiles = [
        ".swift-format", ".gitignore", ".ci/check-add-feature", ".ci/check-deletable", ".ci/feature-check-copy.sh",
    ]

    /// The directories a template checkout must have.
    static var copiedDirectories: [String] {
        ["Sources/CSQLite"] + foundationModules.map { "Sources/" + $0 }
    }

    /// Every module name the new package has besides the app's own, its dependency's included: an app may not take
    /// one of them.
    public static var takenNames: Set<String> {
        Set(generatedModules + toolModules + [sampleFeature])
    }

    /// The modules the new package declares besides the app and its tests: the copied ones and the sample feature's.
    static var generatedModules: [String] {
        let feature = sampleFeature
        return ["CSQLite"] + foundationModules + foundationTests + [
            feature + "Feature", feature + "Demo", feature + "FeatureTests",
        ]
    }

    /// The package's files, each copied module read from `source`, with ``TemplateRecord/path`` recording
    /// `version` and `commit` of the template, the answers and each file's owner.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when the template's sources are not as expected, or when
    ///   the generated package would fail its own architecture check.
    public func files(
        from source: TemplateSource, version: String, commit: String
    ) throws(AppGenerationError) -> [AppFile] {
        let modules = Self.foundationModules
        let tests = Self.foundationTests
        var copied: [AppFile] = []
        for directory in ["Sources/CSQLite"] + (modules.map { "Sources/" + $0 }) + tests.map({ "Tests/" + $0 }) {
            copied += try source.files(under: directory)
        }
        for path in Self.copiedFiles { copied.append(try source.file(at: path)) }
        copied = copied.map(renamed)

        let manifest = ManifestText(
            app: name,
            modules: try modules.map { module throws(AppGenerationError) in
                let declaration = try source.declaration(of: module)
                return ManifestText.Module(name: module, dependencies: declaration.dependencies)
            },
            tests: try tests.map { test throws(AppGenerationError) in
                let declaration = try source.declaration(of: test)
                return ManifestText.Module(
                    name: test, dependencies: declaration.dependencies, exclude: declaration.exclude)
            }, featureHelper: try source.featureHelper(),
            systemLibraryDeclaration: try source.declarationText(of: "CSQLite"), tools: tools)
        let texts = PackageTexts(app: name, owner: owner, tools: tools)
        var generated =
            copied + CompositionRootTexts(app: name).files + [
                AppFile(path: "architecture.json", contents: texts.architectureConfiguration),
                AppFile(path: ".ci/run", contents: texts.ciRun, isExecutable: true),
            ]

        // The sample feature, added exactly as `add-feature` adds one, then wired into the app.
        let package = PackageContents(
            manifest: manifest.text, codeOwners: texts.codeOwners,
            targetNames: Set(generated.compactMap { Self.targetName(of: $0.path) }))
        let plan: ScaffoldPlan
        do {
            plan = try FeatureScaffolder.planAdding(Self.sampleFeature, team: owner.team("home-team"), in: package)
        } catch {
            throw .template("the add-feature template cannot make the sample feature: \(error)")
        }
        generated += plan.createdFiles.map { AppFile(path: $0.path, contents: $0.contents) }
        let line = FeatureManifest.line(for: plan.feature)
        for file in plan.editedFiles {
            var contents = file.contents
            if file.path == "Package.swift" {  // in the app from the start
                contents = contents.replacingOccurrences(
                    of: line, with: line.replacingOccurrences(of: ", inApp: false)", with: ")"))
            }
            generated.append(AppFile(path: file.path, contents: contents))
        }
        generated.append(
            AppFile(path: "README.md", contents: try readme(for: generated, manifest: manifest, texts: texts)))
        let record = TemplateRecord(
            version: version, commit: commit, answers: answers,
            files: Dictionary(
                generated.map { ($0.path, TemplateRecord.owner(of: $0.path, app: name.module)) },
                uniquingKeysWith: { first, _ in first }))
        generated.append(AppFile(path: TemplateRecord.path, contents: record.text))
        return generated.sorted { $0.path < $1.path }
    }

    /// The answers recorded for an update: the name, the owner, the tools' URL, and their version when one was
    /// given (else it follows the template's version).
    var answers: TemplateRecord.Answers {
        TemplateRecord.Answers(
            name: name.module, owner: owner.organisation, toolsURL: tools.url, toolsVersion: tools.givenVersion)
    }

    /// `file` with ShopKit's names for its environment variables and scratch directories replaced by the app's.
    func renamed(_ file: AppFile) -> AppFile {
        var copy = file
        copy.contents = file.contents
            .replacingOccurrences(of: "SHOPKIT_", with: name.environmentPrefix + "_")
            .replacingOccurrences(of: "shopkit-", with: name.command + "-")
        return copy
    }

    /// `Networking` for `Sources/Networking/HTTPMessage.swift`: the target a file's directory stands for.
    static func targetName(of path: String) -> String? {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, ["Sources", "Tests", "Demos", "Plugins"].contains(parts[0]) else { return nil }
        return String(parts[1])
    }

    /// The README with its module graph, drawn by the architecture check over the generated files; the check's
    /// errors, if any, stop the generation (a template that drifted must not hand a team a failing package).
    private func readme(
        for files: [AppFile], manifest: ManifestText, texts: PackageTexts
    ) throws(AppGenerationError) -> String {
        let byPath = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let configuration: ArchitectureConfiguration
        do {
            configuration = try ArchitectureConfiguration.parse(
                texts.architectureConfiguration, file: "architecture.json")
        } catch {
            throw .template("the generated architecture.json does not parse: \(error)")
        }
        let graph = PackageGraph(targets: manifest.targets(features: [Self.sampleFeature], files: files))
        let report = ArchitectureCheck.run(graph, files: .inMemory(byPath), configuration: configuration)
        let errors = report.diagnostics
        if !errors.isEmpty {
            let lines = errors.prefix(5).map(\.rendered).joined(separator: "\n  ")
            throw .template("the generated package would fail its architecture check:\n  \(lines)")
        }
        let readme = texts.readme(graphBlock: "")
        return ReadmeGraph.updating(readme, with: ReadmeGraph.block(for: report)) ?? readme
    }
}
