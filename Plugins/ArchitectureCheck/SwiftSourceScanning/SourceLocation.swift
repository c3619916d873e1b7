/// A place in a file of the package, relative to the package root.
public struct SourceLocation: Hashable, Sendable {
    /// The file, relative to the package root.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based UTF-8 column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}
