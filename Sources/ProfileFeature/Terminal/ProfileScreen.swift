import FeatureState
import TerminalUI

/// The terminal face of ``ProfileModel``: turns typed commands into model calls and draws with ``ProfileView``.
@MainActor
final class ProfileScreen: TerminalScreen {
    let title = "Profile"
    let commands = [
        CommandHelp("login <email>", "log in; asks for the password and does not show it (also: log in)"),
        CommandHelp("login <email> <password>", "for scripts: the password shows on the screen"),
        CommandHelp("logout", "log out (also: log out)"),
        CommandHelp("more", "show the next page of orders"),
        CommandHelp("order <row|id>", "see an order"),
        CommandHelp("open <line>", "see the product on a line of the open order"),
        CommandHelp("back", "from an order back to the list"),
        CommandHelp("refresh", "load what is shown again"),
        CommandHelp("retry", "repeat what failed"),
    ]

    // No state of its own: where it starts is fixed, and everything that changes is the model's.
    private let model: ProfileModel
    private let destination: ProfileEntry.Destination

    init(model: ProfileModel, startingAt destination: ProfileEntry.Destination) {
        self.model = model
        self.destination = destination
    }

    func appear() async {
        if model.hasStarted {
            await model.appear()
        } else {
            await model.start(at: destination)
        }
    }

    func render(in context: RenderContext) -> [TerminalText] {
        ProfileView.lines(for: model.state, in: context)
    }

    /// Reads the command's arguments as the model's typed parameters and calls the intent it names; a refusal is
    /// said in the terminal's words.
    func handle(_ command: Command) async -> CommandOutcome {
        do {
            return try await perform(command)
        } catch {
            return .rejected(error.message)
        }
    }

    private func perform(_ command: Command) async throws(CommandRejection) -> CommandOutcome {
        switch command.name {
        case "log":
            switch command.argument(0)?.lowercased() {
            case "in": return try await logIn(Array(command.arguments.dropFirst()), for: command)
            case "out": try await logOut(Array(command.arguments.dropFirst()), for: command)
            default: return .rejected("type log in <email>, or log out")
            }
        case "login":
            return try await logIn(command.arguments, for: command)
        case "logout":
            try await logOut(command.arguments, for: command)
        case "more":
            try command.requireNoArguments()
            try await attempt(await model.loadMore(), for: command)
        case "order":
            guard let choice = command.argument(0), command.arguments.count == 1 else {
                return .rejected("order needs a row number or an order id, for example: order 1")
            }
            if let row = Int(choice) {
                try await attempt(await model.openOrder(row: row), for: command)
            } else {
                try await attempt(await model.openOrder(id: choice), for: command)
            }
        case "open":
            guard let text = command.argument(0), let row = Int(text), row > 0, command.arguments.count == 1 else {
                return .rejected("open needs a line number of the open order, for example: open 1")
            }
            try await attempt(model.openLine(row: row), for: command)
        case "back":
            // Out of an order opened from the history, `back` is the screen's; otherwise it is the host's.
            guard model.openOrderCameFromHistory, await model.backToOverview() else { return .unrecognized }
        case "refresh":
            try command.requireNoArguments()
            try await attempt(await model.refresh(), for: command)
        case "retry":
            try command.requireNoArguments()
            try await attempt(await model.retry(), for: command)
        default:
            return .unrecognized
        }
        return .rerender
    }

    /// `login <email>` asks for the password as a hidden line; `login <email> <password>` logs in at once.
    /// Never echoes what was typed: it holds a password.
    private func logIn(_ arguments: [String], for command: Command) async throws(CommandRejection) -> CommandOutcome {
        switch arguments.count {
        case 1:
            // Asked for even when the login will be refused (a bad email, already logged in), so that in a piped
            // script the password line is always taken as the password, never run as a command and echoed.
            model.awaitPassword(forEmail: arguments[0])
            return .asksForSecret(prompt: "Password: ")
        case 2:
            try await attempt(await model.logIn(email: arguments[0], password: arguments[1]), for: command)
            return .rerender
        default:
            return .rejected(ProfileRefusal.loginUsage)
        }
    }

    /// The password for the email of `login <email>`; nil when input ended before it was typed.
    func handleSecret(_ secret: String?) async -> CommandOutcome {
        guard let email = model.takeEmailAwaitingPassword() else { return .rejected("nothing asked for a password") }
        guard let secret else { return .rejected("not logged in: input ended before the password") }
        do {
            try await attempt(await model.logIn(email: email, password: secret), for: Command(name: "login"))
        } catch {
            return .rejected(error.message)
        }
        return .rerender
    }

    private func logOut(_ arguments: [String], for command: Command) async throws(CommandRejection) {
        guard arguments.isEmpty else { throw CommandRejection("logout takes no arguments") }
        try await attempt(await model.logOut(), for: command)
    }

    private typealias Intent = () async throws(ProfileRefusal) -> Void

    /// Carries out one of the model's intents; a refusal becomes the line the terminal shows for `command`.
    private func attempt(_ intent: @autoclosure Intent, for command: Command) async throws(CommandRejection) {
        do { try await intent() } catch { throw CommandRejection(error.message(refusing: command.name)) }
    }
}
