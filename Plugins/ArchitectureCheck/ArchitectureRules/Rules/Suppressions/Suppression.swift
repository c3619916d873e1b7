import ArchitectureCore
import SwiftSourceScanning

/// An in-code suppression: `// architecture-check: ignore <rule> <module> — <reason>` in a Swift file silences the
/// findings of that rule about that module (the module imported, or the target at fault) placed in the same file.
/// The reason is required (after `—`, `--` or `-`); a suppression without one, with a rule the check does not have,
/// or that silences nothing (it is stale: the import went, or the rule no longer fires) is itself a finding.
public struct Suppression: Hashable, Sendable {
    /// The rule it silences.
    public var rule: RuleID
    /// The module it is about: the imported module, or the target at fault.
    public var module: String
    /// Why the finding is accepted.
    public var reason: String
    /// Where the comment is.
    public var location: SourceLocation

    /// Creates a suppression.
    public init(rule: RuleID, module: String, reason: String, location: SourceLocation) {
        self.rule = rule
        self.module = module
        self.reason = reason
        self.location = location
    }

    /// What the comment says, or why it is not a suppression.
    enum Parsed: Equatable {
        case suppression(rule: RuleID, module: String, reason: String)
        case malformed(String)
    }

    /// Reads the text of a comment after `//` (`architecture-check: ignore undeclared-import Analytics — why`).
    static func parse(_ comment: String) -> Parsed {
        let usage = "write // architecture-check: ignore <rule> <module> — <reason>"
        let body = comment.dropFirst(SwiftLexer.checkCommentPrefix.count).drop { $0 == " " || $0 == "\t" }
        var words = body.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init)
        guard words.first == "ignore" else {
            return .malformed("the check understands only \"ignore\" here; \(usage)")
        }
        words.removeFirst()
        guard words.count >= 2 else { return .malformed("a suppression names a rule and a module; \(usage)") }
        let rule = RuleID(rawValue: words[0])
        guard BuiltInRules.description(of: rule) != nil, rule != RuleID.suppression, rule != RuleID.staleBaseline else {
            let known = RuleID.allCases.filter { $0 != RuleID.suppression && $0 != RuleID.staleBaseline }.map(
                \.rawValue)
            return .malformed("unknown rule \"\(words[0])\"; one of \(known.joined(separator: ", "))")
        }
        let rest = words.count > 2 ? words[2] : ""
        var reason = Substring(rest)
        for dash in ["—", "--", "-", "–"] where reason.hasPrefix(dash) {
            reason = reason.dropFirst(dash.count)
            break
        }
        let trimmed = reason.drop { $0 == " " }
        guard rest != reason, !trimmed.isEmpty else {
            return .malformed(
                "a suppression needs a reason after the module: ignore \(rule.rawValue) \(words[1]) — <why it is "
                    + "accepted>")
        }
        return .suppression(rule: rule, module: words[1], reason: String(trimmed))
    }

    /// Whether it silences `diagnostic`: same rule, same file, and its module is the one imported or the one at
    /// fault.
    func silences(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.rule == rule && diagnostic.location?.file == location.file
            && (diagnostic.importedModule == module || diagnostic.module == module)
    }

    /// `diagnostics` without those the suppressions in `comments` (by target, each with its file) silence, plus a
    /// `suppression` finding for each comment that is malformed or silences nothing.
    static func apply(
        _ comments: [String: [(file: String, comment: SwiftToken)]], to diagnostics: [Diagnostic]
    ) -> [Diagnostic] {
        var kept = diagnostics
        var findings: [Diagnostic] = []
        for (target, list) in comments.sorted(by: { $0.key < $1.key }) {
            for (file, comment) in list {
                let location = SourceLocation(file: file, line: comment.line, column: comment.column)
                switch parse(comment.text) {
                case .malformed(let why):
                    findings.append(
                        Diagnostic(
                            .suppression, "\(target) has a suppression the check cannot read", note: why, at: location,
                            module: target, subject: "\(file) suppression \(comment.text)"))
                case .suppression(let rule, let module, let reason):
                    let suppression = Suppression(rule: rule, module: module, reason: reason, location: location)
                    let before = kept.count
                    kept.removeAll(where: suppression.silences)
                    if kept.count == before {
                        findings.append(
                            Diagnostic(
                                .suppression,
                                "the suppression of \(rule.rawValue) for \(module) is stale: no such finding in \(file)",
                                note: "remove the comment: what it accepted is gone", at: location, module: target,
                                subject: "\(file) ignores \(rule.rawValue) \(module)"))
                    }
                }
            }
        }
        return kept + findings
    }
}
