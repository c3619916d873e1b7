import Foundation
import ModuleGraph

/// A shared scheme of an Xcode project or workspace (`xcshareddata/xcschemes/<name>.xcscheme`, committed with the
/// project), read for what `xcodebuild test -scheme <name>` runs: the test targets of its test action, or of the
/// default test plan the test action uses.
public struct XcodeScheme: Equatable, Sendable {
    /// The scheme's name: its file name without `.xcscheme`.
    public var name: String
    /// The `.xcworkspace` or `.xcodeproj` to give `xcodebuild` for it, relative to the repository root.
    public var container: String
    /// The names of the test targets its test action runs and does not skip, in the scheme's order.
    public var testTargets: [String]

    /// Creates a scheme.
    public init(name: String, container: String, testTargets: [String]) {
        self.name = name
        self.container = container
        self.testTargets = testTargets
    }

    /// The schemes shared in `sharedIn` (an `.xcodeproj` or `.xcworkspace`, relative to the repository root),
    /// sorted by name, each to be run in `container` (the workspace that lists the project, when there is one).
    /// Unreadable schemes and test plans are left out.
    public static func shared(in sharedIn: String, container: String, files: XcodeProject.Files) -> [XcodeScheme] {
        let directory = sharedIn + "/xcshareddata/xcschemes"
        let folder = sharedIn.split(separator: "/").dropLast().joined(separator: "/")
        return files.list(directory).filter { $0.hasSuffix(".xcscheme") && !$0.contains("/") }.compactMap { file in
            guard let bytes = files.read(directory + "/" + file) else { return nil }
            return XcodeScheme(
                name: String(file.dropLast(".xcscheme".count)), container: container,
                testTargets: testTargets(
                    inScheme: bytes, testPlan: { reference in files.read(joinPath(folder, reference)) }))
        }
    }

    /// The test targets of a scheme's XML: the test plan marked default (else the first) when the test action
    /// uses test plans, whose file `testPlan` reads (its path relative to the folder of the project or
    /// workspace), else the testables that are not skipped. A scheme is read up to where it stops being well formed.
    static func testTargets(inScheme xml: [UInt8], testPlan: (String) -> [UInt8]?) -> [String] {
        var scanner = XMLTagScanner(bytes: xml)
        var inTestAction = false
        // Only a testable's reference names a test target: the test action also refers to the app it expands
        // macros of (`MacroExpansion`) and to the targets it gathers coverage for (`CodeCoverageTargets`).
        var inTestable = false
        var skipped = false
        var testables: [String] = []
        var plans: [(reference: String, isDefault: Bool)] = []
        while let tag = try? scanner.next(file: "") {
            switch tag.name {
            case "TestAction": inTestAction = !tag.selfClosing
            case "/TestAction": inTestAction = false
            case "TestableReference" where inTestAction:
                inTestable = !tag.selfClosing
                skipped = tag.attributes["skipped"] == "YES"
            case "BuildableReference" where inTestable && !skipped:
                if let name = tag.attributes["BlueprintName"] { testables.append(name) }
            case "/TestableReference":
                inTestable = false
                skipped = false
            case "TestPlanReference" where inTestAction:
                if let reference = tag.attributes["reference"] {
                    plans.append((reference, tag.attributes["default"] == "YES"))
                }
            default: break
            }
        }
        guard let plan = plans.first(where: \.isDefault) ?? plans.first else { return testables }
        guard plan.reference.hasPrefix("container:"),
            let bytes = testPlan(String(plan.reference.dropFirst("container:".count)))
        else { return [] }
        return testTargets(inTestPlan: bytes)
    }

    /// The enabled test targets of an `.xctestplan` (JSON: `testTargets[].target.name`, `enabled` false to skip).
    static func testTargets(inTestPlan json: [UInt8]) -> [String] {
        guard let plan = try? JSONSerialization.jsonObject(with: Data(json)) as? [String: Any],
            let targets = plan["testTargets"] as? [[String: Any]]
        else { return [] }
        return targets.compactMap { entry in
            guard entry["enabled"] as? Bool != false else { return nil }
            return (entry["target"] as? [String: Any])?["name"] as? String
        }
    }
}
