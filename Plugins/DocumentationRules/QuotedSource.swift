/// Code quoted in a Markdown page (the README, a DocC article) that must stay identical to a file of the package.
///
/// Two forms, each a marker line and then a fenced code block:
///
///     <!-- file: Sources/CheckoutFeature/CheckoutEntry.swift -->     the block is the whole file
///     ```swift
///     ...
///     ```
///     <!-- end file -->
///
///     <!-- excerpt: Sources/Shop/AppRouter.swift -->                 the block is a run of the file's lines
///     ```swift
///     ...
///     ```
public struct QuotedSource: Hashable, Sendable {
    /// Whether the block stands for the whole file or for some of its consecutive lines.
    public enum Extent: Hashable, Sendable {
        /// The whole file, letter for letter.
        case wholeFile
        /// Consecutive lines of the file, letter for letter.
        case excerpt
    }

    /// The quoted file, relative to the package root.
    public var path: String
    /// Whole file or excerpt.
    public var extent: Extent
    /// The 1-based line of the marker in the page.
    public var line: Int
    /// The block's lines, without its fences.
    public var lines: [String]

    /// Creates a quote (the parser and the tests do).
    public init(path: String, extent: Extent, line: Int, lines: [String]) {
        self.path = path
        self.extent = extent
        self.line = line
        self.lines = lines
    }

    /// A quote whose marker or fences are broken.
    public struct MalformedQuote: Error, Hashable, Sendable {
        /// The 1-based line of the marker.
        public var line: Int
        /// What is wrong, and the fix.
        public var message: String
    }

    /// Every quote in `page`, in order.
    public static func quotes(in page: String) throws(MalformedQuote) -> [QuotedSource] {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var quotes: [QuotedSource] = []
        for (index, line) in lines.enumerated() {
            let extent: Extent
            let path: String
            if let rest = MarkedBlock.marker(line, "<!-- file: ") {
                (extent, path) = (.wholeFile, rest)
            } else if let rest = MarkedBlock.marker(line, "<!-- excerpt: ") {
                (extent, path) = (.excerpt, rest)
            } else {
                continue
            }
            let block = try MarkedBlock.block(after: index, in: lines)
            if extent == .wholeFile,
                block.upperBound + 1 >= lines.count || lines[block.upperBound + 1] != "<!-- end file -->"
            {
                throw MalformedQuote(
                    line: index + 1, message: "a quoted file ends with <!-- end file --> after its ```")
            }
            quotes.append(QuotedSource(path: path, extent: extent, line: index + 1, lines: Array(lines[block])))
        }
        return quotes
    }

    /// Whether the quote is identical to `source`, the text of the file at ``path``.
    public func matches(_ source: String) -> Bool {
        switch extent {
        case .wholeFile:
            return (lines + [""]).joined(separator: "\n") == source
        case .excerpt:
            guard !lines.isEmpty else { return false }
            let fileLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            guard fileLines.count >= lines.count else { return false }
            return (0...(fileLines.count - lines.count)).contains { start in
                fileLines[start..<(start + lines.count)].elementsEqual(lines)
            }
        }
    }

}

/// A marker line in a Markdown page and the fenced code block right after it: what ``QuotedSource`` and
/// ``NameCheckedListing`` both read.
enum MarkedBlock {
    /// The text between `prefix` and ` -->` when `line` is such a marker, or nil.
    static func marker(_ line: String, _ prefix: String) -> String? {
        guard line.hasPrefix(prefix), line.hasSuffix(" -->") else { return nil }
        let rest = line.dropFirst(prefix.count).dropLast(" -->".count)
        return rest.isEmpty ? nil : String(rest)
    }

    /// The indices of the lines inside the fenced block that opens on the line after the marker at `index`.
    static func block(after index: Int, in lines: [String]) throws(QuotedSource.MalformedQuote) -> Range<Int> {
        let open = index + 1
        guard open < lines.count, lines[open].hasPrefix("```") else {
            throw QuotedSource.MalformedQuote(
                line: index + 1, message: "the line after the marker must open a ``` code block")
        }
        guard let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else {
            throw QuotedSource.MalformedQuote(line: index + 1, message: "the code block is never closed with ```")
        }
        return (open + 1)..<close
    }
}
