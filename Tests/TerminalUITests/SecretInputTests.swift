import Testing

@testable import TerminalUI

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Hidden lines: echo off on a terminal (a pseudo-terminal here) and back on however the read ends.
@Suite(.serialized) struct SecretInputTests {
    /// A pseudo-terminal: `body` gets the side a program reads as its terminal; both sides are closed afterwards.
    private func withPseudoTerminal(_ body: (_ terminal: Int32) throws -> Void) throws {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        #if canImport(Darwin)
            controller = posix_openpt(O_RDWR | O_NOCTTY)
            if controller >= 0, grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller) {
                terminal = open(name, O_RDWR | O_NOCTTY)
            }
        #else
            _ = openpty(&controller, &terminal, nil, nil, nil)
        #endif
        defer {
            if controller >= 0 { close(controller) }
            if terminal >= 0 { close(terminal) }
        }
        try #require(terminal >= 0, "no pseudo-terminal: \(String(cString: strerror(errno)))")
        try body(terminal)
    }

    private func localFlags(_ descriptor: Int32) -> tcflag_t {
        var settings = termios()
        #expect(tcgetattr(descriptor, &settings) == 0)
        return settings.c_lflag
    }

    @Test func echoIsOffWhileReadingAndBackAfterwards() throws {
        try withPseudoTerminal { terminal in
            #expect(localFlags(terminal) & tcflag_t(ECHO) != 0, "a terminal echoes by default")
            let flagsBefore = localFlags(terminal)
            let seen = SecretInput.withEchoOff(descriptor: terminal) { localFlags(terminal) }
            #expect(seen & tcflag_t(ECHO) == 0, "what is typed is not shown")
            #expect(seen & tcflag_t(ECHONL) != 0, "the Enter still moves the cursor on")
            #expect(localFlags(terminal) == flagsBefore, "restored exactly")
        }
    }

    @Test func endOfInputRestoresEchoToo() throws {
        try withPseudoTerminal { terminal in
            let line: String? = SecretInput.withEchoOff(descriptor: terminal) { nil }
            #expect(line == nil)
            #expect(localFlags(terminal) & tcflag_t(ECHO) != 0)
        }
    }

    @Test func aSignalWhileReadingRestoresEchoBeforeItActs() throws {
        // Stand-in for Ctrl-C's default action (ending the process): a handler that returns, so the test survives.
        let previous = signal(SIGINT) { _ in }
        defer { signal(SIGINT, previous) }
        // The test runner's threads may block SIGINT; unblock it on this one so `raise` is delivered here, now.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &interrupt, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        try withPseudoTerminal { terminal in
            let echoAfterSignal = SecretInput.withEchoOff(descriptor: terminal) {
                raise(SIGINT)
                return localFlags(terminal) & tcflag_t(ECHO) != 0
            }
            #expect(echoAfterSignal, "the handler put echo back before the signal's own action")
            #expect(localFlags(terminal) & tcflag_t(ECHO) != 0)
        }
    }

    @Test func continuingAfterAStopHidesTypingAgain() throws {
        var continued = sigset_t()
        sigemptyset(&continued)
        sigaddset(&continued, SIGCONT)
        var mask = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &continued, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        try withPseudoTerminal { terminal in
            var shellModes = termios()
            #expect(tcgetattr(terminal, &shellModes) == 0)
            let echoAfterContinuing = SecretInput.withEchoOff(descriptor: terminal) {
                // What a shell does while the reader is stopped: its own modes, echo on.
                tcsetattr(terminal, TCSANOW, &shellModes)
                raise(SIGCONT)
                return localFlags(terminal) & tcflag_t(ECHO) != 0
            }
            #expect(!echoAfterContinuing, "fg must not leave the rest of the password echoed")
            #expect(localFlags(terminal) & tcflag_t(ECHO) != 0, "and echo is back after the read")
        }
    }

    @Test func notATerminalJustReads() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        #expect(SecretInput.withEchoOff(descriptor: ends[0]) { "next line" } == "next line")
    }
}

/// A screen that asks for two hidden lines, to check how `handle(_:askingOn:)` serves it.
@MainActor
private final class VaultScreen: TerminalScreen {
    let title = "Vault"
    let commands = [CommandHelp("open", "asks for a PIN and a word")]
    var received: [String?] = []

    func appear() async {}
    func render(in context: RenderContext) -> [TerminalText] { ["vault"] }

    func handle(_ command: Command) async -> CommandOutcome {
        command.name == "open" ? .asksForSecret(prompt: "PIN: ") : .unrecognized
    }

    func handleSecret(_ secret: String?) async -> CommandOutcome {
        received.append(secret)
        return received.count == 1 ? .asksForSecret(prompt: "Word: ") : .rerender
    }
}

@MainActor
@Suite struct SecretPromptTests {
    @Test func eachAskedLineGoesToTheScreenAndNothingIsWritten() async throws {
        let (terminal, recorder) = Terminal.scripted(["1234", "swordfish", "after"])
        let screen = VaultScreen()
        let outcome = await screen.handle(try #require(Command(parsing: "open")), askingOn: terminal)
        #expect(outcome == .rerender)
        #expect(screen.received == ["1234", "swordfish"])
        #expect(recorder.lines.isEmpty, "a hidden line is never written back")
        #expect(await terminal.nextLine(prompt: "> ") == "after", "the next command follows the asked lines")
    }

    @Test func endOfInputReachesTheScreenAsNil() async throws {
        let (terminal, _) = Terminal.scripted(["1234"])
        let screen = VaultScreen()
        _ = await screen.handle(try #require(Command(parsing: "open")), askingOn: terminal)
        #expect(screen.received == ["1234", nil])
    }

    @Test func secretsComeFromTheSecretReader() async {
        let terminal = Terminal(
            isInteractive: false, context: .plain, readLine: { "typed" }, readSecretLine: { "hidden" }, write: { _ in })
        #expect(await terminal.nextLine(prompt: "> ") == "typed")
        #expect(await terminal.nextSecretLine(prompt: "Password: ") == "hidden")
    }

    @Test func aScreenThatNeverAsksRefusesASecret() async {
        final class Plain: TerminalScreen {
            let title = "Plain"
            let commands: [CommandHelp] = []
            func appear() async {}
            func render(in context: RenderContext) -> [TerminalText] { [] }
            func handle(_ command: Command) async -> CommandOutcome { .unrecognized }
        }
        #expect(await Plain().handleSecret("x") == .rejected("nothing asked for a hidden line"))
    }
}
