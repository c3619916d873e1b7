import ArchitectureRules
import Foundation
import ModuleGraph

/// Everything the new package holds, decided in memory before anything is written: the template folder's files
/// for the app (its manifest, composition root, sample feature, configuration, owners, CI and README) renamed for
/// it, the generic modules and CI checks the folder links to, copied from this package's own sources, and a
/// versioned dependency on this package for the architecture check and add-feature, whose sources are not copied.
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

    /// The sample feature, in the template folder as `add-feature` makes it (AppGenerationTests compare the two).
    public static let sampleFeature = "Home"

    /// The modules the template's products reach (the architecture check, add-feature and new-app with what they
    /// use): the dependency brings them into the new package's graph, where no other module may take their names.
    /// AppGenerationTests read the template's manifest to keep this list whole.
    static let toolModules = [
        "CheckArchitecture", "ArchitectureCheckBuildPlugin", "ArchitectureCheckTool", "ArchitectureRules",
        "ArchitectureReporters", "ArchitectureCore",
        "ProjectReading", "CheckConfiguration", "ModuleGraph", "SwiftSourceScanning", "AddFeature",
        "FeatureScaffoldTool", "FeatureScaffolding", "NewApp", "AppGeneration",
    ]

    /// Every module name the new package has besides the app's own, its dependency's included: an app may not take
    /// one of them. They are the template folder's targets (a folder each under `Sources/`, `Tests/` and `Demos/`)
    /// other than the placeholder app's, the modules of the dependency and the sample feature's name.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when the template folder cannot be read.
    public static func takenNames(in source: TemplateSource) throws(AppGenerationError) -> Set<String> {
        let template = try source.templateFiles()
        let folders = (template.own + template.linked).compactMap { targetName(of: $0.path) }
        let placeholder = TemplatePlaceholders.app.module
        return Set(folders.filter { !$0.contains(placeholder) } + toolModules + [sampleFeature])
    }

    /// The package's files: the template folder's own files with the placeholders replaced, the files its links
    /// name copied from `source`, the README's module graph drawn by the architecture check over them, and
    /// ``TemplateRecord/path`` recording `version` and `commit` of the template, the answers and each file's owner.
    ///
    /// - Throws: ``AppGenerationError/template(_:)`` when the template folder is not as expected, or when the
    ///   generated package would fail its own architecture check.
    public func files(
        from source: TemplateSource, version: String, commit: String
    ) throws(AppGenerationError) -> [AppFile] {
        let template = try source.templateFiles()
        let placeholders = TemplatePlaceholders(app: name, owner: owner, tools: tools)
        var generated = template.linked.map(renamed)
        var readme: String?
        for file in template.own {
            let file = try placeholders.file(file)
            if file.path == "README.md" {
                readme = file.contents
            } else {
                generated.append(file)
            }
        }
        guard let readme else { throw .template("\(TemplateSource.folder) has no README.md") }
        let graph = try declaredGraph(source.declaredGraph(), renamedBy: placeholders, files: generated)
        generated.append(
            AppFile(path: "README.md", contents: try drawingGraph(in: readme, of: graph, files: generated)))
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

    /// The new package's targets: the template folder's, as its manifest declares them, renamed for the app, with
    /// their Swift sources among `files`.
    private func declaredGraph(
        _ template: PackageGraph, renamedBy placeholders: TemplatePlaceholders, files: [AppFile]
    ) -> PackageGraph {
        PackageGraph(
            targets: template.targets.map { target in
                var renamed = target
                renamed.name = placeholders.names(in: target.name)
                renamed.path = placeholders.path(target.path)
                renamed.dependencies = target.dependencies.map(placeholders.names(in:))
                renamed.sources = files.map(\.path).filter {
                    $0.hasPrefix(renamed.path + "/") && $0.hasSuffix(".swift")
                }
                return renamed
            })
    }

    /// `readme` with its module graph drawn by the architecture check over `files`; the check's errors, if any,
    /// stop the generation (a template that drifted must not hand a team a failing package).
    private func drawingGraph(
        in readme: String, of graph: PackageGraph, files: [AppFile]
    ) throws(AppGenerationError) -> String {
        let byPath = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
        let configuration: ArchitectureConfiguration
        do {
            configuration = try ArchitectureConfiguration.parse(
                byPath["architecture.json"] ?? "", file: "architecture.json")
        } catch {
            throw .template("the template's architecture.json does not parse: \(error)")
        }
        let report = ArchitectureCheck.run(graph, files: .inMemory(byPath), configuration: configuration)
        let errors = report.diagnostics
        if !errors.isEmpty {
            let lines = errors.prefix(5).map(\.rendered).joined(separator: "\n  ")
            throw .template("the generated package would fail its architecture check:\n  \(lines)")
        }
        return ReadmeGraph.updating(readme, with: ReadmeGraph.block(for: report)) ?? readme
    }
}
