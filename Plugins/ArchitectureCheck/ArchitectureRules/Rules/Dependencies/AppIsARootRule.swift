import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// Anything but a test -> app.
    public static let appIsARoot = RuleID(rawValue: "app-is-a-root")
}

/// `app-is-a-root`: nothing but a test depends on an app.
enum AppIsARootRule: DependencyRule {
    static let description = RuleDescription(
        id: .appIsARoot,
        summary: "Nothing but a test depends on an app.",
        help: "An app is a composition root. Move the code both sides need into a foundation module.")

    static func reason(forbidding edge: CategorisedEdge) -> String? {
        edge.toCategory == .app && edge.fromCategory != .test ? "nothing may depend on an app" : nil
    }

    static func remedy(from: String, to: String, in checker: Checker) -> String {
        return "an app is a composition root; move the code both need into a foundation module"
    }
}
