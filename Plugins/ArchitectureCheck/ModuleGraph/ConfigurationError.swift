/// A configuration file that cannot be used: where and what is wrong. The tool exits 2 with it.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, as given.
    public var file: String
    /// 1-based line, or 0 when the problem is the file as a whole.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// What is wrong and what to write instead.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `architecture.json:12:5: error: ...`.
    public var description: String {
        line == 0 ? "\(file): error: \(message)" : "\(file):\(line):\(column): error: \(message)"
    }
}
