#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reading a line that must not be shown, such as a password.
///
/// On a terminal, echo is off while the line is typed (the Enter is still echoed, so the cursor moves on), and
/// the terminal is put back exactly as it was on every way out: the line read, the end of input (Ctrl-D), or a
/// signal (Ctrl-C, Ctrl-\, a hang-up, a plain `kill`), whose handler restores the terminal and then lets the
/// signal do what it would have done. After Ctrl-Z, the shell sets its own terminal modes; when the reader is
/// continued (`fg`), echo goes off again before the rest of the line is typed. From a pipe or a file the line
/// is read as it is: there is nothing to hide it from.
enum SecretInput {
    /// The signals that would otherwise end the process with the terminal left silent.
    static let restoringSignals: [Int32] = [SIGINT, SIGQUIT, SIGTERM, SIGHUP]

    /// Reads one line from standard input with echo off when standard input is a terminal.
    static func readLine() -> String? {
        withEchoOff(descriptor: STDIN_FILENO) { Swift.readLine(strippingNewline: true) }
    }

    /// Runs `body` with echo off on the terminal `descriptor`, then restores the terminal's settings, also when a
    /// signal arrives meanwhile. When `descriptor` is not a terminal, it only runs `body`.
    static func withEchoOff<Result>(descriptor: Int32, _ body: () -> Result) -> Result {
        var original = termios()
        guard tcgetattr(descriptor, &original) == 0 else { return body() }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        silent.c_lflag |= tcflag_t(ECHONL)
        // Armed before echo goes off and disarmed after it is back, so no signal finds the terminal silent.
        armSignalRestore(descriptor: descriptor, original: original, silent: silent)
        tcsetattr(descriptor, TCSANOW, &silent)
        defer {
            tcsetattr(descriptor, TCSANOW, &original)
            disarmSignalRestore()
        }
        return body()
    }
}

/// What the signal handlers need. Globals, because a C signal handler can capture nothing; written before the
/// handlers are installed (``handlersBeforeArming`` as they are) and after they are removed.
nonisolated(unsafe) private var settingsToRestore = termios()
nonisolated(unsafe) private var settingsWhileHidden = termios()
nonisolated(unsafe) private var descriptorToRestore: Int32 = -1
nonisolated(unsafe) private var handlersBeforeArming: [(signal: Int32, handler: SignalHandler?)] = []

private typealias SignalHandler = @convention(c) (Int32) -> Void

private func armSignalRestore(descriptor: Int32, original: termios, silent: termios) {
    settingsToRestore = original
    settingsWhileHidden = silent
    descriptorToRestore = descriptor
    handlersBeforeArming =
        SecretInput.restoringSignals.map { number in (number, signal(number, restoreTerminalThenResignal)) }
        + [(SIGCONT, signal(SIGCONT, hideTypingAgain))]
}

private func disarmSignalRestore() {
    for (number, handler) in handlersBeforeArming { signal(number, handler) }
    handlersBeforeArming = []
    descriptorToRestore = -1
}

/// Puts the terminal back, reinstates what the signal did before (usually: end the process; the default when
/// it arrived while the handlers were still being installed) and raises it again.
private func restoreTerminalThenResignal(_ number: Int32) {
    if descriptorToRestore >= 0 { tcsetattr(descriptorToRestore, TCSANOW, &settingsToRestore) }
    let previous = handlersBeforeArming.first { $0.signal == number }
    signal(number, previous?.handler)
    raise(number)
}

/// Continued after a stop (Ctrl-Z, then `fg`): the shell has set echo on meanwhile, so it goes off again.
private func hideTypingAgain(_ number: Int32) {
    if descriptorToRestore >= 0 { tcsetattr(descriptorToRestore, TCSANOW, &settingsWhileHidden) }
}
