public import ArchitectureCore
import CheckConfiguration
import Foundation
import ModuleGraph
import ProjectReading

/// `--write-configuration <file>`: a first architecture.json for a repository the check has no configuration for.
///
/// On a first run most errors are `uncategorised`: every remote package and every target outside the conventions'
/// folders wants a category, each its own error. This proposes one for each thing that rule reports, from what it
/// is (an executable is an app, one under a `Tools/` folder a tool, a library named `…Feature` a feature, any other
/// library foundation; a remote package, pod or framework `sdk` while only apps and tests use it, else `utility`),
/// and turns off each part of the conventions'
/// feature shape that no feature of the repository follows. The team reviews the file, as the summary asks; nothing
/// a rule would report besides is hidden.
public struct StartingConfiguration: Sendable {
    /// One proposed category, with why.
    public struct Proposal: Sendable, Equatable {
        /// The module, or the node of the package, pod or framework.
        public var name: String
        /// The key of its entry under "packages" (`package` or `pod`); `nil` for a module, which goes under
        /// "modules".
        public var packageKey: String?
        /// The category proposed.
        public var category: ModuleCategory
        /// What it is, which decided the category (`an executable under Tools/`, `a remote package`).
        public var reason: String
        /// For a package: the features, foundation modules and tools that depend on it, which made it `utility`.
        public var users: [String] = []
    }

    /// The modules' proposals, sorted by name.
    public let modules: [Proposal]
    /// The packages', pods' and frameworks' proposals, sorted by name.
    public let packages: [Proposal]
    /// The parts of the feature shape that no feature follows, as the keys of "feature" set to null
    /// (`entryFile`, `publicSurface`, `demo`, `testTarget`), in that order.
    public private(set) var featureKeysTurnedOff: [String] = []

    /// The folder names under which an executable is a tool built for the team, not an app shipped.
    static let toolFolders: Set<String> = ["tools", "scripts", "buildtools", "plugins", "benchmarks"]

    /// The proposals for what `report` (a run with the built-in conventions) found uncategorised. `recheck` runs the
    /// check again with a configuration: the feature shape is judged with the proposed categories, since a module
    /// the file makes a feature had no shape to judge before.
    public init(
        report: ArchitectureReport, recheck: (ArchitectureConfiguration) -> ArchitectureReport
    ) {
        let subjects = Set(report.diagnostics.filter { $0.rule == .uncategorised }.map(\.subject))
        modules = subjects.compactMap { report.targets[$0] }.map(Self.proposal(for:)).sorted { $0.name < $1.name }
        let categories = report.categories.merging(modules.map { ($0.name, $0.category) }) { old, _ in old }
        packages = subjects.filter { report.targets[$0] == nil }
            .map { Self.proposal(forNode: $0, in: report, categories: categories) }.sorted { $0.name < $1.name }
        // The categories alone, read back as the file will be read: the feature shape is judged with them.
        let categorised =
            isEmpty ? report : (try? ArchitectureConfiguration.parse(text, file: "")).map(recheck) ?? report
        featureKeysTurnedOff = Self.unfollowedFeatureShape(categorised)
    }

    /// The category a target outside the conventions gets, from its kind, folders and name.
    static func proposal(for target: PackageTarget) -> Proposal {
        func propose(_ category: ModuleCategory, _ reason: String) -> Proposal {
            Proposal(name: target.name, packageKey: nil, category: category, reason: reason)
        }
        switch target.kind {
        case .test: return propose(.test, "a test target")
        case .plugin, .macro: return propose(.tool, "a \(target.kind.rawValue)")
        case .executable, .snippet:
            // The target's folder, and the folders of a source (an Xcode target's folder may be the project's).
            let folders =
                target.path.split(separator: "/") + (target.sources.first?.split(separator: "/").dropLast() ?? [])
            if let folder = folders.first(where: { Self.toolFolders.contains($0.lowercased()) }) {
                return propose(.tool, "an executable under \(folder)/")
            }
            return propose(.app, "an executable")
        case .regular, .system, .binary:
            if target.name.hasSuffix("Feature") { return propose(.feature, "a library named …Feature") }
            return propose(.foundation, "a library")
        }
    }

    /// The category a package, pod or framework node gets. The team's own code (a local package checked alone, a
    /// development pod) is foundation. Anything else is `sdk`, which only apps may depend on, while only apps and tests
    /// do; a package that a feature, foundation module or tool uses today is `utility`, with those users as the
    /// reason, so that the first run after reports no edge the file's own guess made.
    static func proposal(
        forNode node: String, in report: ArchitectureReport, categories: [String: ModuleCategory]
    ) -> Proposal {
        let packageKey = report.graph.podSource(node) == nil ? "package" : "pod"
        if let path = report.graph.podSource(node)?.localFolder {
            return Proposal(
                name: node, packageKey: packageKey, category: .foundation, reason: "a development pod at \(path)")
        }
        let location = report.graph.packages.first { $0.identity.lowercased() == node.lowercased() }?.location
        let kind: String
        if packageKey == "pod" {
            kind = "a pod"
        } else if let location, PrebuiltFramework.isFramework(location) {
            kind = "a prebuilt framework"
        } else if let location, !RepositoryGraph.isRemote(location) {
            return Proposal(
                name: node, packageKey: packageKey, category: .foundation, reason: "a local package at \(location)")
        } else {
            kind = "a remote package"
        }
        let users = (report.dependencies.predecessors[node] ?? []).sorted().filter { user in
            categories[user].map { [.feature, .foundation, .tool].contains($0) } ?? false
        }
        return Proposal(
            name: node, packageKey: packageKey, category: users.isEmpty ? .sdk : .utility, reason: kind, users: users)
    }

    /// The keys of the feature shape that no feature of `report` follows: each part's findings name every feature.
    static func unfollowedFeatureShape(_ report: ArchitectureReport) -> [String] {
        let features = Set(report.categories.filter { $0.value == .feature }.map(\.key))
        guard !features.isEmpty else { return [] }
        let shape = report.configuration.feature
        let shapeFindings = report.diagnostics.filter { $0.rule == .featureShape }.map(\.subject)
        func everyFeatureLacks(_ part: String) -> Bool {
            features.allSatisfy { shapeFindings.contains("\($0) \(part)") }
        }
        let exposingMore = Set(report.diagnostics.filter { $0.rule == .publicSurface }.compactMap(\.module))
        var keys: [String] = []
        if shape.entryFile != nil && everyFeatureLacks("entry") { keys.append("entryFile") }
        if shape.publicSurface != nil && features.isSubset(of: exposingMore) { keys.append("publicSurface") }
        if shape.demo != nil && everyFeatureLacks("demo") { keys.append("demo") }
        if shape.testTarget != nil && everyFeatureLacks("tests") { keys.append("testTarget") }
        return keys
    }

    /// Whether there is anything to write.
    public var isEmpty: Bool { modules.isEmpty && packages.isEmpty && featureKeysTurnedOff.isEmpty }

    /// The configuration file: "modules", "packages" and "feature", each only when it has an entry, two-space
    /// indented, one entry a line.
    public var text: String {
        var sections: [String] = []
        if !modules.isEmpty {
            let lines = modules.map { "    \(Self.quoted($0.name)): \(Self.quoted($0.category.rawValue))" }
            sections.append("  \"modules\": {\n" + lines.joined(separator: ",\n") + "\n  }")
        }
        if !packages.isEmpty {
            let lines = packages.map {
                "    {\(Self.quoted($0.packageKey ?? "package")): \(Self.quoted($0.name)), "
                    + "\"category\": \(Self.quoted($0.category.rawValue))}"
            }
            sections.append("  \"packages\": [\n" + lines.joined(separator: ",\n") + "\n  ]")
        }
        if !featureKeysTurnedOff.isEmpty {
            let lines = featureKeysTurnedOff.map { "    \(Self.quoted($0)): null" }
            sections.append("  \"feature\": {\n" + lines.joined(separator: ",\n") + "\n  }")
        }
        return "{\n" + sections.joined(separator: ",\n") + "\n}\n"
    }

    /// What was written and what to review, a line each, for `file`.
    public func summary(writtenTo file: String) -> String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        var lines = [
            "\(file): a category for \(count(modules.count, "module")) and \(count(packages.count, "package"))"
                + (featureKeysTurnedOff.isEmpty ? "" : ", and \(featureKeysTurnedOff.count) of the feature shape off")
        ]
        lines += modules.map { "  \($0.name): \($0.category.rawValue) (\($0.reason))" }
        let sdks = packages.filter { $0.category == .sdk }
        if !sdks.isEmpty {
            lines.append(
                "  sdk, which only an app may depend on, for what only apps and tests use: "
                    + sdks.map(\.name).joined(separator: ", "))
        }
        let utilities = packages.filter { $0.category == .utility }
        if !utilities.isEmpty {
            lines.append(
                "  utility, which any module may use, for what a feature, foundation module or tool uses: "
                    + utilities.map { "\($0.name) (\($0.users.joined(separator: ", ")))" }.joined(separator: ", "))
        }
        let own = packages.filter { $0.category == .foundation }
        if !own.isEmpty {
            lines.append(
                "  foundation, your own code: " + own.map { "\($0.name) (\($0.reason))" }.joined(separator: ", "))
        }
        if !featureKeysTurnedOff.isEmpty {
            lines.append(
                "  feature: " + featureKeysTurnedOff.joined(separator: ", ")
                    + " null, since no feature follows that part of the conventions")
        }
        lines.append(
            "review it before you commit it: a library that is one feature of the app is \"feature\", and a package "
                + "to be reached through one module only is \"sdk\" with that module under \"onlyThrough\"; then "
                + "run the check again")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` as a JSON string literal, slashes left as they are.
    static func quoted(_ value: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\(value)\""
    }
}
