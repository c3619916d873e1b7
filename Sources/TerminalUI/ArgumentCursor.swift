/// Reads a command's arguments in order with ``ArgumentReader``s, and refuses the line as a whole (with the
/// command's one sentence for it) when an argument is missing, does not parse, or is left over.
struct ArgumentCursor {
    /// The words after the command's name, quotes removed.
    let words: [String]
    /// Everything after the command's name as typed.
    let raw: String
    /// What to say when the line does not fit the command.
    let misfit: CommandRejection
    private var next = 0

    init(words: [String], raw: String, misfit: CommandRejection) {
        self.words = words
        self.raw = raw
        self.misfit = misfit
    }

    /// The next argument as `reader` reads it.
    mutating func read<Value>(_ reader: ArgumentReader<Value>) throws(CommandRejection) -> Value {
        let text: String?
        switch reader.span {
        case .word:
            text = next < words.count ? words[next] : nil
            next += 1
        case .joinedWords:
            text = next < words.count ? words[next...].joined(separator: " ") : nil
            next = words.count
        case .rawText:
            text = next == 0 ? (raw.isEmpty ? nil : raw) : words.dropFirst(next).joined(separator: " ")
            next = words.count
        }
        guard let text, !text.isEmpty else {
            guard let whenLeftOut = reader.whenLeftOut else { throw misfit }
            return whenLeftOut()
        }
        guard let value = try reader.parse(text) else { throw misfit }
        return value
    }

    /// Refuses words that no argument read.
    func finish() throws(CommandRejection) {
        guard next >= words.count else { throw misfit }
    }
}
