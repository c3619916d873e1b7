/// A command line split into a name and arguments; double quotes group words.
///
/// `search "red shoes" --max 50` has the name `search` and the arguments `red shoes`, `--max`, `50`.
public struct Command: Hashable, Sendable {
    /// The first word, lower-cased.
    public let name: String
    /// The remaining words, with quotes removed.
    public let arguments: [String]
    /// Everything after the name exactly as typed, trimmed, for free text such as a gift note.
    public let rawArguments: String

    /// Creates a command from its parts.
    public init(name: String, arguments: [String] = [], rawArguments: String? = nil) {
        self.name = name.lowercased()
        self.arguments = arguments
        self.rawArguments = rawArguments ?? arguments.joined(separator: " ")
    }

    /// Parses a typed line, or returns `nil` when the line is blank.
    public init?(parsing line: String) {
        let words = Command.split(line)
        guard let first = words.first else { return nil }
        let trimmed = line.drop { $0.isWhitespace }
        let rest = trimmed.drop { !$0.isWhitespace }.drop { $0.isWhitespace }
        var raw = String(rest)
        while raw.last?.isWhitespace == true { raw.removeLast() }
        self.init(name: first, arguments: Array(words.dropFirst()), rawArguments: raw)
    }

    /// The argument at `index`, if present.
    public func argument(_ index: Int) -> String? {
        arguments.indices.contains(index) ? arguments[index] : nil
    }

    /// Refuses arguments on a command that takes none, so `place 2` is not taken for `place`.
    public func requireNoArguments() throws(CommandRejection) {
        guard arguments.isEmpty else { throw CommandRejection("\(name) takes no arguments") }
    }

    /// The one argument as a whole number from 1, such as a row; otherwise a rejection that names what is
    /// wanted with an example: `open needs one row number, for example: open 1`.
    ///
    /// - Parameters:
    ///   - what: what the number is, in words, for example `row number`.
    ///   - example: the number the example shows.
    public func onlyPositiveNumber(_ what: String, example: Int = 1) throws(CommandRejection) -> Int {
        guard arguments.count == 1, let number = Int(arguments[0]), number > 0 else {
            throw CommandRejection("\(name) needs one \(what), for example: \(name) \(example)")
        }
        return number
    }

    private static func split(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        for character in line {
            if character == "\"" {
                inQuotes.toggle()
                hasWord = true
            } else if character.isWhitespace && !inQuotes {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(current) }
        return words
    }
}
