#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal a host talks to: where commands come from and where lines go.
///
/// Prompts are written only when input is interactive, so piped scripts produce clean, deterministic output.
/// Colour is used only when standard output is a terminal and `NO_COLOR` is unset.
@MainActor
public final class Terminal {
    /// Whether a person is typing (standard input is a terminal); prompts are shown only then.
    public let isInteractive: Bool
    /// The width and colour rules for rendering.
    public var context: RenderContext
    private let readInput: @Sendable () async -> String?
    private let writeOutput: (String) -> Void

    /// Creates a terminal over arbitrary input and output, for tests and embedding.
    public init(
        isInteractive: Bool,
        context: RenderContext,
        readLine: @escaping @Sendable () async -> String?,
        write: @escaping (String) -> Void
    ) {
        self.isInteractive = isInteractive
        self.context = context
        self.readInput = readLine
        self.writeOutput = write
    }

    /// The process's standard input and output, with width and colour detected from the environment.
    public static func standard(environment: [String: String]) -> Terminal {
        let outputIsTerminal = isatty(STDOUT_FILENO) == 1
        let width = Int(environment["COLUMNS"] ?? "") ?? (outputIsTerminal ? terminalColumns() : nil) ?? 80
        let colour = outputIsTerminal && environment["NO_COLOR"] == nil
        return Terminal(
            isInteractive: isatty(STDIN_FILENO) == 1,
            context: RenderContext(width: width, usesColour: colour),
            readLine: {
                // Read off the main actor so screens' background updates keep flowing while we wait.
                await Task.detached { Swift.readLine(strippingNewline: true) }.value
            },
            write: { line in
                print(line)
                fflush(nil)
            })
    }

    /// A terminal fed by `script` that collects what is written, for tests.
    public static func scripted(_ script: [String], width: Int = 80) -> (Terminal, TranscriptRecorder) {
        let feed = ScriptFeed(script)
        let recorder = TranscriptRecorder()
        let terminal = Terminal(
            isInteractive: false, context: RenderContext(width: width, usesColour: false),
            readLine: { await feed.next() }, write: { recorder.lines.append($0) })
        return (terminal, recorder)
    }

    /// Writes one line.
    public func write(_ line: String) { writeOutput(line) }

    /// Writes several lines.
    public func write(_ lines: [String]) { lines.forEach(writeOutput) }

    /// Shows `prompt` (only when interactive) and returns the next line typed, or `nil` at the end of input.
    public func nextLine(prompt: String) async -> String? {
        if isInteractive {
            writePrompt(prompt)
        }
        return await readInput()
    }

    private func writePrompt(_ prompt: String) {
        // A prompt stays on the same line as the typing, so it bypasses the line-based writer.
        print(context.styled(prompt, .bold), terminator: "")
        fflush(nil)
    }

    private static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Collects the lines a scripted ``Terminal`` writes.
@MainActor
public final class TranscriptRecorder {
    /// Every line written so far.
    public var lines: [String] = []

    /// Creates an empty recorder.
    public init() {}

    /// All lines joined with newlines.
    public var text: String { lines.joined(separator: "\n") }
}

/// Hands out the lines of a script one at a time.
private actor ScriptFeed {
    private var remaining: ArraySlice<String>

    init(_ lines: [String]) { remaining = lines[...] }

    func next() -> String? { remaining.popFirst() }
}
