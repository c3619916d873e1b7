/// Why a feature could not be added or removed. Nothing was written when one of these is thrown.
public enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command line is malformed: a missing name, an unknown flag.
    case usage(String)
    /// The name breaks a naming rule; `reason` says which.
    case invalidName(String, reason: String)
    /// A target, directory or manifest fence already uses the name.
    case nameTaken(String, by: String)
    /// The team handle is not a CODEOWNERS owner such as `@shopkit/wishlist-team`.
    case invalidTeam(String)
    /// Package.swift lacks the `// add-feature: ...` marker line for one kind of target, or repeats it.
    case marker(String)
    /// Package.swift has no lines for this feature: no fence and no `// feature:` marker.
    case unknownFeature(String)
    /// A `// begin feature:` fence without its end, or an end without a beginning.
    case unbalancedFence(feature: String, line: Int, problem: String)
    /// Reading or writing a file failed; any changes already made were rolled back.
    case fileSystem(String)

    /// The process exit status: 2 for bad input (nothing written), 1 when the file system failed.
    public var exitStatus: Int32 {
        if case .fileSystem = self { return 1 }
        return 2
    }

    /// One or two readable lines.
    public var description: String {
        switch self {
        case .usage(let message):
            return message
        case .invalidName(let name, let reason):
            return "'\(name)' is not a valid feature name: \(reason)"
        case .nameTaken(let name, let user):
            return "'\(name)' is taken: \(user)"
        case .invalidTeam(let team):
            return "'\(team)' is not a CODEOWNERS team; write it like @shopkit/wishlist-team or @someone"
        case .marker(let message):
            return message
        case .unknownFeature(let name):
            return "Package.swift has no feature '\(name)': no `// begin feature: \(name)` fence and no "
                + "`// feature: \(name)` line"
        case .unbalancedFence(let feature, let line, let problem):
            return "Package.swift:\(line): the fence of feature '\(feature)' \(problem)"
        case .fileSystem(let message):
            return message
        }
    }
}
