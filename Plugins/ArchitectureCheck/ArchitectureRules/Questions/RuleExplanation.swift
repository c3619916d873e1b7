public import ArchitectureCore

/// `--explain <rule>`: what a rule asks, why, and where this run breaks it.
extension ArchitectureReport {
    /// The rule `id` explained: its summary and help, then this run's findings of it, counted by module (the
    /// modules at fault, most findings first, the first ten named); `nil` when no rule has that id.
    public func explainRule(_ id: String) -> String? {
        guard let rule = BuiltInRules.description(of: RuleID(rawValue: id)) else { return nil }
        let found = diagnostics.filter { $0.rule == rule.id }
        var lines = ["\(rule.id.rawValue): \(rule.summary)", "  \(rule.help)"]
        guard !found.isEmpty else {
            lines.append("  this run: no finding")
            return lines.joined(separator: "\n") + "\n"
        }
        let byModule = Dictionary(grouping: found) { $0.module ?? "(no module)" }.mapValues(\.count)
        let ranked = byModule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        var named = ranked.prefix(10).map { "\($0.key) \($0.value)" }
        if ranked.count > 10 { named.append("\(ranked.count - 10) more modules") }
        lines.append(
            "  this run: \(found.count) finding\(found.count == 1 ? "" : "s") in \(ranked.count) "
                + "module\(ranked.count == 1 ? "" : "s"): \(named.joined(separator: ", "))")
        return lines.joined(separator: "\n") + "\n"
    }
}
