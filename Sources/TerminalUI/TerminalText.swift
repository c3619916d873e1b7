/// One line for the terminal: text in runs, each plain or in one of the app's own ``TextStyle``s.
///
/// The app's styling lives in the runs' styles, never in the characters, so it is typed apart from what the text
/// says: text from a server, a file or the user goes into a run as characters only, and when the line is written
/// (``rendered(usesColour:)``) every run's characters pass through ``ControlCharacterNeutraliser``, while the
/// escape codes for the styles are added afterwards, by the app alone. Untrusted text can therefore neither
/// control the terminal nor forge the app's styling, and the neutraliser cannot strip it.
///
/// String literals and interpolations make a ``TerminalText`` directly: `"Total \(amount)"` is one plain run, and
/// interpolating a ``TerminalText`` (`"id \(context.styled(id, .cyan))"`) keeps its styles.
public struct TerminalText: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// A stretch of text in one style.
    public struct Run: Hashable, Sendable {
        /// The characters, as they came (neutralised only when written or measured).
        public let text: String
        /// The app's style for them, or nil for plain text.
        public let style: TextStyle?

        /// Creates a run.
        public init(_ text: String, style: TextStyle? = nil) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, left to right; none is empty, and no two neighbours have the same style.
    public private(set) var runs: [Run]

    /// Plain text: it is shown, never obeyed.
    public init(_ text: String = "") {
        runs = text.isEmpty ? [] : [Run(text)]
    }

    /// A line made of `runs`; empty runs are dropped and neighbours in the same style joined, so equal lines
    /// compare equal however they were built.
    public init(runs: [Run]) {
        var joined: [Run] = []
        for run in runs where !run.text.isEmpty {
            if let last = joined.last, last.style == run.style {
                joined[joined.count - 1] = Run(last.text + run.text, style: run.style)
            } else {
                joined.append(run)
            }
        }
        self.runs = joined
    }

    /// A literal is plain text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// An interpolated literal: its literal parts and interpolated strings are plain, interpolated
    /// ``TerminalText`` keeps its styles.
    public init(stringInterpolation: StringInterpolation) {
        self.init(runs: stringInterpolation.runs)
    }

    /// Builds a ``TerminalText`` from a string literal with interpolations.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var runs: [Run] = []

        /// Creates an empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends a literal part as plain text.
        public mutating func appendLiteral(_ literal: String) { runs.append(Run(literal)) }

        /// Appends styled text, keeping its styles.
        public mutating func appendInterpolation(_ text: TerminalText) { runs += text.runs }

        /// Appends any value's description as plain text.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            runs.append(Run(String(describing: value)))
        }
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool { runs.isEmpty }

    /// What a terminal without colour shows: the runs' text, neutralised, without styles.
    public var plainText: String { runs.map { ControlCharacterNeutraliser.neutralised($0.text) }.joined() }

    /// The ``plainText``.
    public var description: String { plainText }

    /// The number of terminal columns the line takes once neutralised (see ``displayWidth(of:)``).
    public var displayWidth: Int { runs.reduce(0) { $0 + TerminalUI.displayWidth(of: $1.text) } }

    /// The line as the terminal receives it: each run's text neutralised, and, when `usesColour` is true, each
    /// styled run wrapped in its ANSI code and a reset.
    public func rendered(usesColour: Bool) -> String {
        runs.map { run in
            let text = ControlCharacterNeutraliser.neutralised(run.text)
            guard usesColour, let style = run.style else { return text }
            return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
        }.joined()
    }

    /// The same text with `style` on every run that has none of its own.
    public func styled(_ style: TextStyle) -> TerminalText {
        TerminalText(runs: runs.map { Run($0.text, style: $0.style ?? style) })
    }

    /// Both lines, one after the other.
    public static func + (left: TerminalText, right: TerminalText) -> TerminalText {
        TerminalText(runs: left.runs + right.runs)
    }

    /// Appends `right`.
    public static func += (left: inout TerminalText, right: TerminalText) {
        left = left + right
    }

    /// Shortens the line to at most `width` columns, as ``truncated(_:toWidth:)`` does for a string; the styles
    /// of what is kept stay, and the `…` is plain.
    public func truncated(toWidth width: Int) -> TerminalText {
        guard width > 0 else { return TerminalText() }
        guard displayWidth > width else { return self }
        let room = width - 1  // the ellipsis takes the last column
        var kept: [Run] = []
        var shown = 0
        cutting: for run in runs {
            var text = ""
            for character in ControlCharacterNeutraliser.neutralised(run.text) {
                let columns = character.terminalColumns
                guard shown + columns <= room else {
                    kept.append(Run(text, style: run.style))
                    break cutting
                }
                shown += columns
                text.append(character)
            }
            kept.append(Run(text, style: run.style))
        }
        kept.append(Run("…" + String(repeating: " ", count: room - shown)))
        return TerminalText(runs: kept)
    }
}
