/// A bad flag or flag value; the executable prints the message and exits with status 64 (`EX_USAGE`).
public struct LaunchUsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, in one line.
    public let description: String

    /// Creates the error.
    public init(_ description: String) { self.description = description }
}
