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
/// Colour is used only when standard output is a terminal and `NO_COLOR` is unset or empty.
@MainActor
public final class Terminal {
    /// Whether a person is typing (standard input is a terminal); prompts are shown only then.
    public let isInteractive: Bool
    /// The width and colour rules for rendering.
    public var context: RenderContext
    private let readInput: @Sendable () async -> String?
    private let readSecretInput: @Sendable () async -> String?
    private let writeOutput: (String) -> Void

    /// Creates a terminal over arbitrary input and output, for tests and embedding. `readSecretLine` reads a
    /// line that must not be shown (see ``nextSecretLine(prompt:)``); without one, secrets come from `readLine`.
    public init(
        isInteractive: Bool,
        context: RenderContext,
        readLine: @escaping @Sendable () async -> String?,
        readSecretLine: (@Sendable () async -> String?)? = nil,
        write: @escaping (String) -> Void
    ) {
        self.isInteractive = isInteractive
        self.context = context
        self.readInput = readLine
        self.readSecretInput = readSecretLine ?? readLine
        self.writeOutput = write
    }

    /// The process's standard input and output, with width and colour detected from the environment.
    public static func standard(environment: [String: String]) -> Terminal {
        Terminal(
            isInteractive: isatty(STDIN_FILENO) == 1,
            context: standardContext(
                environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
                measuredColumns: terminalColumns),
            readLine: {
                // Read off the main actor so screens' background updates keep flowing while we wait.
                await Task.detached { Swift.readLine(strippingNewline: true) }.value
            },
            readSecretLine: { await Task.detached { SecretInput.readLine() }.value },
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

    /// The rendering rules for standard output. Width: a positive `COLUMNS`, else the terminal's own width, else 80.
    /// Colour: only when standard output is a terminal and `NO_COLOR` is unset or empty (as https://no-color.org asks).
    static func standardContext(
        environment: [String: String], outputIsTerminal: Bool, measuredColumns: () -> Int?
    ) -> RenderContext {
        let declaredColumns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        let width = declaredColumns ?? (outputIsTerminal ? measuredColumns() : nil) ?? 80
        let colourRefused = !(environment["NO_COLOR"] ?? "").isEmpty
        return RenderContext(width: width, usesColour: outputIsTerminal && !colourRefused)
    }

    /// Writes one line: its text neutralised (``ControlCharacterNeutraliser``), its styles in colour when the
    /// context allows colour. Every line the app shows goes through here or ``write(_:)-(String)``.
    public func write(_ line: TerminalText) { writeOutput(line.rendered(usesColour: context.usesColour)) }

    /// Writes several lines; see ``write(_:)-(TerminalText)``.
    public func write(_ lines: [TerminalText]) { lines.forEach { write($0) } }

    /// Writes plain text, one line for each of its lines (split at line feeds, a CR just before a line feed
    /// going with it), each neutralised: control characters are shown, never obeyed.
    public func write(_ text: String) { plainLines(text).forEach { write($0) } }

    /// Writes several pieces of plain text; see ``write(_:)-(String)``.
    public func write(_ texts: [String]) { texts.forEach { write($0) } }

    private func plainLines(_ text: String) -> [TerminalText] {
        // "\r\n" is one Character, so it is a separator of its own; a CR anywhere else is shown as `␍`.
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map { TerminalText(String($0)) }
    }

    /// Shows `prompt` (only when interactive) and returns the next line typed, or `nil` at the end of input.
    public func nextLine(prompt: String) async -> String? {
        if isInteractive {
            writePrompt(prompt)
        }
        return await readInput()
    }

    /// Shows `prompt` (only when interactive) and returns the next line, or `nil` at the end of input, for a
    /// secret such as a password: on a terminal it is not echoed while typed. Piped, it is simply the next line.
    /// The line is never written anywhere.
    public func nextSecretLine(prompt: String) async -> String? {
        guard isInteractive else { return await readSecretInput() }
        writePrompt(prompt)
        let line = await readSecretInput()
        // Enter moves the cursor on by itself (it is still echoed); Ctrl-D does not, so end the prompt's line.
        if line == nil { writeOutput("") }
        return line
    }

    /// Shows `prompt` again (only when interactive), after lines were drawn while the user was typing.
    public func repeatPrompt(_ prompt: String) {
        if isInteractive { writePrompt(prompt) }
    }

    private func writePrompt(_ prompt: String) {
        // A prompt stays on the same line as the typing, so it bypasses the line-based writer.
        print(context.styled(prompt, .bold).rendered(usesColour: context.usesColour), terminator: "")
        fflush(nil)
    }

    private static func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
