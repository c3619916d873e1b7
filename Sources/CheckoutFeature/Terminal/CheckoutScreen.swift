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
        await model.stopWatchingCart()
    }

    func render(in context: RenderContext) -> [String] {
        CheckoutView.lines(for: model.state, now: model.now(), in: context)
    }

    func handle(_ command: Command) async -> CommandOutcome {
        do {
            return try await perform(command)
        } catch let refusal as CheckoutRefusal {
            return .rejected(refusal.message(refusing: command.name))
        } catch let rejection as CommandRejection {
            return .rejected(rejection.message)
        } catch {
            return .rejected("\(error)")
        }
    }

    /// Reads the command's arguments as the model's typed parameters and calls the intent it names.
    private func perform(_ command: Command) async throws -> CommandOutcome {
        switch command.name {
        case "qty", "quantity":
            guard command.arguments.count == 2, let row = Int(command.arguments[0]), row > 0,
                let quantity = Int(command.arguments[1])
            else {
                return .rejected("qty needs a row and a quantity, for example: qty 1 3")
            }
            try await model.changeQuantity(row: row, to: quantity)
        case "remove":
            try await model.removeLine(row: try command.onlyPositiveNumber("row number"))
        case "open":
            try model.open(row: try command.onlyPositiveNumber("row number"))
        case "coupon":
            guard command.arguments.count == 1, let code = command.argument(0) else {
                return .rejected("coupon needs one code, for example: coupon SAVE10 (or coupon remove)")
            }
            if code.lowercased() == "remove" {
                try await model.removeCoupon()
            } else {
                try await model.applyCoupon(code)
            }
        case "note":
            if command.rawArguments.lowercased() == "clear" {
                try model.clearGiftNote()
            } else {
                guard !command.rawArguments.isEmpty else {
                    return .rejected("note needs text, for example: note Happy birthday! (or note clear)")
                }
                try model.setGiftNote(command.rawArguments)
            }
        case "address":
            guard command.arguments.count == 1, let choice = command.argument(0) else {
                return .rejected("address needs a row number or an id, for example: address 1")
            }
            if let row = Int(choice) {
                try model.chooseAddress(row: row)
            } else {
                try model.chooseAddress(id: choice)
            }
        case "place", "order":
            try command.requireNoArguments()
            try await model.place()
        case "refresh":
            try command.requireNoArguments()
            try await model.refreshQuote()
        case "retry":
            try command.requireNoArguments()
            try await model.retry()
        default:
            return .unrecognized
        }
        return .rerender
    }
}
