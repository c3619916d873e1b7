/// A command a feature understood but cannot carry out as asked; the state is left as it was.
///
/// Its message is one line that says what was wrong and how to put it right, for example
/// `qty needs one whole number from 1, for example: qty 2`.
public struct CommandRejection: Error, Hashable, Sendable {
    /// What was wrong and what to do instead.
    public let message: String

    /// Creates a rejection with its message.
    public init(_ message: String) { self.message = message }
}
