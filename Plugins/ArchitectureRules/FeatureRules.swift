/// The rules over a feature's shape and surface, and module ownership.
extension Checker {
    // MARK: Public surface

    mutating func checkFeatureSurfaces(_ declarations: [String: [PublicDeclaration]]) {
        guard let surface = configuration.feature.publicSurface, !surface.isEmpty else { return }
        for feature in names(in: .feature) {
            guard let target = targets[feature] else { continue }
            let allowed = surface.map { ArchitectureConfiguration.expand($0, feature: feature) }
            let entryName = configuration.feature.entryFile.map {
                ArchitectureConfiguration.expand($0, feature: feature)
            }
            let entryFile = entryName.map { "\(target.path)/\($0)" }
            let names = Self.list(allowed, "and")
            for declaration in declarations[feature] ?? [] {
                let allowedName = allowed.contains(declaration.rootName)
                guard !allowedName || (entryFile != nil && declaration.file != entryFile) else { continue }
                add(
                    .publicSurface, feature,
                    "\(feature) exposes public \(declaration.kind) \(declaration.qualifiedName); a feature may expose "
                        + "only \(names)" + (entryName.map { ", declared in \($0)" } ?? ""),
                    note: allowedName
                        ? "move it into \(entryFile ?? ""), or make it internal"
                        : "make \(declaration.qualifiedName) internal (drop \"public\"), or nest it inside "
                            + Self.list(allowed, "or"),
                    at: SourceLocation(file: declaration.file, line: declaration.line, column: declaration.column),
                    subject: "\(declaration.file) declares \(declaration.qualifiedName)")
            }
        }
    }

    /// `A, B and C`.
    static func list(_ names: [String], _ conjunction: String) -> String {
        names.count < 2
            ? names.joined() : names.dropLast().joined(separator: ", ") + " \(conjunction) " + names.last!
    }

    // MARK: Ownership and shape

    /// Every module directory has an owner in the first CODEOWNERS found: at the package root (`.github/`, the
    /// root, `docs/`), then the same places at the repository root when the package is in `repositoryPath`, a
    /// subfolder of it. A file's patterns are relative to the root it serves.
    mutating func checkCodeOwners(files: PackageFiles, repositoryPath: String) {
        guard configuration.requiresCodeOwners else { return }
        let places = CodeOwners.places(forPackageAt: repositoryPath)
        let found = places.lazy.compactMap { place in files.text(place.file).map { (place, $0) } }.first
        guard let (place, text) = found else {
            add(
                .codeowners, nil, "no CODEOWNERS file (looked for \(places.map(\.file).joined(separator: ", ")))",
                note: "create CODEOWNERS with a line per module directory, e.g. "
                    + "\"/Sources/Networking/ @your-org/platform-team\", or turn the rule off with \"rules\": "
                    + "{\"codeowners\": false} in \(configurationFile)",
                subject: "CODEOWNERS")
            return
        }
        let path = place.file
        let owners = CodeOwners(parsing: text)
        for target in sortedTargets where categories[target.name] != .test {
            let directory = place.packagePrefix + target.path
            let line = "/\(directory)/ @<team>"
            if let rule = owners.rule(forDirectory: directory) {
                guard rule.owners.isEmpty else { continue }
                add(
                    .codeowners, target.name,
                    "\(describe(target.name)) at \(target.path)/ is left unowned by the pattern \"\(rule.pattern)\"",
                    note: "give that line an owner, or add \"\(line)\" after it",
                    at: SourceLocation(file: path, line: rule.line, column: 1), subject: target.name)
            } else {
                add(
                    .codeowners, target.name, "\(describe(target.name)) at \(target.path)/ has no owner in \(path)",
                    note: "add a line such as \"\(line)\" to \(path)", subject: target.name)
            }
        }
    }

    mutating func checkFeatureShape() {
        let shape = configuration.feature
        for feature in names(in: .feature) {
            guard let target = targets[feature] else { continue }
            if let pattern = shape.demo {
                let demo = ArchitectureConfiguration.expand(pattern, feature: feature)
                let demoLine =
                    ".executableTarget(name: \"\(demo)\", dependencies: [\"\(feature)\"], path: \"Demos/\(demo)\")"
                if let demoTarget = targets[demo] {
                    if demoTarget.kind != .executable || categories[demo] != .app {
                        add(
                            .featureShape, feature,
                            "\(feature)'s demo \(demo) is not an executable target of category app",
                            note: "declare it in \(manifest(of: feature)) as \(demoLine)", subject: "\(feature) demo")
                    } else if !demoTarget.dependencies.contains(feature) {
                        add(
                            .featureShape, feature, "\(feature)'s demo \(demo) does not depend on \(feature)",
                            note: "add \"\(feature)\" to the dependencies of \(demo) in \(manifest(of: demo))",
                            subject: "\(feature) demo")
                    }
                } else {
                    add(
                        .featureShape, feature, "\(describe(feature)) has no demo app \(demo)",
                        note: "add \(demoLine) to \(manifest(of: feature)), running the feature alone",
                        subject: "\(feature) demo")
                }
            }
            if let pattern = shape.testTarget {
                let tests = ArchitectureConfiguration.expand(pattern, feature: feature)
                if let testTarget = targets[tests] {
                    if !testTarget.dependencies.contains(feature) {
                        add(
                            .featureShape, feature, "\(feature)'s test target \(tests) does not depend on \(feature)",
                            note: "add \"\(feature)\" to the dependencies of \(tests) in \(manifest(of: tests))",
                            subject: "\(feature) tests")
                    }
                } else {
                    add(
                        .featureShape, feature, "\(describe(feature)) has no test target \(tests)",
                        note: "add .testTarget(name: \"\(tests)\", dependencies: [\"\(feature)\"]) to "
                            + manifest(of: feature),
                        subject: "\(feature) tests")
                }
            }
            if let pattern = shape.entryFile {
                let entryFile = "\(target.path)/\(ArchitectureConfiguration.expand(pattern, feature: feature))"
                if !target.sources.contains(entryFile) {
                    let declares = shape.publicSurface.map {
                        "declare " + Self.list($0.map { ArchitectureConfiguration.expand($0, feature: feature) }, "and")
                            + " there; it is the feature's only public file"
                    }
                    add(
                        .featureShape, feature, "\(describe(feature)) has no entry file \(entryFile)",
                        note: declares ?? "create it: it is the feature's front door", subject: "\(feature) entry")
                }
            }
        }
    }
}
