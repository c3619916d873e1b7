/// How much of a command line one argument reads.
enum ArgumentSpan {
    /// One word.
    case word
    /// Every remaining word, joined by single spaces, quotes removed.
    case joinedWords
    /// Everything after the command's name exactly as typed.
    case rawText
}
