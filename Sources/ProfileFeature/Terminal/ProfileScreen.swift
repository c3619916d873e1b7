import FeatureState
import TerminalUI

/// The terminal face of ``ProfileModel``: turns typed commands into model calls and draws with ``ProfileView``.
@MainActor
final class ProfileScreen: CommandTableScreen {
    let title = "Profile"
    private(set) var commandTable: CommandTable<ProfileRefusal>
    // Where it starts is fixed, and everything the customer sees is the model's; the screen keeps only the email of
    // `login <email>` while the password for it is typed on a hidden line (a terminal's way of asking).
    private let model: ProfileModel
    private let destination: ProfileEntry.Destination
    private var emailAwaitingPassword: String?

    init(model: ProfileModel, startingAt destination: ProfileEntry.Destination) {
        self.model = model
        self.destination = destination
        commandTable = CommandTable([]) { _, _ in "" }  // replaced below, once `self` can be captured
        let email = ArgumentReader.word("email", "an email address", example: "ada@example.com")
        let password = ArgumentReader.word("password", "a password", example: "secret").optional
        let commands: [ScreenCommand<ProfileRefusal>] = [
            ScreenCommand.answering(
                "login", aliases: ["log in"], email, password,
                "asks for the password, hidden; typed here, it shows"
            ) { [unowned self] email, password in
                guard let password else {
                    // Asked for even when the login will be refused (a bad email, already logged in), so that in a
                    // piped script the password line is always taken as the password, never run as a command.
                    emailAwaitingPassword = email
                    return .asksForSecret(prompt: "Password: ")
                }
                try await model.logIn(email: email, password: password)
                return .rerender
            },
            ScreenCommand("logout", aliases: ["log out"], "log out") { try await model.logOut() },
            ScreenCommand("more", "show the next page of orders") { try await model.loadMore() },
            ScreenCommand("order", .rowOrID("row|id", "a row number or an order id"), "see an order") { choice in
                switch choice {
                case .row(let row): try model.openOrder(row: row)
                case .id(let id): try model.openOrder(id: id)
                }
            },
            ScreenCommand(
                "open", .row("line", "a line number of the open order"), "see the product on a line of the open order"
            ) {
                try model.openLine(row: $0)
            },
            ScreenCommand("refresh", "load what is shown again") { try await model.refresh() },
            ScreenCommand("retry", "repeat what failed") { try await model.retry() },
        ]
        commandTable = CommandTable(commands) { refusal, command in refusal.message(refusing: command) }
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

    /// The password for the email of `login <email>`; nil when input ended before it was typed.
    func handleSecret(_ secret: String?) async -> CommandOutcome {
        guard let email = emailAwaitingPassword else { return .rejected("nothing asked for a password") }
        emailAwaitingPassword = nil
        guard let secret else { return .rejected("not logged in: input ended before the password") }
        do {
            try await model.logIn(email: email, password: secret)
        } catch {
            return .rejected(error.message(refusing: "login"))
        }
        return .rerender
    }
}
