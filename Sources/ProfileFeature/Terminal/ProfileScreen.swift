import FeatureState
import TerminalUI

/// The terminal face of ``ProfileModel``: turns typed commands into model calls and draws with ``ProfileView``.
@MainActor
final class ProfileScreen: TerminalScreen {
    let title = "Profile"
    let commands = [
        CommandHelp("log in <email> <password>", "log in (also: login); quote a password with spaces"),
        CommandHelp("logout", "log out (also: log out)"),
        CommandHelp("more", "show the next page of orders"),
        CommandHelp("order <row|id>", "see an order"),
        CommandHelp("open <line>", "see the product on a line of the open order"),
        CommandHelp("back", "from an order back to the list"),
        CommandHelp("refresh", "load what is shown again"),
        CommandHelp("retry", "repeat what failed"),
    ]

    private let model: ProfileModel
    private var destination: ProfileEntry.Destination?
    /// The screen opened on an order's detail: `back` there belongs to the host (leave the screen), not to
    /// the order list the user never came from.
    private var openedOnAnOrder: Bool

    init(model: ProfileModel, startingAt destination: ProfileEntry.Destination) {
        self.model = model
        self.destination = destination
        if case .order = destination { openedOnAnOrder = true } else { openedOnAnOrder = false }
    }

    func appear() async {
        if let destination {
            self.destination = nil
            await model.start(at: destination)
        } else {
            await model.appear()
        }
    }

    func render(in context: RenderContext) -> [String] {
        ProfileView.lines(for: model.state, in: context)
    }

    func handle(_ command: Command) async -> CommandOutcome {
        do {
            switch command.name {
            case "log":
                switch command.argument(0)?.lowercased() {
                case "in": try await logIn(Array(command.arguments.dropFirst()))
                case "out": try await logOut(Array(command.arguments.dropFirst()))
                default: return .rejected("type log in <email> <password>, or log out")
                }
            case "login":
                try await logIn(command.arguments)
            case "logout":
                try await logOut(command.arguments)
            case "more":
                try command.requireNoArguments()
                try await model.loadMore()
            case "order":
                guard let selector = command.argument(0), command.arguments.count == 1 else {
                    return .rejected("order needs a row number or an order id, for example: order 1")
                }
                try await model.openOrder(selector)
                openedOnAnOrder = false
            case "open":
                guard let text = command.argument(0), let row = Int(text), row > 0, command.arguments.count == 1 else {
                    return .rejected("open needs a line number of the open order, for example: open 1")
                }
                try model.openLine(row: row)
            case "back":
                guard !openedOnAnOrder, await model.backToOverview() else { return .unrecognized }
            case "refresh":
                try command.requireNoArguments()
                try await model.refresh()
            case "retry":
                try command.requireNoArguments()
                try await model.retry()
            default:
                return .unrecognized
            }
            return .rerender
        } catch {
            return .rejected(error.message)
        }
    }

    /// Never echoes what was typed: the arguments hold a password.
    private func logIn(_ arguments: [String]) async throws(CommandRejection) {
        guard arguments.count == 2 else { throw CommandRejection(LoginCredentials.usage) }
        try await model.logIn(email: arguments[0], password: arguments[1])
    }

    private func logOut(_ arguments: [String]) async throws(CommandRejection) {
        guard arguments.isEmpty else { throw CommandRejection("logout takes no arguments") }
        try await model.logOut()
    }
}
