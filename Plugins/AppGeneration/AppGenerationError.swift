/// Why no app was generated. Nothing was written when one of these is thrown.
public enum AppGenerationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The command line is malformed: a missing name, option or value, an unknown option.
    case usage(String)
    /// The app name breaks a rule; `reason` says which.
    case invalidName(String, reason: String)
    /// The owner is not a GitHub organisation name.
    case invalidOwner(String)
    /// The output directory cannot be used; `reason` says why.
    case unusableOutput(String, reason: String)
    /// The template's sources (the ShopKit checkout) cannot be found or read as expected.
    case template(String)
    /// Writing the package failed; what was written so far has been removed.
    case fileSystem(String)
    /// An update or check cannot run on this package or version; the message says why and what to do.
    case refused(String)

    /// One or two readable lines, each with the fix.
    public var description: String {
        switch self {
        case .usage(let message):
            message
        case .invalidName(let name, let reason):
            "'\(name)' cannot name the app: \(reason)"
        case .invalidOwner(let owner):
            "'\(owner)' is not a GitHub organisation: use letters, digits and single hyphens, such as globex"
        case .unusableOutput(let path, let reason):
            "cannot write the app to \(path): \(reason)"
        case .template(let message):
            message
        case .fileSystem(let message):
            message
        case .refused(let message):
            message
        }
    }
}
