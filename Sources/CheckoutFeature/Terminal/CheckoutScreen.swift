import FeatureState
import TerminalUI

/// The terminal face of ``CheckoutModel``: declares its commands as the model's intents and draws with
/// ``CheckoutView``.
@MainActor
final class CheckoutScreen: CommandTableScreen {
    let title = "Checkout"
    let commandTable: CommandTable<CheckoutRefusal>
    private let model: CheckoutModel

    init(model: CheckoutModel) {
        self.model = model
        let commands: [ScreenCommand<CheckoutRefusal>] = [
            ScreenCommand("qty", aliases: ["quantity"], .row(), .quantity(), "change how many") { row, quantity in
                try await model.changeQuantity(row: row, to: quantity)
            },
            ScreenCommand("remove", .row(), "take a line out of the cart") { try await model.removeLine(row: $0) },
            ScreenCommand("open", .row(), "see a product") { try model.open(row: $0) },
            ScreenCommand(
                "coupon", .word("code|remove", "one code", example: "SAVE10"), "apply or remove a coupon",
                hint: "or coupon remove"
            ) { code in
                if code.lowercased() == "remove" {
                    try await model.removeCoupon()
                } else {
                    try await model.applyCoupon(code)
                }
            },
            ScreenCommand(
                "note", .text("text|clear", "text", example: "Happy birthday!"), "gift note, at most 200 characters",
                hint: "or note clear"
            ) { text in
                if text.lowercased() == "clear" { try model.clearGiftNote() } else { try model.setGiftNote(text) }
            },
            ScreenCommand("address", .rowOrID(), "choose where to ship") { choice in
                switch choice {
                case .row(let row): try model.chooseAddress(row: row)
                case .id(let id): try model.chooseAddress(id: id)
                }
            },
            ScreenCommand("place", aliases: ["order"], "place the order") { try await model.place() },
            ScreenCommand("refresh", "quote the prices again") { try await model.refreshQuote() },
            ScreenCommand("retry", "repeat what failed") { try await model.retry() },
        ]
        commandTable = CommandTable(commands) { refusal, command in refusal.message(refusing: command) }
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
}
