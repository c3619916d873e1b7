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
