/// Writes one line to the log.
public func log(_ message: String) {
    print(message)
}

/// The log's verbosity.
nonisolated(unsafe) public var verbose = false

/// The log's prefix.
public let logPrefix = "[app]"

/// A log that keeps its lines.
public final class MemoryLog {
    /// The lines written so far.
    public private(set) var lines: [String] = []

    /// An empty log.
    public init() {}
}
