/// Why a feature could not be added or removed. Nothing was written when one of these is thrown.
public enum ScaffoldError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command line is malformed: a missing name, an unknown flag.
    case usage(String)
    /// The name breaks a naming rule; `reason` says which.
    case invalidName(String, reason: String)
    /// A target, directory or feature line already uses the name.
    case nameTaken(String, by: String)
    /// The team handle is not a CODEOWNERS owner such as `@acme/wishlist-team`.
    case invalidTeam(String)
    /// No `--team` was given and CODEOWNERS names no `@organisation/team` owner to take the organisation from.
    case noOrganisation
    /// Package.swift has no place for a new feature line; the message says what is missing.
    case featureList(String)
    /// Package.swift neither declares nor names this feature.
    case unknownFeature(String)
    /// Package.swift names the feature on `line`, but no one `.feature("<Name>", ...)` line declares it.
    case notOnOneLine(String, line: Int)
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
            return "'\(team)' is not a CODEOWNERS team; write it like @acme/wishlist-team or @someone"
        case .noOrganisation:
            return "CODEOWNERS names no @organisation/team owner to take the new feature's team from; "
                + "pass --team @organisation/team-name"
        case .featureList(let message):
            return message
        case .unknownFeature(let name):
            return "Package.swift has no feature '\(name)': no line `.feature(\"\(name)\", uses: [...]),` "
                + "(`list` prints the features it has)"
        case .notOnOneLine(let name, let line):
            return "Package.swift:\(line) names feature '\(name)', but no line `.feature(\"\(name)\", uses: [...]),` "
                + "declares it: join its `.feature(` call onto one line, or delete its hand-written targets yourself"
        case .fileSystem(let message):
            return message
        }
    }
}
