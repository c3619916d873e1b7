import FeatureState
import TerminalUI

/// The terminal face of ``CheckoutModel``: turns typed commands into model calls and draws with ``CheckoutView``.
@MainActor
final class CheckoutScreen: TerminalScreen {
    let title = "Checkout"
    let commands = [
        CommandHelp("qty <row> <n>", "change how many"),
        CommandHelp("remove <row>", "take a line out of the cart"),
        CommandHelp("open <row>", "see a product"),
        CommandHelp("coupon <code|remove>", "apply or remove a coupon"),
        CommandHelp("note <text|clear>", "gift note, at most 200 characters"),
        CommandHelp("address <row|id>", "choose where to ship"),
        CommandHelp("place", "place the order"),
        CommandHelp("refresh", "quote the prices again"),
        CommandHelp("retry", "repeat what failed"),
    ]

    private let model: CheckoutModel

    init(model: CheckoutModel) {
        self.model = model
    }

    func appear() async {
        await model.appear()
    }

    /// Covered or closed: stop following the cart until the screen appears again.
    func disappear() async {
        await model.stopObservingCart()
    }

    func render(in context: RenderContext) -> [TerminalText] {
        CheckoutView.lines(for: model.state, now: model.now(), in: context)
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
        case "qty", "quantity":
            guard command.arguments.count == 2, let row = Int(command.arguments[0]), row > 0,
                let quantity = Int(command.arguments[1])
            else {
                return .rejected("qty needs a row and a quantity, for example: qty 1 3")
            }
            try await attempt(await model.changeQuantity(row: row, to: quantity), for: command)
        case "remove":
            let row = try command.onlyPositiveNumber("row number")
            try await attempt(await model.removeLine(row: row), for: command)
        case "open":
            let row = try command.onlyPositiveNumber("row number")
            try await attempt(model.open(row: row), for: command)
        case "coupon":
            guard command.arguments.count == 1, let code = command.argument(0) else {
                return .rejected("coupon needs one code, for example: coupon SAVE10 (or coupon remove)")
            }
            if code.lowercased() == "remove" {
                try await attempt(await model.removeCoupon(), for: command)
            } else {
                try await attempt(await model.applyCoupon(code), for: command)
            }
        case "note":
            if command.rawArguments.lowercased() == "clear" {
                try await attempt(model.clearGiftNote(), for: command)
            } else {
                guard !command.rawArguments.isEmpty else {
                    return .rejected("note needs text, for example: note Happy birthday! (or note clear)")
                }
                try await attempt(model.setGiftNote(command.rawArguments), for: command)
            }
        case "address":
            guard command.arguments.count == 1, let choice = command.argument(0) else {
                return .rejected("address needs a row number or an id, for example: address 1")
            }
            if let row = Int(choice) {
                try await attempt(model.chooseAddress(row: row), for: command)
            } else {
                try await attempt(model.chooseAddress(id: choice), for: command)
            }
        case "place", "order":
            try command.requireNoArguments()
            try await attempt(await model.place(), for: command)
        case "refresh":
            try command.requireNoArguments()
            try await attempt(await model.refreshQuote(), for: command)
        case "retry":
            try command.requireNoArguments()
            try await attempt(await model.retry(), for: command)
        default:
            return .unrecognized
        }
        return .rerender
    }

    private typealias Intent = () async throws(CheckoutRefusal) -> Void

    /// Carries out one of the model's intents; a refusal becomes the line the terminal shows for `command`.
    private func attempt(_ intent: @autoclosure Intent, for command: Command) async throws(CommandRejection) {
        do { try await intent() } catch { throw CommandRejection(error.message(refusing: command.name)) }
    }
}
