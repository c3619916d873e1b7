import Testing

@testable import TerminalUI

@Suite struct CommandParsingTests {
    @Test func splitsNameAndArgumentsHonouringQuotes() throws {
        let command = try #require(Command(parsing: "  Search \"red shoes\" --max 50  "))
        #expect(command.name == "search")
        #expect(command.arguments == ["red shoes", "--max", "50"])
        #expect(command.rawArguments == "\"red shoes\" --max 50")
    }

    @Test func blankLinesAreNotCommands() {
        #expect(Command(parsing: "") == nil)
        #expect(Command(parsing: "   \t ") == nil)
    }

    @Test func keepsEmptyQuotedArgumentsAndFreeText() throws {
        let command = try #require(Command(parsing: "note \"\" Happy birthday, Ada! 🎉"))
        #expect(command.arguments.first == "")
        #expect(command.rawArguments == "\"\" Happy birthday, Ada! 🎉")
        #expect(command.argument(9) == nil)
    }
}

/// A refusal of the fake intents below.
private struct FakeRefusal: Error, Equatable {
    let reason: String

    /// Throws a refusal, as a model's intent does.
    static func refuse(_ reason: String) throws(FakeRefusal) { throw FakeRefusal(reason: reason) }
}

/// Records what the table's intents were called with.
@MainActor private final class Calls {
    var log: [String] = []
}

@MainActor @Suite struct CommandTableTests {
    private let calls = Calls()

    private func table() -> CommandTable<FakeRefusal> {
        let calls = self.calls
        let commands: [ScreenCommand<FakeRefusal>] = [
            ScreenCommand("place", aliases: ["order"], "place the order") {
                calls.log.append("place")
                try FakeRefusal.refuse("empty list")
            },
            ScreenCommand("retry", "repeat what failed", hint: "nothing to give it") { calls.log.append("retry") },
            ScreenCommand("open", .row(), "see a product") { calls.log.append("open \($0)") },
            ScreenCommand("qty", aliases: ["quantity"], .row(), .quantity(), "change how many") {
                calls.log.append("qty \($0) \($1)")
            },
            ScreenCommand("note", .text("text", "text", example: "Hello"), "a note") {
                calls.log.append("note [\($0)]")
            },
            ScreenCommand("find", .words("words", "words", example: "kettle"), "find") {
                calls.log.append("find [\($0)]")
            },
            ScreenCommand("address", .rowOrID(), "choose one") { calls.log.append("address \($0)") },
            ScreenCommand.answering(
                "login", aliases: ["log in"], .word("email", "an email address", example: "ada@example.com"),
                ArgumentReader.word("password", "a password", example: "pw").optional, "log in",
                answer: { email, password in
                    calls.log.append("login \(email) \(password ?? "-")")
                    return password == nil ? .asksForSecret(prompt: "Password: ") : .rerender
                }),
            ScreenCommand("logout", aliases: ["log out"], "log out") { calls.log.append("logout") },
        ]
        return CommandTable(commands) { refusal, command in "\(command): \(refusal.reason)" }
    }

    private func run(_ line: String) async throws -> CommandOutcome {
        await table().handle(try #require(Command(parsing: line)))
    }

    @Test func readsTypedArgumentsAndRunsTheIntent() async throws {
        #expect(try await run("open 12") == .rerender)
        #expect(try await run("QTY 1 3") == .rerender)
        #expect(try await run("quantity 2 0") == .rerender)
        #expect(try await run("note   Happy  \"big\" day  ") == .rerender)
        #expect(try await run("find \"red shoes\"  large") == .rerender)
        #expect(try await run("address 2") == .rerender)
        #expect(try await run("address home-1") == .rerender)
        #expect(try await run("retry") == .rerender)
        #expect(
            calls.log == [
                "open 12", "qty 1 3", "qty 2 0", "note [Happy  \"big\" day]", "find [red shoes large]",
                "address row(2)",
                "address id(\"home-1\")", "retry",
            ])
    }

    @Test func aLineThatDoesNotFitIsRefusedInOneSentenceAndNothingRuns() async throws {
        for line in ["open", "open 0", "open -1", "open two", "open 1 2"] {
            #expect(try await run(line) == .rejected("open needs a row number, for example: open 1"), "\(line)")
        }
        #expect(try await run("qty 1") == .rejected("qty needs a row number and a quantity, for example: qty 1 2"))
        #expect(try await run("qty 1 many") == .rejected("qty needs a row number and a quantity, for example: qty 1 2"))
        #expect(try await run("place 2") == .rejected("place takes no arguments"))
        #expect(try await run("retry now") == .rejected("retry takes no arguments; nothing to give it"))
        #expect(try await run("note") == .rejected("note needs text, for example: note Hello"))
        #expect(try await run("login") == .rejected("login needs an email address, for example: login ada@example.com"))
        #expect(calls.log.isEmpty)
    }

    @Test func namesOfTwoWordsAndAliasesFindTheirCommand() async throws {
        #expect(try await run("log in ada@example.com") == .asksForSecret(prompt: "Password: "))
        #expect(try await run("login ada@example.com pw") == .rerender)
        #expect(try await run("Log Out") == .rerender)
        #expect(try await run("log") == .rejected("type log in, or log out"))
        #expect(try await run("log off") == .rejected("type log in, or log out"))
        #expect(try await run("dance") == .unrecognized)
        #expect(calls.log == ["login ada@example.com -", "login ada@example.com pw", "logout"])
    }

    @Test func aFeatureRefusalIsSaidInTheFeaturesWordsForTheCommandsName() async throws {
        #expect(try await run("order") == .rejected("place: empty list"))
        #expect(calls.log == ["place"])
    }

    @Test func eachCommandHasOneHelpLineWrittenFromItsArguments() {
        #expect(
            table().help.map(\.usage) == [
                "place", "retry", "open <row>", "qty <row> <n>", "note <text>", "find <words>", "address <row|id>",
                "login <email> [password]", "logout",
            ])
        #expect(table().help[0].summary == "place the order")
    }
}
