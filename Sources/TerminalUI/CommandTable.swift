/// A screen's commands, declared as ``ScreenCommand``s: it finds the command a line names, reads the arguments,
/// runs the intent, and says what went wrong in one line (a line that does not fit in TerminalUI's words, what the
/// feature refused in the feature's, through `explain`).
@MainActor
public struct CommandTable<Refusal: Error> {
    private let entries: [ScreenCommand<Refusal>]
    private let explain: (Refusal, String) -> String

    /// A table of `entries`, whose refusals `explain` words, given the refusal and the command's name.
    public init(_ entries: [ScreenCommand<Refusal>], explain: @escaping (Refusal, _ command: String) -> String) {
        self.entries = entries
        self.explain = explain
    }

    /// One help line per command, in the order they were declared.
    public var help: [CommandHelp] { entries.map(\.help) }

    /// Runs the command `command` names; `.unrecognized` when the table has none, so the host may try its own.
    public func handle(_ command: Command) async -> CommandOutcome {
        guard let (entry, consumed) = match(command) else {
            let started = entries.flatMap(\.names).filter { $0.hasPrefix(command.name + " ") }
            return started.isEmpty
                ? .unrecognized : .rejected(CommandRejection.unfinished(command.name, choices: started).message)
        }
        let words = Array(command.arguments.dropFirst(consumed))
        let raw = consumed == 0 ? command.rawArguments : words.joined(separator: " ")
        do {
            return try await entry.run(ArgumentCursor(words: words, raw: raw, misfit: entry.misfit))
        } catch {
            switch error {
            case .malformed(let rejection): return .rejected(rejection.message)
            case .refused(let refusal): return .rejected(explain(refusal, entry.names[0]))
            }
        }
    }

    /// The entry `command` names and how many of its arguments the name took (one for `log in`).
    private func match(_ command: Command) -> (ScreenCommand<Refusal>, Int)? {
        for entry in entries {
            for name in entry.names {
                let words = name.split(separator: " ").map(String.init)
                let rest = words.dropFirst()
                guard words[0] == command.name, command.arguments.count >= rest.count,
                    zip(rest, command.arguments).allSatisfy({ $0 == $1.lowercased() })
                else { continue }
                return (entry, rest.count)
            }
        }
        return nil
    }
}
