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

@Suite struct CommandArgumentTests {
    @Test func aCommandThatTakesNoArgumentsRefusesSomeByName() throws {
        try #require(Command(parsing: "retry")).requireNoArguments()
        #expect(throws: CommandRejection("place takes no arguments")) {
            try #require(Command(parsing: "place 2")).requireNoArguments()
        }
    }

    @Test func onePositiveNumberIsReadAndAnythingElseIsRefusedWithAnExample() throws {
        #expect(try #require(Command(parsing: "open 12")).onlyPositiveNumber("row number") == 12)
        for line in ["open", "open 0", "open -1", "open two", "open 1 2"] {
            #expect(throws: CommandRejection("open needs one row number, for example: open 1"), "\(line)") {
                try #require(Command(parsing: line)).onlyPositiveNumber("row number")
            }
        }
        #expect(throws: CommandRejection("qty needs one whole number from 1, for example: qty 2")) {
            try #require(Command(parsing: "qty 0")).onlyPositiveNumber("whole number from 1", example: 2)
        }
    }
}
