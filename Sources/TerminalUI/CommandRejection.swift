/// A command a feature understood but cannot carry out as asked; the state is left as it was.
///
/// Its message is one line that says what was wrong and how to put it right, for example
/// `qty needs a quantity, for example: qty 2`. The sentences for a command typed the wrong way are written here
/// once, for every screen; what a feature refuses is said in that feature's own words.
public struct CommandRejection: Error, Hashable, Sendable {
    /// What was wrong and what to do instead.
    public let message: String

    /// Creates a rejection with its message.
    public init(_ message: String) { self.message = message }

    /// `command` was typed with arguments but takes none, so `place 2` is not taken for `place`; `hint`, when
    /// given, follows after a semicolon.
    static func takesNoArguments(_ command: String, hint: String? = nil) -> CommandRejection {
        CommandRejection("\(command) takes no arguments" + (hint.map { "; \($0)" } ?? ""))
    }

    /// `command` was typed without what it needs (`wanted`, in words) or with more: `open needs a row number, for
    /// example: open 1` (no example when `example` is empty).
    static func needs(_ command: String, _ wanted: [String], example: String, hint: String? = nil) -> CommandRejection {
        let list = wanted.count > 1 ? wanted.dropLast().joined(separator: ", ") + " and " + wanted.last! : wanted[0]
        let shown = example.isEmpty ? "" : ", for example: \(example)"
        return CommandRejection("\(command) needs \(list)\(shown)" + (hint.map { " (\($0))" } ?? ""))
    }

    /// The first word of a command of two words, such as `log`, came without a second word that names one.
    static func unfinished(_ word: String, choices: [String]) -> CommandRejection {
        CommandRejection("type " + choices.joined(separator: ", or "))
    }

    /// `text` is not the value an argument wants, named as `wanted`.
    static func notA(_ wanted: String, _ text: String, example: String) -> CommandRejection {
        CommandRejection("'\(text)' is not \(wanted); write it like \(example)")
    }
}
