extension StringProtocol {
    /// The text without the characters at either end for which `isTrimmed` holds (whitespace and line breaks
    /// unless told otherwise); empty when every character is trimmed. The readers of configuration files, Podfiles
    /// and baselines, and the check's tables, trim with it, each naming what it trims.
    public func trimmed(where isTrimmed: (Character) -> Bool = { $0.isWhitespace }) -> SubSequence {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) })
        else { return self[endIndex...] }
        return self[first...last]
    }

    /// The text without the characters at its end for which `isTrimmed` holds.
    public func trimmedAtEnd(where isTrimmed: (Character) -> Bool) -> SubSequence {
        self[..<(lastIndex { !isTrimmed($0) }.map(index(after:)) ?? startIndex)]
    }
}
