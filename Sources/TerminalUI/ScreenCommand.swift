/// One command a screen accepts, declared once: its name and aliases, its typed arguments, its help line, and the
/// intent it runs with what was read.
///
/// ```swift
/// ScreenCommand("qty", aliases: ["quantity"], .row(), .quantity(), "change how many") { row, quantity in
///     try await model.changeQuantity(row: row, to: quantity)
/// }
/// ```
///
/// A name may be two words (`log in`). The help line's usage is written from the arguments (`qty <row> <n>`);
/// a line that does not fit them is refused with TerminalUI's sentence (`qty needs a row number and a quantity,
/// for example: qty 1 2`), and what the intent throws is said in the feature's words by its ``CommandTable``.
@MainActor
public struct ScreenCommand<Refusal: Error> {
    /// The name and then the aliases, lower-cased; a name of two words is matched word by word.
    let names: [String]
    /// The help line.
    public let help: CommandHelp
    /// Reads the arguments and runs the intent.
    let run: @MainActor (ArgumentCursor) async throws(CommandFailure<Refusal>) -> CommandOutcome
    /// What is said when the line does not fit the arguments.
    let misfit: CommandRejection

    fileprivate init(
        _ name: String, aliases: [String], usage: [String], wanted: [(text: String, example: String, left: Bool)],
        summary: String, example: String?, hint: String?,
        run: @escaping @MainActor (ArgumentCursor) async throws(CommandFailure<Refusal>) -> CommandOutcome
    ) {
        names = ([name] + aliases).map { $0.lowercased() }
        help = CommandHelp(([name] + usage).joined(separator: " "), summary)
        let required = wanted.filter { !$0.left }
        if wanted.isEmpty {
            misfit = .takesNoArguments(name, hint: hint)
        } else {
            let named = required.isEmpty ? wanted : required
            let shown = example ?? ([name] + named.map(\.example)).joined(separator: " ")
            misfit = .needs(name, named.map(\.text), example: shown, hint: hint)
        }
        self.run = run
    }

    /// A command without arguments.
    ///
    /// - Parameters:
    ///   - name: what is typed, for example `place`.
    ///   - aliases: other names for it.
    ///   - summary: what it does, in a few words, for the help line.
    ///   - hint: said after a refusal of arguments, such as what to type first.
    ///   - perform: the intent; the screen is drawn again after it.
    public init(
        _ name: String, aliases: [String] = [], _ summary: String, hint: String? = nil,
        perform: @escaping @MainActor () async throws -> Void
    ) {
        self = .answering(name, aliases: aliases, summary, hint: hint) { () async throws -> CommandOutcome in
            try await perform()
            return .rerender
        }
    }

    /// A command without arguments whose intent says what the host does next (for example `.unrecognized` to
    /// leave the command to the host).
    public static func answering(
        _ name: String, aliases: [String] = [], _ summary: String, hint: String? = nil,
        answer: @escaping @MainActor () async throws -> CommandOutcome
    ) -> ScreenCommand {
        ScreenCommand(
            name, aliases: aliases, usage: [], wanted: [], summary: summary, example: nil, hint: hint
        ) { (cursor: ArgumentCursor) async throws(CommandFailure<Refusal>) -> CommandOutcome in
            do throws(CommandRejection) { try cursor.finish() } catch { throw .malformed(error) }
            do { return try await answer() } catch { throw Self.failure(error) }
        }
    }

    /// A command of one argument.
    ///
    /// - Parameters:
    ///   - name: what is typed, for example `open`.
    ///   - aliases: other names for it.
    ///   - first: the reader of its argument.
    ///   - summary: what it does, in a few words, for the help line.
    ///   - example: the whole example line for a refusal, when the argument's own example does not suit (empty for
    ///     none, when what is wanted lists every choice).
    ///   - hint: said in brackets after a refusal of the line, such as another way to use it.
    ///   - perform: the intent, with what was read; the screen is drawn again after it.
    public init<A>(
        _ name: String, aliases: [String] = [], _ first: ArgumentReader<A>, _ summary: String, example: String? = nil,
        hint: String? = nil, perform: @escaping @MainActor (A) async throws -> Void
    ) {
        self.init(
            name, aliases: aliases, usage: [first.usage], wanted: [Self.wanted(first)], summary: summary,
            example: example, hint: hint
        ) { (cursor: ArgumentCursor) async throws(CommandFailure<Refusal>) -> CommandOutcome in
            var cursor = cursor
            let a: A
            do throws(CommandRejection) {
                a = try cursor.read(first)
                try cursor.finish()
            } catch { throw .malformed(error) }
            do { try await perform(a) } catch { throw Self.failure(error) }
            return .rerender
        }
    }

    /// A command of two arguments.
    public init<A, B>(
        _ name: String, aliases: [String] = [], _ first: ArgumentReader<A>, _ second: ArgumentReader<B>,
        _ summary: String, example: String? = nil, hint: String? = nil,
        perform: @escaping @MainActor (A, B) async throws -> Void
    ) {
        self = .answering(name, aliases: aliases, first, second, summary, example: example, hint: hint) {
            (a: A, b: B) async throws -> CommandOutcome in
            try await perform(a, b)
            return .rerender
        }
    }

    /// A command of two arguments whose intent says what the host does next (for example
    /// ``CommandOutcome/asksForSecret(prompt:)``).
    public static func answering<A, B>(
        _ name: String, aliases: [String] = [], _ first: ArgumentReader<A>, _ second: ArgumentReader<B>,
        _ summary: String, example: String? = nil, hint: String? = nil,
        answer: @escaping @MainActor (A, B) async throws -> CommandOutcome
    ) -> ScreenCommand {
        ScreenCommand(
            name, aliases: aliases, usage: [first.usage, second.usage],
            wanted: [Self.wanted(first), Self.wanted(second)],
            summary: summary, example: example, hint: hint
        ) { (cursor: ArgumentCursor) async throws(CommandFailure<Refusal>) -> CommandOutcome in
            var cursor = cursor
            let a: A
            let b: B
            do throws(CommandRejection) {
                a = try cursor.read(first)
                b = try cursor.read(second)
                try cursor.finish()
            } catch { throw .malformed(error) }
            do { return try await answer(a, b) } catch { throw Self.failure(error) }
        }
    }

    /// What an intent threw, as the table says it: the feature's refusal, or (for an error an intent should not
    /// throw) its description.
    private static func failure(_ error: any Error) -> CommandFailure<Refusal> {
        if let refusal = error as? Refusal { .refused(refusal) } else { .malformed(CommandRejection("\(error)")) }
    }

    private static func wanted<Value>(_ reader: ArgumentReader<Value>) -> (text: String, example: String, left: Bool) {
        (reader.wanted, reader.example, reader.whenLeftOut != nil)
    }
}
