public import ModuleGraph

extension ArchitectureConfiguration {
    /// The category of a target of a whole repository: its override; an Xcode app or extension is `app` and a test
    /// bundle `test`; else the first rule matching its path from the repository root, then its path inside its
    /// package or project, and, when no rule of the file matches, the built-in conventions on that inner path.
    public func category(of target: PackageTarget, in origin: TargetOrigin) -> ModuleCategory? {
        if let override = moduleCategories[target.name] { return override }
        if let type = target.productType {
            if type.isApp { return .app }
            if type.targetKind == .test { return .test }
            if type == .buildTool { return .tool }
        }
        var inside = target
        let prefix = origin.directory.isEmpty ? "" : origin.directory + "/"
        if !prefix.isEmpty && target.path.hasPrefix(prefix) {
            inside.path = String(target.path.dropFirst(prefix.count))
        }
        return categoryRules.first { $0.matches(target) }?.category
            ?? categoryRules.first { $0.matches(inside) }?.category
            ?? Self.conventions.categoryRules.first { $0.matches(inside) }?.category
    }
}
