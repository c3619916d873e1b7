/// Decides what adding or removing a feature changes, without touching the disk: every check runs first, so a
/// plan is only made when the whole change can be made.
public enum FeatureScaffolder {
    /// The plan to add feature `name` owned by `team` (default `@<org>/<name>-team`): new files for the module,
    /// demo and tests, and the edited Package.swift and CODEOWNERS.
    ///
    /// Throws ``ScaffoldError`` (nothing to write) for a bad name or team, a name in use, or a manifest with no
    /// place for the feature's line.
    public static func planAdding(
        _ name: String, team: String? = nil, in package: PackageContents
    ) throws(ScaffoldError) -> ScaffoldPlan {
        let feature = try FeatureName(validating: name)
        let manifest = try FeatureManifest.inserting(feature, into: package.manifest)
        try feature.checkAvailable(among: package.targetNames)
        if let taken = feature.directories.first(where: package.existingPaths.contains) {
            throw .nameTaken(feature.base, by: "\(taken) already exists")
        }
        let owner: String
        if let team {
            owner = team
        } else {
            owner = try FeatureCodeOwners.defaultTeam(for: feature, in: package.codeOwners)
        }
        try FeatureCodeOwners.validate(team: owner)
        let codeOwners = FeatureCodeOwners.inserting(feature, team: owner, into: package.codeOwners ?? "")
        return ScaffoldPlan(
            feature: feature, team: owner, createdFiles: FeatureTemplate.files(for: feature),
            editedFiles: [
                GeneratedFile(path: "Package.swift", contents: manifest),
                GeneratedFile(path: package.codeOwnersPath, contents: codeOwners),
            ],
            removedDirectories: [])
    }

    /// The plan to remove feature `name`: its line in Package.swift, its CODEOWNERS lines, and whichever of its
    /// Sources, Tests and Demos directories exist.
    ///
    /// Throws ``ScaffoldError`` (nothing changed) for a bad name or a manifest with no line for the feature.
    public static func planRemoving(_ name: String, in package: PackageContents) throws(ScaffoldError) -> ScaffoldPlan {
        let feature = try FeatureName(validating: name)
        let manifest = try FeatureManifest.removing(feature, from: package.manifest)
        var edited = [GeneratedFile(path: "Package.swift", contents: manifest)]
        if let text = package.codeOwners {
            let result = FeatureCodeOwners.removing(feature, from: text)
            if result.text != text { edited.append(GeneratedFile(path: package.codeOwnersPath, contents: result.text)) }
        }
        return ScaffoldPlan(
            feature: feature, team: nil, createdFiles: [], editedFiles: edited,
            removedDirectories: feature.directories.filter(package.existingPaths.contains))
    }
}
