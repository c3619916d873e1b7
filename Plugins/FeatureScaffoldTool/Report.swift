import FeatureScaffolding
import Foundation

/// What the tool prints after a change: what it did and what is left to do by hand.
enum Report {
    static func added(_ plan: ScaffoldPlan, dryRun: Bool) -> String {
        let feature = plan.feature
        let verb = dryRun ? "Would add" : "Added"
        var lines = ["\(verb) feature \(feature.base), owned by \(plan.team ?? "?"):"]
        lines += plan.createdFiles.map { "  create  \($0.path)" }
        lines += plan.editedFiles.map { "  edit    \($0.path)" }
        lines += [
            "",
            "Next:",
            "  swift run \(feature.demo)",
            "  swift test --filter \(feature.testTarget)",
            "  swift package check-architecture",
            "  swift package --disable-sandbox check-architecture --update-readme   # redraw the README's graph",
            "  grep -rn \"TODO(\(feature.base))\" Sources Tests Demos",
            "To use it in the app: delete `, inApp: false` from its line in Package.swift (the composition root and",
            "  its tests then depend on \(feature.module)), build \(feature.base)Dependencies in the app's container,",
            "  serve \(feature.base)Entry.sampleEndpoint until your server has it, and route \(feature.base)Output.",
        ]
        return lines.joined(separator: "\n")
    }

    static func removed(_ plan: ScaffoldPlan, dryRun: Bool, importers: [String]) -> String {
        let feature = plan.feature
        var lines = ["\(dryRun ? "Would remove" : "Removed") feature \(feature.base):"]
        lines += plan.removedDirectories.map { "  delete  \($0)/" }
        lines += plan.editedFiles.map { "  edit    \($0.path)" }
        if importers.isEmpty {
            lines.append("Nothing else imports \(feature.module).")
        } else {
            lines.append("Still importing \(feature.module), to edit by hand (the composition root):")
            lines += importers.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// `path:line` of every Swift file under the package's source directories that still imports the feature,
    /// outside the feature's own directories and outside nested packages.
    static func importers(of feature: FeatureName, under root: URL) -> [String] {
        let files = FileManager.default
        var found: [String] = []
        for parent in PackageContents.targetParents {
            let base = root.appendingPathComponent(parent)
            guard let walker = files.enumerator(atPath: base.path) else { continue }
            for case let relative as String in walker {
                // A nested package (the architecture check's fixtures under Tests/) is not part of this one.
                if files.fileExists(
                    atPath: base.appendingPathComponent(relative).appendingPathComponent("Package.swift").path)
                {
                    walker.skipDescendants()
                    continue
                }
                guard relative.hasSuffix(".swift") else { continue }
                let path = "\(parent)/\(relative)"
                guard !feature.directories.contains(where: { path.hasPrefix($0 + "/") }),
                    let data = files.contents(atPath: base.appendingPathComponent(relative).path)
                else { continue }
                let lines = String(decoding: data, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where imports(line, feature.module) {
                    found.append("\(path):\(number + 1)")
                }
            }
        }
        return found.sorted()
    }

    /// Whether `line` is an import declaration of `module`.
    private static func imports(_ line: Substring, _ module: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return false }
        return words[index + 1] == module
            && words[..<index].allSatisfy {
                $0.hasPrefix("@") || $0.hasSuffix("public") || $0 == "internal" || $0 == "package"
            }
    }
}
