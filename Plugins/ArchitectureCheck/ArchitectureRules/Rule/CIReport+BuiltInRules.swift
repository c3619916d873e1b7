public import ArchitectureCore
public import ArchitectureReporters

extension CIReport {
    /// A report of `findings` whose SARIF log describes every rule of the check (``BuiltInRules``).
    public init(
        findings: [Finding], knownViolations: Int = 0, repositoryPath: String = "", manifest: String = "Package.swift",
        manifests: [String: String] = [:]
    ) {
        self.init(
            findings: findings, knownViolations: knownViolations, repositoryPath: repositoryPath, manifest: manifest,
            manifests: manifests, rules: BuiltInRules.descriptions)
    }
}
