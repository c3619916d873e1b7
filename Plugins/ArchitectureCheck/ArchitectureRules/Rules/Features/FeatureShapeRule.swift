import ArchitectureCore
import ArchitectureReporters
import CheckConfiguration
import ModuleGraph
import ProjectReading
import SwiftSourceScanning

extension RuleID {
    /// A feature without its demo, its test target or its entry file.
    public static let featureShape = RuleID(rawValue: "feature-shape")
}

/// `feature-shape`: every feature has its entry file, its demo app and its test target.
enum FeatureShapeRule: ArchitectureRule {
    static let description = RuleDescription(
        id: .featureShape,
        summary: "Every feature has its entry file, its demo app and its test target.",
        help: "A feature runs alone in its demo and is tested by its own test target, through its entry file.")

    static func check(_ checker: inout Checker) { checker.checkFeatureShape() }
}

extension Checker {
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
                        "declare " + $0.map { ArchitectureConfiguration.expand($0, feature: feature) }.joinedInProse()
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
